// The screening admin's view of applications (spec sections 2, 3, 8, 9): the dashboards' stats and
// what the screens derive from them, the calls' queries and bodies, the list's rows, the status
// chips' colours, and the full-stack admin's messages.
import type { Paged } from '../http/paging';
import type { OutboxMailSummary } from '../mail/outbox';
import { serialize, type Serialized } from '../shared/serialize';
import { COLLECTIONS } from '../shared/collections';
import {
  countOverDays,
  dayCount,
  tallyGroup,
  withinPosting,
  type Tally,
  type TallyArea,
  type TallySource,
} from '../shared/tally';
import type { ScreeningApplication, ScreeningAssessmentRun, StoredScreeningStatus } from './model';
import { RECENT_WINDOW_DAYS } from './sections';
import {
  ADMIN_SCREENING_STATUSES,
  isSettableScreeningStatus,
  SCREENING_STATUS_LABELS,
  type AdminScreeningStatus,
} from './statuses';

/** The stats of the screening dashboards (spec section 3: full-stack dashboard stats). */
export interface ScreeningDashboardStats {
  total_applications: number;
  /** Applications created on the last RECENT_WINDOW_DAYS UTC days, today included. */
  recent_applications: number;
  submitted: number;
  assessing: number;
  screening_passed: number;
  screening_failed: number;
  assessment_errors: number;
  /** Applications whose model assessment disagreed with the built-in rubric: a person decides (model-review.ts). */
  needs_review: number;
  /** The mean overall score (0-10, one decimal) of the scored applications; 0 with none. */
  average_score: number;
  shortlisted: number;
  interviewed: number;
  hired: number;
}

/**
 * What a screening application counts on the dashboard's tally: its status, its day of submission,
 * and its overall score when it has one (in thousandths, so the sum stays an exact integer);
 * across postings and within its posting.
 */
export function screeningTally(
  application: Pick<ScreeningApplication, 'fs_status' | 'created_at' | 'fs_overall_score'> & {
    job_slug?: string | null;
  },
): Tally {
  const score = application.fs_overall_score;
  return withinPosting(
    {
      [`status.${application.fs_status}`]: 1,
      ...dayCount(application.created_at),
      ...(typeof score === 'number' ? { 'score.count': 1, 'score.milli': Math.round(score * 1000) } : {}),
    },
    application.job_slug,
  );
}

/** The screening dashboards' tally: applications by status and day, and their scores. */
export const SCREENING_TALLY: TallySource<ScreeningApplication> = {
  area: 'screening' satisfies TallyArea,
  collection: COLLECTIONS.screeningApplications,
  contribution: screeningTally,
};

/** The dashboard stats from the screening tally, on `now`. */
export function screeningStatsFromTally(tally: Tally, now: Date): ScreeningDashboardStats {
  const byStatus = tallyGroup(tally, 'status');
  const scored = tally['score.count'] ?? 0;
  return screeningDashboardStats(
    Object.fromEntries(ADMIN_SCREENING_STATUSES.map((status) => [status, byStatus[status] ?? 0])),
    countOverDays(tally, now, RECENT_WINDOW_DAYS),
    scored > 0 ? (tally['score.milli'] ?? 0) / 1000 / scored : null,
  );
}

/**
 * The dashboard stats from the number of applications in each stored status, the number created
 * in the recent window and the mean score (null when nothing is scored).
 */
export function screeningDashboardStats(
  countByStatus: Partial<Record<StoredScreeningStatus, number>>,
  recent: number,
  averageScore: number | null,
): ScreeningDashboardStats {
  const count = (status: StoredScreeningStatus) => countByStatus[status] ?? 0;
  return {
    total_applications: Object.values(countByStatus).reduce((sum, n) => sum + (n ?? 0), 0),
    recent_applications: recent,
    submitted: count('submitted'),
    assessing: count('assessing'),
    screening_passed: count('screening_passed'),
    screening_failed: count('screening_failed'),
    assessment_errors: count('assessment_failed'),
    needs_review: count('needs_review'),
    average_score: averageScore == null || Number.isNaN(averageScore) ? 0 : Math.round(averageScore * 10) / 10,
    shortlisted: count('shortlisted'),
    interviewed: count('interviewed'),
    hired: count('hired'),
  };
}

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

/** The pass rate shown under Screening Passed: passed / total in percent, one decimal ('0.0' with none). */
export function passRate(stats: Pick<ScreeningDashboardStats, 'screening_passed' | 'total_applications'>): string {
  if (stats.total_applications === 0) return '0.0';
  return oneDecimal((stats.screening_passed / stats.total_applications) * 100);
}

