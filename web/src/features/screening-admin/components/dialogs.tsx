// The screening admin's dialogs, each loaded once the screen's first rows show (lib/first-rows.tsx):
// they open only on an admin's click, and their code need not come before the rows.
import { lazyAfterFirstRows } from '../../../lib/first-rows';

export const ScreeningApplicationDialog = lazyAfterFirstRows(() =>
  import('./ScreeningApplicationDialog').then((module) => ({ default: module.ScreeningApplicationDialog })),
);

export const ScreeningInterviewEmailDialog = lazyAfterFirstRows(() =>
  import('./ScreeningInterviewEmailDialog').then((module) => ({ default: module.ScreeningInterviewEmailDialog })),
);
