// The recruiting admin's texts: the specification's admin messages (ADMIN_MESSAGES) and those it
// does not give (the server's refusals are the domain's OFFER_ERRORS).

/** The admin screens' messages (specification section 8 and the screens of section 2). */
export const ADMIN_MESSAGES = {
  emailsSent: 'Emails Sent',
  noEmails: 'No emails sent yet',
  emailsFailed: 'Failed to load the emails sent',
  scorecards: 'Scorecards',
  noScorecards: 'No interviewer has submitted a scorecard yet.',
  scorecardsFailed: 'Failed to load the scorecards',
  amended: 'Amended',
  formerInterviewer: 'A former interviewer',
  checkingAccess: 'Checking admin access...',
  dashboardFailed: 'Failed to load dashboard data',
  dashboardEmpty: 'Failed to Load Dashboard',
  applicationsFailed: 'Failed to load applications',
  statusUpdated: 'Status updated successfully',
  statusFailed: 'Failed to update status',
  offersFailed: 'Failed to load job offers data',
  interviewsFailed: 'Failed to load interview candidates',
  teamFailed: 'Failed to load team members',
  applicationEmpty: 'Failed to Load Application',
  offersLoading: 'Loading job offers...',
  offersEmpty: 'No job offers found',
  offersEmptyFiltered: 'No offers match your current filters.',
  offersEmptyNone: 'No job offers have been sent yet.',
  interviewsEmpty: 'No interview candidates found',
  interviewsEmptyHint: 'Candidates will appear here when they pass criteria screening',
  teamEmpty: 'No Team Members Yet',
  teamNoResults: 'No Results Found',
  unknownUser: 'Unknown User',
  noLocation: 'No location',
  noEmail: 'No email',
} as const;

/** The recruiting admin's texts the specification does not give. */
export const ADMIN_TEXT = {
  /** A bulk status change's summary. */
  bulkSummary: (updated: number, of: number) =>
    updated === of
      ? `Updated ${updated} of ${of} applications`
      : `Updated ${updated} of ${of} applications; ${of - updated} failed`,
} as const;

export const ADMIN_OFFER_TEXT = {
  offerWithdrawnByMove: "The candidate's job offer was withdrawn.",
  confirmTitle: 'Withdraw an accepted offer?',
  confirmNote:
    'The candidate signed every document and accepted. Moving them withdraws that accepted offer: they will see it as withdrawn, and the audit log records that you confirmed it.',
  confirmButton: 'Withdraw the Offer and Move',
  cancel: 'Cancel',
  withdraw: 'Withdraw',
  history: 'History',
  withdrawTitle: (name: string) => `Withdraw the offer to ${name || 'this candidate'}?`,
  withdrawNote:
    'The candidate will see that the offer was withdrawn and can no longer sign or accept it. The application stays in Hired until you move it. Your reason is kept in the audit log, which only admins read.',
  withdrawReason: 'Reason (required)',
  withdrawButton: 'Withdraw Offer',
  withdrawn: 'Offer withdrawn',
  withdrawFailed: 'Failed to withdraw the offer',
  offerColumn: 'Offer',
  noOffer: 'No offer yet',
  version: (version: number) => `Version ${version}`,
  /** What Our Team suggests beside a hire whose offer is no longer open. */
  nextAction: {
    rejected: 'Declined by the candidate: move them off the team (Reject)',
    withdrawn: 'Withdrawn: Reject, or move back and hire again to reopen it',
  },
} as const;

/** Interview Management's booking texts: the booked time, the day's schedule, an admin's move. */
export const INTERVIEW_ADMIN_TEXT = {
  candidatesTab: 'Candidates',
  dayTab: 'Day schedule',
  interviewColumn: 'Interview (Philippines Time)',
  cancelled: 'Cancelled by the candidate',
  noInterview: 'Not booked',
  dayLabel: 'Day (Philippines)',
  today: 'Today',
  loadingDay: 'Loading the day...',
  dayFailed: 'Failed to load the day',
  noWindows: 'No interview windows on this day.',
  booked: (n: number, capacity: number) => `${n} of ${capacity} booked`,
  nobodyBooked: 'Nobody is booked into this window yet.',
  move: 'Move',
  moveTitle: (name: string) => `Move ${name}'s interview`,
  moveIntro: 'Choose a day and one of its windows with room. The candidate receives the updated calendar invitation.',
  moveTo: 'Move here',
  moved: 'Interview moved. The candidate was sent the update.',
  moveFailed: 'The interview could not be moved',
  close: 'Close',
  full: 'Full',
  scheduleButton: 'Interview windows',
  scheduleTitle: 'Interview windows and capacity',
  scheduleIntro: 'Times are Philippines time. Bookings already made stay where they are when you change the windows.',
  everyDay: 'Every day',
  windowOpens: (n: number) => `Window ${n} opens`,
  windowCloses: (n: number) => `Window ${n} closes`,
  removeWindow: (n: number) => `Remove window ${n}`,
  addWindow: 'Add a window',
  capacityLabel: 'Candidates per window',
  blockedDays: 'Blocked days',
  blockedDay: (n: number) => `Blocked day ${n}`,
  removeBlockedDay: (n: number) => `Remove blocked day ${n}`,
  addBlockedDay: 'Add a blocked day',
  addedWindows: 'Windows on one day',
  addedDay: (n: number) => `Day of added window ${n}`,
  addedOpens: (n: number) => `Added window ${n} opens`,
  addedCloses: (n: number) => `Added window ${n} closes`,
  removeAdded: (n: number) => `Remove added window ${n}`,
  addAdded: 'Add a window on one day',
  save: 'Save',
  saved: 'Interview windows saved.',
  saveFailed: 'The interview windows could not be saved',
  loadingSchedule: 'Loading the interview windows...',
} as const;

/** The Hiring screen: the applications of the postings a recruiter or hiring manager runs. */
export const HIRING_TEXT = {
  title: 'Hiring',
  subtitle: 'The applications of the positions you recruit for or decide on.',
  loading: 'Loading your positions...',
  loadFailed: 'Failed to load your positions',
  tryAgain: 'Try again',
  none: 'You are not on the hiring team of any position yet. An admin names the team on Positions.',
  posting: 'Position',
  applications: 'Applications',
  empty: 'No applications found',
  interview: 'Interview',
  moveInterview: 'Move interview',
  decision: 'Decision',
  newStatus: 'New status',
  reason: 'Reason',
  reasonHelp: 'Kept in the audit log with the decision.',
  save: 'Save',
  noDecisionYet: 'A hiring manager decides once the interview is held: hired, or rejected after the interview.',
  decided: "The decision is taken. An admin or the position's recruiter can still change the status.",
  noMoves: 'No status change is possible from here.',
} as const;

/** An application's interview panel section. */
export const PANEL_TEXT = {
  title: 'Interview panel',
  interviewers: 'Interviewers',
  help: "The position's interviewers and hiring managers are offered; any address holding a role that interviews may be typed.",
  save: 'Save panel',
  none: 'No interviewers yet',
} as const;
