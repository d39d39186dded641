// The recruiting admin's dialogs and the parts of a screen that show on a click, each loaded once
// the screen's first rows show (lib/first-rows.tsx): their code (the application's detail with its
// dates and countries, the offers' and the schedule's forms) need not come before the rows.
import { lazyAfterFirstRows } from '../../../lib/first-rows';

export const RecruitingApplicationDialog = lazyAfterFirstRows(async () => ({
  default: (await import('./RecruitingApplicationDialog')).RecruitingApplicationDialog,
}));

export const WithdrawOfferDialog = lazyAfterFirstRows(async () => ({
  default: (await import('./OfferDialogs')).WithdrawOfferDialog,
}));

export const OfferWithdrawalConfirm = lazyAfterFirstRows(async () => ({
  default: (await import('./OfferDialogs')).OfferWithdrawalConfirm,
}));

/** The "Interview windows" button and its dialog (Interview Management's title). */
export const InterviewScheduleButton = lazyAfterFirstRows(async () => ({
  default: (await import('./InterviewScheduleDialog')).InterviewScheduleButton,
}));

/** Interview Management's day tab: a day's windows and who is booked into each. */
export const InterviewDaySchedule = lazyAfterFirstRows(async () => ({
  default: (await import('./InterviewDaySchedule')).InterviewDaySchedule,
}));
