// The recruiting admin's dialogs and the parts of a screen that show on a click, each loaded once
// the screen's first rows show (lib/first-rows.tsx): their code (the application's detail with its
// dates and countries, the offers' and the schedule's forms) need not come before the rows.
import { lazyAfterFirstRows } from '../../../lib/first-rows';

export const RecruitingApplicationDialog = lazyAfterFirstRows(() =>
  import('./RecruitingApplicationDialog').then((module) => ({ default: module.RecruitingApplicationDialog })),
);

export const WithdrawOfferDialog = lazyAfterFirstRows(() =>
  import('./OfferDialogs').then((module) => ({ default: module.WithdrawOfferDialog })),
);

export const OfferWithdrawalConfirm = lazyAfterFirstRows(() =>
  import('./OfferDialogs').then((module) => ({ default: module.OfferWithdrawalConfirm })),
);

/** The "Interview windows" button and its dialog (Interview Management's title). */
export const InterviewScheduleButton = lazyAfterFirstRows(() =>
  import('./InterviewScheduleDialog').then((module) => ({ default: module.InterviewScheduleButton })),
);

/** Interview Management's day tab: a day's windows and who is booked into each. */
export const InterviewDaySchedule = lazyAfterFirstRows(() =>
  import('./InterviewDaySchedule').then((module) => ({ default: module.InterviewDaySchedule })),
);
