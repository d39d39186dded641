// The screening assessment: when an application asks for a run (fs_status `submitted`, after a
// submission or an admin's reassess), exactly one delivery of the trigger claims it (`assessing`),
// runs the assessor and records the end of the run: screening_passed / screening_failed with the
// scores, needs_review when a model's result disagrees with the rubric's (a person decides), or
// assessment_failed with the reason (and the raw answer when it could not be read).
import {
  ASSESSMENT_FAILURES,
  ASSESSMENT_LEASE_MS,
  fromStoredScreeningFields,
  SCREENING_ASSESSOR_ACTOR,
  reviewFailureReason,
  screeningFailureReason,
  screeningStatusDocument,
  type ScreeningApplication,
  type ScreeningAssessmentRun,
  type ScreeningStatusDocument,
  type StoredScreeningStatus,
} from '@careers/domain/screening';
import { auditEntry, COLLECTIONS, type AuditLogEntry } from '@careers/domain/shared';
import type { AssessorOutcome, ScreeningAssessor } from '../../adapters/screening/assessors';
import { appendAuditEntry } from '../../stores/audit-log';
import { inTransaction } from '../../stores/firestore';
import { readJobTitleIn } from '../../stores/jobs';
import {
  claimAssessment,
  readScreeningApplicationIn,
  updateAssessmentRunIn,
  updateScreeningApplicationIn,
} from '../../stores/screening-applications';
import { writeScreeningStatusIn } from '../../stores/screening-status';
import type { DocumentChange } from '../document-change';
import { prepareMailsIn, type CandidateMail } from '../mail/queue';

/** What the end of a run writes: the application, its run, the status mirror and the audit entry. */
export interface AssessmentEnd {
  status: StoredScreeningStatus;
  update: Partial<ScreeningApplication>;
  run: Partial<ScreeningAssessmentRun>;
  mirror: ScreeningStatusDocument;
  audit: AuditLogEntry;
}

/** How a run ends for an assessor's outcome (pure: the stored application, the outcome, the pass mark, now). */
export function decideAssessmentEnd(
  application: Pick<ScreeningApplication, 'id'>,
  outcome: AssessorOutcome,
  threshold: number,
  now: Date,
): AssessmentEnd {
  let status: StoredScreeningStatus;
  let update: Partial<ScreeningApplication>;
  let run: Partial<ScreeningAssessmentRun>;
  if (outcome.ok) {
    const { result } = outcome;
    status = result.review ? 'needs_review' : result.passed ? 'screening_passed' : 'screening_failed';
    update = {
      fs_overall_score: result.weighted_score,
      fs_section_scores: result.section_scores,
      fs_failure_reason: result.review
        ? reviewFailureReason(result.review)
        : result.passed
          ? null
          : screeningFailureReason(result.weighted_score, threshold),
      fs_openai_assessment: result,
    };
    run = {
      state: 'scored',
      assessor: result.metadata.assessor,
      model: result.metadata.model,
      result,
      failure_reason: null,
    };
  } else {
    status = 'assessment_failed';
    const reason =
      outcome.failure === 'unparseable'
        ? ASSESSMENT_FAILURES.unparseable(outcome.detail)
        : ASSESSMENT_FAILURES.service(outcome.detail, outcome.attempts);
    update = {
      fs_overall_score: null,
      fs_section_scores: null,
      fs_failure_reason: reason,
      fs_openai_assessment: outcome.raw,
    };
    run = {
      state: 'failed',
      assessor: outcome.assessor,
      model: outcome.model,
      raw_output: outcome.raw,
      failure_reason: reason,
    };
  }
  return {
    status,
    update: { ...update, fs_status: status, fs_assessed_at: now, fs_assessment_lease_until: null, updated_at: now },
    run: { ...run, attempts: outcome.attempts, finished_at: now, outcome: status },
    mirror: screeningStatusDocument(status, now),
    audit: auditEntry({
      action: 'screening_assessed',
      actor: SCREENING_ASSESSOR_ACTOR,
      target: { collection: COLLECTIONS.screeningApplications, id: application.id },
      from: 'assessing',
      to: status,
      at: now,
    }),
  };
}

