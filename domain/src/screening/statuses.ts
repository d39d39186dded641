// Statuses of a full-stack screening application, how they are shown, the admin's moves, and
// how scores are labelled and coloured (screening-and-admin sections 3, 4 and 9).

/**
 * The statuses of a screening application: `draft` is the autosaved form (never an application
 * document); the server stores `submitted`, then `assessing`, then `screening_passed` /
 * `screening_failed`, or `assessment_failed` when the assessor errs, or `needs_review` when a
 * model's assessment and the built-in rubric's disagree (model-review.ts); admins move it on from there.
 */
export const SCREENING_STATUSES = [
  'draft',
  'submitted',
  'assessing',
  'assessment_failed',
  'needs_review',
  'screening_failed',
  'screening_passed',
  'shortlisted',
  'interviewed',
  'hired',
  'rejected',
] as const;

/** One of SCREENING_STATUSES. */
export type ScreeningStatus = (typeof SCREENING_STATUSES)[number];

/** The statuses a stored application can have (every one but draft): the admin filters and counts. */
export const ADMIN_SCREENING_STATUSES = SCREENING_STATUSES.filter(
  (status): status is Exclude<ScreeningStatus, 'draft'> => status !== 'draft',
);

/** One of ADMIN_SCREENING_STATUSES. */
export type AdminScreeningStatus = Exclude<ScreeningStatus, 'draft'>;

/** A status an admin may set: any stored one but `assessing`. */
export type SettableScreeningStatus = Exclude<AdminScreeningStatus, 'assessing'>;

/**
 * The statuses an admin may set (detail dialog, Shortlisted quick actions, bulk change): every
 * stored status but `assessing`, which only the assessment trigger sets when it claims a run (set
 * by hand, no run would ever end it). To have an application assessed again, an admin moves it
 * to `submitted` or reassesses it.
 */
export const SETTABLE_SCREENING_STATUSES = ADMIN_SCREENING_STATUSES.filter(
  (status): status is SettableScreeningStatus => status !== 'assessing',
);

/** Whether an admin may set a status (one of SETTABLE_SCREENING_STATUSES). */
export function isSettableScreeningStatus(value: unknown): value is SettableScreeningStatus {
  return typeof value === 'string' && (SETTABLE_SCREENING_STATUSES as readonly string[]).includes(value);
}

/**
 * The statuses a person decided on after the screening: moving one of them back to `submitted`
 * discards that decision and the assessment and has the application scored again, so the admin
 * must confirm it (the call refuses it without `confirm_rescore: true`), and the audit entry says so.
 */
export const RESCORE_CONFIRM_STATUSES = ['shortlisted', 'interviewed', 'hired'] as const;

/** Whether moving an application from `from` to `to` needs the admin's confirmation (RESCORE_CONFIRM_STATUSES). */
export function needsRescoreConfirmation(from: ScreeningStatus, to: ScreeningStatus): boolean {
  return to === 'submitted' && (RESCORE_CONFIRM_STATUSES as readonly ScreeningStatus[]).includes(from);
}

/** How each status is shown (spec section 3; the ones the spec leaves unlabelled are named plainly). */
export const SCREENING_STATUS_LABELS: Record<ScreeningStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  assessing: 'Under Assessment',
  assessment_failed: 'Assessment Error',
  needs_review: 'Needs Review',
  screening_failed: 'Not Selected',
  screening_passed: 'Screening Passed',
  shortlisted: 'Shortlisted',
  interviewed: 'Interviewed',
  hired: 'Hired',
  rejected: 'Not Selected',
};

/** A status's label; an unknown value is shown as it is. */
export function screeningStatusLabel(status: string): string {
  return isScreeningStatus(status) ? SCREENING_STATUS_LABELS[status] : status;
}

/** Whether a value is a screening status. */
export function isScreeningStatus(value: unknown): value is ScreeningStatus {
  return typeof value === 'string' && (SCREENING_STATUSES as readonly string[]).includes(value);
}

/** The four statuses of the Shortlisted screen, in pipeline order. */
export const SHORTLIST_STATUSES = ['screening_passed', 'shortlisted', 'interviewed', 'hired'] as const;

/** One of SHORTLIST_STATUSES. */
export type ShortlistStatus = (typeof SHORTLIST_STATUSES)[number];

/** The Shortlisted screen's quick actions (spec section 4). */
export const SHORTLIST_QUICK_ACTIONS: Record<ShortlistStatus, readonly SettableScreeningStatus[]> = {
  screening_passed: ['shortlisted'],
  shortlisted: ['interviewed'],
  interviewed: ['hired', 'rejected'],
  hired: [],
};

