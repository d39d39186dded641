// The stored documents of a screening application (screeningApplications/{uid}, its assessment
// runs, the candidate's status mirror screeningStatus/{uid}) and the answers of its calls.
import type { StageHistory } from '../analytics/stages';
import type { HumanReview, HumanReviewMirror } from './accountability';
import { DEFAULT_SCREENING_SLUG, screeningApplicationId } from '../jobs/application-id';
import type { Actor } from '../shared/audit';
import { searchIndexFor, type SearchIndex } from '../shared/search';
import type { AssessmentResult, Assessor } from './assessment';
import { toStoredScreeningFields, type StoredScreeningFields } from './stored-fields';
import type { ScreeningFormValues } from './form';
import type { ScreeningSectionKey } from './sections';
import { checkExistingResponse, type ScreeningStatus } from './statuses';

/** A status a stored application can have (a draft is never an application document). */
export type StoredScreeningStatus = Exclude<ScreeningStatus, 'draft'>;

/**
 * screeningApplications/{id}: one screening application per user and posting (id =
 * screeningApplicationId: the uid for `fullstack-engineer`, `{uid}__{slug}` for another screening
 * posting), the form's answers fs_-prefixed, and the current (latest) assessment. Written by functions only;
 * admins read it, the candidate does not (they read screeningStatus/{uid}).
 */
export interface ScreeningApplication extends StoredScreeningFields {
  id: string;
  user_id: string;
  user_name: string | null;
  user_email: string | null;
  /** The posting applied to (a posting of the screening flow). */
  job_slug: string;
  fs_status: StoredScreeningStatus;
  /** The latest run's weighted score (0-10, one decimal); null until a run scores it. */
  fs_overall_score: number | null;
  fs_section_scores: Record<ScreeningSectionKey, number> | null;
  /** Why the screening failed (below the pass mark) or why the assessment failed; else null. */
  fs_failure_reason: string | null;
  /** The latest run's result, or the raw text of an answer that could not be parsed. */
  fs_openai_assessment: AssessmentResult | string | null;
  /** The latest run (assessments/{run id}); a new run replaces the current result, the runs keep the history. */
  fs_assessment_run_id: string;
  /** How many runs were requested so far (the latest run's number). */
  fs_assessment_count: number;
  /**
   * While `assessing`: when the claim of the run lapses (ASSESSMENT_LEASE_MS after it); the lease
   * sweep returns a run still assessing after it (decideExpiredAssessment). Null otherwise; absent
   * on applications stored before leases.
   */
  fs_assessment_lease_until?: Date | null;
  /** How many times the current run was claimed (the trigger, and again after each lapsed lease). */
  fs_assessment_claims?: number;
  fs_assessed_at: Date | null;
  /** What the admin tables' search looks up: the name, the email and the user id (shared/search.ts). */
  search: SearchIndex;
  /**
   * The keyed hash of the applicant's Google account (privacy/identity.ts): what the erase keeps
   * their decision under, for the re-application period. Absent on applications stored before it.
   */
  applicant_key?: string | null;
  /** The candidate's request for a human review of the assessment's decision (accountability.ts); absent until asked. */
  human_review?: HumanReview | null;
  /** Whether that request waits for a person (the admins' queue is one equality on it). */
  human_review_pending?: boolean;
  created_at: Date;
  updated_at: Date;
  /** When the application entered each stage (analytics/stages.ts); absent before its first write since histories. */
  stage_history?: StageHistory;
  /** Set on a history the backfill made from the creation and the last update. */
  stage_history_approximate?: boolean;
}

/** Why a run was requested. */
export type AssessmentRunCause = 'submission' | 'reassess';

/** Where a run is: requested (waiting for the trigger), running, or ended scored or failed. */
export type AssessmentRunState = 'requested' | 'running' | 'scored' | 'failed';

/**
 * screeningApplications/{uid}/assessments/{run id}: one assessment run, kept as history. Written
 * by functions only; admins read them.
 */
export interface ScreeningAssessmentRun {
  run_id: string;
  number: number;
  cause: AssessmentRunCause;
  /** The admin who asked for a reassessment; null for the submission's run. */
  requested_by: string | null;
  requested_at: Date;
  state: AssessmentRunState;
  started_at: Date | null;
  finished_at: Date | null;
  assessor: Assessor | null;
  model: string | null;
  /** Calls made to the assessor (more than 1 after retried timeouts, 429s or 5xx). */
  attempts: number;
  result: AssessmentResult | null;
  /** The model's answer as received when it could not be parsed; else null. */
  raw_output: string | null;
  failure_reason: string | null;
  /** The application's status this run ended in. */
  outcome: StoredScreeningStatus | null;
}

/**
 * screeningStatus/{application id}: what the candidate may read of their application, its status
 * and the message for it, mirrored by functions in the same transaction as every status change.
 * `user_id` and `job_slug` (written with every change since postings are many; absent on a mirror
 * not written since) let the candidate list theirs.
 */