/** Total assessments processed: every application but those whose assessment erred. */
export function processedAssessments(
  stats: Pick<ScreeningDashboardStats, 'total_applications' | 'assessment_errors'>,
): number {
  return stats.total_applications - stats.assessment_errors;
}

/** The success rate of the system status panel: processed / total in percent, one decimal; 100 with none. */
export function successRate(stats: Pick<ScreeningDashboardStats, 'total_applications' | 'assessment_errors'>): string {
  if (stats.total_applications === 0) return '100';
  return oneDecimal((processedAssessments(stats) / stats.total_applications) * 100);
}

/** The average score as the dashboard shows it, in percent with one decimal (7.3 -> '73.0'). */
export function averageScorePercent(stats: Pick<ScreeningDashboardStats, 'average_score'>): string {
  return oneDecimal(stats.average_score * 10);
}

/** An application as the admin calls answer it (dates as ISO strings). */
export type ScreeningAdminApplication = Serialized<ScreeningApplication>;

/** An application for the admin calls. */
export function screeningAdminApplication(application: ScreeningApplication): ScreeningAdminApplication {
  return serialize(application) as ScreeningAdminApplication;
}

/** Pages of GET /api/admin/fullstack-screening/applications: 50 rows unless asked, at most 100. */
export const SCREENING_PAGE_SIZE = { default: 50, max: 100 } as const;

/** The deepest offset the list serves (an offset reads the rows it skips). */
export const SCREENING_MAX_OFFSET = 10_000;

/** GET /api/admin/fullstack-screening/applications answer (newest first), and the cursor of the next page. */
export interface ScreeningApplicationsResponse extends Paged {
  applications: ScreeningAdminApplication[];
}

/** The status call's own refusals (SCREENING_ERRORS has the ones the other calls share). */
export const SCREENING_STATUS_ERRORS = {
  /** `assessing` asked for by hand. */
  assessorOnly: 'Only the assessment sets Under Assessment: move the application to Submitted to have it assessed',
  /** A move back to Submitted from a decided status, not confirmed (needsRescoreConfirmation). */
  rescoreNotConfirmed: (from: StoredScreeningStatus) =>
    `Moving a ${SCREENING_STATUS_LABELS[from]} application back to Submitted discards its assessment and scores it again: confirm it to go on`,
} as const;

/** The refusal of a change to the status the application already has. */
export const alreadyInScreeningStatus = (status: StoredScreeningStatus) =>
  `The application is already ${SCREENING_STATUS_LABELS[status]}`;

/** Whether an admin may set `to` on an application in `from`: any settable status but the current one. */
export function canSetScreeningStatus(from: StoredScreeningStatus, to: AdminScreeningStatus): boolean {
  return from !== to && isSettableScreeningStatus(to);
}

/** PATCH .../status answer. */
export interface ScreeningStatusChangeResponse {
  success: true;
  application: ScreeningAdminApplication;
}

/** An assessment run as the detail call answers it. */
export type ScreeningAdminRun = Serialized<ScreeningAssessmentRun>;

/** GET /api/admin/fullstack-screening/applications/{id} answer: the application, its runs (newest first), its emails. */
export interface ScreeningApplicationDetailResponse {
  application: ScreeningAdminApplication;
  assessment_history: ScreeningAdminRun[];
  emails: OutboxMailSummary[];
}

/** Whether the assessment service answered its health check. */
export type AssessmentServiceState = 'operational' | 'unavailable';

/** GET /api/admin/fullstack-screening/system-status answer. */
export interface ScreeningSystemStatus {
  assessment_service: AssessmentServiceState;
  /** Which assessor answered: the built-in rubric or the OpenAI-compatible provider. */
  assessor: 'builtin' | 'openai';
  /** What the check found when the service did not answer. */
  detail: string | null;
  database: 'connected';
}

/** POST .../send-interview-email answer: the queued mail (delivered by the outbox trigger). */
export interface SendInterviewEmailResponse {
  success: true;
  message: string;
  mail_id: string;
  to: string;
}

/** The send call's message once the mail is queued. */
export const INTERVIEW_EMAIL_QUEUED = 'Interview invitation email queued';

/** The refusal when the candidate has no verified address to write to (their profile's, users/{uid}). */
export const NO_EMAIL_ADDRESS = 'The candidate has no verified email address';
