// The interviewer's screens' own texts (their paths: routes.ts). The ratings', recommendations'
// and roles' names and the server's messages are the domain's (SCORECARD_RATING_LABELS,
// RECOMMENDATION_LABELS, TEAM_ROLE_LABELS, SCORECARD_MESSAGES).
import type { ScorecardStatus } from '@careers/domain/team';

export const TEAM_ACCESS_TEXT = {
  checking: 'Checking access...',
  title: 'Team access required',
  text: 'These pages are for the hiring team: the people who interview candidates. If you interview for us, ask an admin to grant you a role on Team & roles.',
  home: 'Go to the home page',
  checkFailed: 'Failed to check your access',
  tryAgain: 'Try again',
} as const;

/** How the list names a scorecard's state. */
export const SCORECARD_STATUS_LABELS: Record<ScorecardStatus, string> = {
  missing: 'Scorecard missing',
  draft: 'Draft saved',
  submitted: 'Submitted',
};

export const MY_INTERVIEWS_TEXT = {
  title: 'My interviews',
  subtitle: 'The candidates on your interview panels, and your scorecard of each.',
  loading: 'Loading your interviews...',
  loadFailed: 'Failed to load your interviews',
  tryAgain: 'Try again',
  empty: 'No interviews on your panels yet.',
  groups: { today: 'Today', upcoming: 'Upcoming', earlier: 'Earlier' },
  noTime: 'No interview time booked',
  linkedin: 'LinkedIn profile',
  open: 'Open scorecard',
  view: 'View scorecard',
} as const;

export const SCORECARD_TEXT = {
  title: 'Scorecard',
  loading: 'Loading the scorecard...',
  loadFailed: 'Failed to load the scorecard',
  back: 'Back to my interviews',
  applicationHeading: 'The application',
  linkedin: 'LinkedIn Profile URL',
  formHeading: 'Your scorecard',
  recommendation: 'Overall recommendation',
  notes: 'Notes',
  saveDraft: 'Save draft',
  submit: 'Submit scorecard',
  amend: 'Submit amendment',
  draftSaved: 'Draft saved',
  submitted: 'Scorecard submitted',
  saveFailed: 'Failed to save the draft',
  submitFailed: 'Failed to submit the scorecard',
  autosaved: (time: string) => `Saved automatically at ${time}`,
  autosaveFailed: 'The draft could not be saved automatically: use Save draft.',
  submittedChip: 'Submitted',
  amendedChip: 'Amended',
  submittedAt: (when: string) => `Submitted ${when}`,
  amendNote: 'Submitting again amends your scorecard: the earlier version is kept beside it.',
  earlierHeading: 'Earlier versions',
  earlierVersion: (recommendation: string, when: string) => `${recommendation}, submitted ${when}`,
  colleaguesHeading: "Colleagues' scorecards",
  colleaguesAfterYours: "Colleagues' scorecards show here once you submit yours.",
  noColleagues: 'No colleague has submitted a scorecard yet.',
  colleagueRecommendation: (label: string) => `Recommendation: ${label}`,
  noRecommendation: 'None',
  notRated: 'Not rated',
  noNotes: 'No notes.',
} as const;