/** The quick actions offered for an application in `status` (none outside the shortlist). */
export function shortlistQuickActions(status: ScreeningStatus): readonly SettableScreeningStatus[] {
  return (
    (SHORTLIST_QUICK_ACTIONS as Partial<Record<ScreeningStatus, readonly SettableScreeningStatus[]>>)[status] ?? []
  );
}

/** The statuses Reassess is offered for. */
export const REASSESSABLE_STATUSES = [
  'assessment_failed',
  'screening_failed',
] as const satisfies readonly ScreeningStatus[];

/** Whether Reassess is offered for an application in `status`. */
export function canReassess(status: ScreeningStatus): boolean {
  return (REASSESSABLE_STATUSES as readonly ScreeningStatus[]).includes(status);
}

/** After Reassess, the detail reloads after 3 s and the list after 2 s (spec section 9). */
export const REASSESS_RELOAD_DELAY_MS = { detail: 3000, list: 2000 } as const;

/**
 * What GET /api/fullstack-screening/check-existing says to the candidate for each status (shown
 * under 'Application Already Submitted'). An assessment error is the team's problem, not the
 * candidate's: it reads as received, and so does an assessment in review.
 */
export const SCREENING_CANDIDATE_MESSAGES: Record<ScreeningStatus, string> = {
  draft: 'You have not submitted your application yet. Your progress is saved automatically.',
  submitted: 'Your application has been submitted and is waiting to be assessed.',
  assessing: 'Your application is being assessed. Please check back soon.',
  assessment_failed: 'Your application has been received and is being reviewed by our team.',
  needs_review: 'Your application has been received and is being reviewed by our team.',
  screening_failed:
    'Thank you for applying. After reviewing your application, we will not be moving forward at this time.',
  screening_passed:
    'Congratulations! Your application passed the screening. Our team will contact you with next steps.',
  shortlisted: 'You have been shortlisted. Our team will contact you to arrange an interview.',
  interviewed: 'Your interview is complete. We will let you know our decision soon.',
  hired: 'Congratulations! You have been selected for the internship. Our team will contact you about onboarding.',
  rejected: 'Thank you for your time. We will not be moving forward with your application at this time.',
};

/** GET /api/fullstack-screening/check-existing answer. */
export interface ScreeningCheckExistingResponse {
  exists: boolean;
  status: ScreeningStatus | null;
  message: string;
}

/** The check-existing answer for a candidate's stored application status, or none. */
export function checkExistingResponse(status: ScreeningStatus | null): ScreeningCheckExistingResponse {
  if (status === null || status === 'draft') {
    return { exists: false, status, message: SCREENING_CANDIDATE_MESSAGES.draft };
  }
  return { exists: true, status, message: SCREENING_CANDIDATE_MESSAGES[status] };
}

// ---------------------------------------------------------------------------------------------
// Scores (0-10, one decimal)

/** A high performer on the team screen scores this or more. */
export const HIGH_PERFORMER_SCORE = 8;

/** Whether a score makes a high performer (8 or more). */
export function isHighPerformer(score: number | null | undefined): boolean {
  return score != null && score >= HIGH_PERFORMER_SCORE;
}

/** Colours a score is shown in. */
export type ScoreColor = 'green' | 'blue' | 'yellow' | 'red' | 'default';

/** The team screen's colour of a 0-10 score: 8+ green, 7+ blue, 6+ yellow, else default. */
export function teamScoreColor(score: number | null | undefined): ScoreColor {
  if (score == null) return 'default';
  if (score >= 8) return 'green';
  if (score >= 7) return 'blue';
  if (score >= 6) return 'yellow';
  return 'default';
}

/** The Shortlisted screen's colour of a score in percent: 80+ green, 60+ yellow, else red. */
export function shortlistScoreColor(percent: number): ScoreColor {
  if (percent >= 80) return 'green';
  if (percent >= 60) return 'yellow';
  return 'red';
}

/** A 0-10 score in percent to one decimal (7.55 -> 75.5), as the Shortlisted screen and dashboard show it. */
export function scorePercent(score: number): number {
  return Math.round(score * 100) / 10;
}

/** A score as shown out of 10 with one decimal ('7.5'), or 'Not scored'. */
export function formatScore(score: number | null | undefined): string {
  if (score == null || Number.isNaN(score)) return 'Not scored';
  return score.toFixed(1);
}