export interface ScreeningStatusDocument {
  status: StoredScreeningStatus;
  message: string;
  updated_at: Date;
  user_id?: string;
  job_slug?: string;
  /** The candidate's request for a human review, when they made one (absent before). */
  human_review?: HumanReviewMirror | null;
}

/** The status mirror of an application in `status`. */
export function screeningStatusDocument(status: StoredScreeningStatus, now: Date): ScreeningStatusDocument {
  return { status, message: checkExistingResponse(status).message, updated_at: now };
}

/** The id of an application's `number`th run: run-0001, run-0002, ... (they sort in order). */
export function assessmentRunId(number: number): string {
  return `run-${String(number).padStart(4, '0')}`;
}

/**
 * The application to `jobSlug` (the specification's posting by default) stored for a validated
 * form: `submitted`, its first run requested (the
 * assessment trigger claims it), the answers fs_-prefixed (hidden conditional answers and blank
 * project cards dropped), no score yet.
 */
export function newScreeningApplication(
  actor: Actor,
  name: string | null,
  form: ScreeningFormValues,
  now: Date,
  jobSlug: string = DEFAULT_SCREENING_SLUG,
): ScreeningApplication {
  return {
    ...toStoredScreeningFields(form),
    id: screeningApplicationId(actor.uid, jobSlug),
    user_id: actor.uid,
    user_name: name,
    user_email: actor.email,
    job_slug: jobSlug,
    fs_status: 'submitted',
    fs_overall_score: null,
    fs_section_scores: null,
    fs_failure_reason: null,
    fs_openai_assessment: null,
    fs_assessment_run_id: assessmentRunId(1),
    fs_assessment_count: 1,
    fs_assessment_claims: 0,
    fs_assessment_lease_until: null,
    fs_assessed_at: null,
    search: searchIndexFor(name, actor.email, actor.uid),
    created_at: now,
    updated_at: now,
  };
}

/** A run as requested (by a submission or an admin's reassess), before the trigger claims it. */
export function requestedRun(
  number: number,
  cause: AssessmentRunCause,
  requestedBy: string | null,
  now: Date,
): ScreeningAssessmentRun {
  return {
    run_id: assessmentRunId(number),
    number,
    cause,
    requested_by: requestedBy,
    requested_at: now,
    state: 'requested',
    started_at: null,
    finished_at: null,
    assessor: null,
    model: null,
    attempts: 0,
    result: null,
    raw_output: null,
    failure_reason: null,
    outcome: null,
  };
}

/** Who the audit log names for what the assessment trigger does. */
export const SCREENING_ASSESSOR_ACTOR: Actor = { uid: 'system:screening-assessment', email: null };

/** POST /api/admin/fullstack-screening/applications/{id}/reassess answer. */
export interface ScreeningReassessResponse {
  success: true;
  message: string;
  status: StoredScreeningStatus;
  run_id: string;
}

/** The `error` texts of the screening calls (clients show them as they are). */
export const SCREENING_ERRORS = {
  /** Also the answer for an id Firestore cannot take. */
  notFound: 'Application not found',
  /** A call naming a posting that does not exist, is a draft, or is not of the screening flow. */
  postingNotFound: 'This job was not found or does not take screening applications',
  /** A submission to a screening posting that is closed or past its validThrough. */
  positionClosed: 'This position is no longer accepting applications',
  notReassessable: (label: string) =>
    `Only an application with an assessment error or not selected can be reassessed (current status: ${label})`,
} as const;

/** The reassess answer's message (the admin's toast 'Application reassessment started'). */
export const REASSESS_STARTED = 'Application reassessment started';

/**
 * How long a claimed run may stay `assessing`: twice the assessment function's time limit (300 s:
 * three calls to the provider of 60 s and their waits). A run still assessing after it died with
 * its function instance.
 */
export const ASSESSMENT_LEASE_MS = 10 * 60_000;

/** Claims of one run at most: after this many lapsed leases the run ends in assessment_failed. */
export const MAX_ASSESSMENT_CLAIMS = 3;

/** fs_failure_reason (and the run's failure_reason) of an assessment that ended in assessment_failed. */
export const ASSESSMENT_FAILURES = {
  /** The assessor answered, but not with a valid assessment (the raw answer is kept). */
  unparseable: (problem: string) => `The assessment could not be read: ${problem}`,
  /** The assessment service did not answer usefully, retries included. */
  service: (detail: string, attempts: number) =>
    `The assessment service failed after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${detail}`,
  /** The run was claimed MAX_ASSESSMENT_CLAIMS times and never ended (its function died each time). */
  stalled: (claims: number) =>
    `The assessment stopped without a result ${claims} times (each run outlived its ${ASSESSMENT_LEASE_MS / 60_000}-minute lease)`,
} as const;