/**
 * The mail the end of a run sends (non-essential): the result when the run passed or failed the
 * application; none for a run a person must review or one that failed to assess (an admin acts on
 * those, and an admin's move to passed or failed sends it: status-change.ts). Keyed by the run, so a
 * reassessment's result is a mail of its own.
 */
export function screeningResultMail(
  application: ScreeningApplication,
  jobTitle: string,
  status: StoredScreeningStatus,
  now: Date,
  key: string = application.fs_assessment_run_id,
  requestedBy: string = SCREENING_ASSESSOR_ACTOR.uid,
): CandidateMail[] {
  if (status !== 'screening_passed' && status !== 'screening_failed') return [];
  return [
    {
      template: 'screening_result',
      data: {
        name: application.user_name ?? '',
        job_title: jobTitle,
        passed: status === 'screening_passed' ? 'yes' : 'no',
      },
      userId: application.user_id,
      applicationId: application.id,
      subjectId: application.id,
      key,
      requestedBy,
      now,
    },
  ];
}

/** An assessor that answers a thrown error as a service failure (assessors should not throw). */
async function assessSafely(assessor: ScreeningAssessor, application: ScreeningApplication): Promise<AssessorOutcome> {
  try {
    return await assessor.assess(fromStoredScreeningFields(application));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, failure: 'service', detail, raw: null, attempts: 1, assessor: assessor.kind, model: '' };
  }
}

/**
 * Runs the assessor on an application whose run this caller claimed, and records the end of the
 * run in one transaction, unless the application has moved on meanwhile (another run requested,
 * or its status changed): then the result is dropped. Answers the status it ended in, or null.
 */
export async function runClaimedAssessment(
  application: ScreeningApplication,
  assessor: ScreeningAssessor,
): Promise<StoredScreeningStatus | null> {
  const runId = application.fs_assessment_run_id;
  const outcome = await assessSafely(assessor, application);
  return inTransaction(async (tx) => {
    const current = await readScreeningApplicationIn(tx, application.id);
    if (current?.fs_status !== 'assessing' || current.fs_assessment_run_id !== runId) return null;
    // A claim that outlived its lease was taken over by the next one: its result is dropped.
    if ((current.fs_assessment_claims ?? 0) !== (application.fs_assessment_claims ?? 0)) return null;
    const end = decideAssessmentEnd(application, outcome, assessor.threshold, new Date());
    const jobTitle = await readJobTitleIn(tx, current.job_slug);
    const queueMails = await prepareMailsIn(
      tx,
      screeningResultMail(current, jobTitle, end.status, end.update.updated_at!),
    );
    queueMails();
    updateScreeningApplicationIn(tx, application.id, end.update);
    updateAssessmentRunIn(tx, application.id, runId, end.run);
    writeScreeningStatusIn(tx, application.id, end.mirror);
    appendAuditEntry(tx, end.audit);
    return end.status;
  });
}

/**
 * The trigger's handler (with the configured assessor): nothing to do unless the application asks
 * for a run (`submitted`); then the claim (`assessing`, the run `running`, the mirror) lets exactly one of any number of
 * repeated or concurrent deliveries run the assessment.
 */
export async function assessScreeningOnWrite(
  change: DocumentChange<ScreeningApplication>,
  assessor: () => ScreeningAssessor,
): Promise<void> {
  if (change.after?.fs_status !== 'submitted') return;
  const now = new Date();
  const lease = { fs_assessment_lease_until: new Date(now.getTime() + ASSESSMENT_LEASE_MS) };
  const claimed = await claimAssessment(change.id, now, (tx, before) => {
    const claims = (before.fs_assessment_claims ?? 0) + 1;
    updateScreeningApplicationIn(tx, change.id, { ...lease, fs_assessment_claims: claims });
    updateAssessmentRunIn(tx, change.id, before.fs_assessment_run_id, { state: 'running', started_at: now });
    writeScreeningStatusIn(tx, change.id, screeningStatusDocument('assessing', now));
  });
  if (!claimed) return;
  const claims = (claimed.fs_assessment_claims ?? 0) + 1;
  await runClaimedAssessment(
    { ...claimed, ...lease, fs_assessment_claims: claims, fs_status: 'assessing', updated_at: now },
    assessor(),
  );
}
