// The screening admin's dialogs, each loaded once the screen's first rows show (lib/first-rows.tsx):
// they open only on an admin's click, and their code need not come before the rows.
import { lazyAfterFirstRows } from '../../../lib/first-rows';

export const ScreeningApplicationDialog = lazyAfterFirstRows(async () => ({
  default: (await import('./ScreeningApplicationDialog')).ScreeningApplicationDialog,
}));

export const ScreeningInterviewEmailDialog = lazyAfterFirstRows(async () => ({
  default: (await import('./ScreeningInterviewEmailDialog')).ScreeningInterviewEmailDialog,
}));
