import {
  assessmentRunId,
  canReassess,
  REASSESS_STARTED,
  requestedRun,
  SCREENING_ERRORS,
  screeningStatusDocument,
  screeningStatusLabel,
  type ScreeningApplication,
  type ScreeningAssessmentRun,
  type ScreeningReassessResponse,
  type ScreeningStatusDocument,
} from '@careers/domain/screening';
import { auditEntry, COLLECTIONS, type Actor, type AuditLogEntry } from '@careers/domain/shared';
import { readJobTitleIn } from '../../stores/jobs';
import { prepareMailsIn } from '../mail/queue';
import { decideHumanReview } from './human-review';
import { appendAuditEntry } from '../../stores/audit-log';
import { isDocumentId } from '../../stores/document-id';
import { inTransaction } from '../../stores/firestore';
import {
  createAssessmentRunIn,
  readScreeningApplicationIn,
  updateScreeningApplicationIn,
} from '../../stores/screening-applications';
import { writeScreeningStatusIn } from '../../stores/screening-status';
import { conflict, notFound, ok, type Outcome } from '../../outcome';

export interface Reassessment {
  update: Partial<ScreeningApplication>;
  run: ScreeningAssessmentRun;
  status: ScreeningStatusDocument;
  audit: AuditLogEntry;
  answer: ScreeningReassessResponse;
}

/**
 * An admin's reassess: not found without an application; a conflict unless its status allows it
 * (canReassess: after an assessment error or a failed screening). Otherwise a new run is
 * requested: the application goes back to `submitted` (the trigger claims the run), its current
 * result is cleared (the runs keep the history), and the change is audited.
 */
export function decideReassess(
  application: ScreeningApplication | undefined,
  actor: Actor,
  now: Date,
): Outcome<Reassessment> {
  if (!application) return notFound(SCREENING_ERRORS.notFound);
  const from = application.fs_status;
  if (!canReassess(from)) return conflict(SCREENING_ERRORS.notReassessable(screeningStatusLabel(from)));
  const number = application.fs_assessment_count + 1;
  const runId = assessmentRunId(number);
  return ok({
    update: {
      fs_status: 'submitted',
      fs_overall_score: null,
      fs_section_scores: null,
      fs_failure_reason: null,
      fs_openai_assessment: null,
      fs_assessed_at: null,
      fs_assessment_run_id: runId,
      fs_assessment_count: number,
      fs_assessment_claims: 0,
      fs_assessment_lease_until: null,
      updated_at: now,
    },
    run: requestedRun(number, 'reassess', actor.uid, now),
    status: screeningStatusDocument('submitted', now),
    audit: auditEntry({
      action: 'screening_reassessed',
      actor,
      target: { collection: COLLECTIONS.screeningApplications, id: application.id },
      from,
      to: 'submitted',
      at: now,
    }),
    answer: { success: true, message: REASSESS_STARTED, status: 'submitted', run_id: runId },
  });
}

/**
 * Runs an admin's reassess (see decideReassess) in one transaction with its run, mirror and audit
 * entry. A human review the candidate asked for is decided by it (the outcome: assessed again),
 * and they are mailed so; the new run's result follows in its own mail.
 */
export async function reassessScreening(id: string, actor: Actor): Promise<Outcome<ScreeningReassessResponse>> {
  if (!isDocumentId(id)) return notFound(SCREENING_ERRORS.notFound);
  return inTransaction(async (tx) => {
    const application = await readScreeningApplicationIn(tx, id);
    const now = new Date();
    const decided = decideReassess(application, actor, now);
    if (!decided.ok) return decided;
    const { update, run, status, audit, answer } = decided.value;
    const jobTitle = await readJobTitleIn(tx, application!.job_slug);
    const review = decideHumanReview(application!, 'submitted', jobTitle, actor, now);
    const queueMails = await prepareMailsIn(tx, review ? [review.mail] : []);
    updateScreeningApplicationIn(tx, id, { ...update, ...review?.update });
    createAssessmentRunIn(tx, id, run);
    writeScreeningStatusIn(tx, id, { ...status, ...review?.mirror });
    queueMails();
    appendAuditEntry(tx, audit);
    return ok(answer);
  });
}
