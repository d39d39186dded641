import {
  alreadyInScreeningStatus,
  assessmentRunId,
  canSetScreeningStatus,
  needsRescoreConfirmation,
  requestedRun,
  SCREENING_ERRORS,
  SCREENING_STATUS_ERRORS,
  screeningAdminApplication,
  screeningStatusDocument,
  type AdminScreeningStatus,
  type ScreeningApplication,
  type ScreeningAssessmentRun,
  type ScreeningStatusChangeResponse,
  type ScreeningStatusDocument,
} from '@careers/domain/screening';
import { auditEntry, COLLECTIONS, type Actor, type AuditLogEntry } from '@careers/domain/shared';
import { appendAuditEntry } from '../../stores/audit-log';
import { isDocumentId } from '../../stores/document-id';
import { inTransaction } from '../../stores/firestore';
import { readJobTitleIn } from '../../stores/jobs';
import { prepareMailsIn } from '../mail/queue';
import { screeningResultMail } from './assessment';
import { decideHumanReview } from './human-review';
import {
  createAssessmentRunIn,
  readScreeningApplicationIn,
  updateScreeningApplicationIn,
} from '../../stores/screening-applications';
import { writeScreeningStatusIn } from '../../stores/screening-status';
import { conflict, notFound, ok, type Outcome } from '../../outcome';

export interface ScreeningStatusChange {
  update: Partial<ScreeningApplication>;
  /** A new assessment run, when the move is back to `submitted` (which asks the trigger for one). */
  run: ScreeningAssessmentRun | null;
  mirror: ScreeningStatusDocument;
  audit: AuditLogEntry;
  application: ScreeningApplication;
}

/**
 * An admin's status change (detail dialog, Shortlisted quick actions, bulk change): not found for
 * a missing application; any settable status but the current one (a conflict); audited with the
 * admin's notes. A move back to `submitted` asks for a new assessment run (the trigger claims
 * `submitted`), so the earlier runs stay as history; from a shortlisted, interviewed or hired
 * candidate it is refused unless `confirmed` (needsRescoreConfirmation), and the audit entry
 * records the confirmation. Every other move only sets the status.
 */
export function decideScreeningStatusChange(
  application: ScreeningApplication | undefined,
  to: AdminScreeningStatus,
  notes: string,
  actor: Actor,
  now: Date,
  confirmed = false,
): Outcome<ScreeningStatusChange> {
  if (!application) return notFound(SCREENING_ERRORS.notFound);
  const from = application.fs_status;
  if (to === 'assessing') return conflict(SCREENING_STATUS_ERRORS.assessorOnly);
  if (!canSetScreeningStatus(from, to)) return conflict(alreadyInScreeningStatus(from));
  const rescore = needsRescoreConfirmation(from, to);
  if (rescore && !confirmed) return conflict(SCREENING_STATUS_ERRORS.rescoreNotConfirmed(from));
  let update: Partial<ScreeningApplication> = { fs_status: to, updated_at: now };
  let run: ScreeningAssessmentRun | null = null;
  if (to === 'submitted') {
    const number = application.fs_assessment_count + 1;
    run = requestedRun(number, 'reassess', actor.uid, now);
    update = {
      ...update,
      fs_overall_score: null,
      fs_section_scores: null,
      fs_failure_reason: null,
      fs_openai_assessment: null,
      fs_assessed_at: null,
      fs_assessment_run_id: assessmentRunId(number),
      fs_assessment_count: number,
      fs_assessment_claims: 0,
      fs_assessment_lease_until: null,
    };
  }
  return ok({
    update,
    run,
    mirror: screeningStatusDocument(to, now),
    audit: auditEntry({
      action: 'screening_status_changed',
      actor,
      target: { collection: COLLECTIONS.screeningApplications, id: application.id },
      from,
      to,
      at: now,
      detail: rescoreDetail(rescore, notes),
    }),
    application: { ...application, ...update },
  });
}

/** The audit entry's detail: the admin's notes, after the confirmation of a re-score when there was one. */
function rescoreDetail(rescore: boolean, notes: string): string | null {
  const text = notes.trim();
  if (!rescore) return text || null;
  return text ? `${RESCORE_CONFIRMED}: ${text}` : RESCORE_CONFIRMED;
}

/** What the audit entry of a confirmed move back to Submitted says. */
export const RESCORE_CONFIRMED = 'Confirmed: back to Submitted, to be assessed again';

/**
 * Runs an admin's status change (see decideScreeningStatusChange) in one transaction with its
 * mirror and audit entry, and the result's mail when the admin decides it (a move to passed or
 * failed: the review of a disagreement, say), keyed by the version of the application it moved from.
 * A human review the candidate asked for is decided by it: they are mailed its outcome instead.
 */
export async function changeScreeningStatus(
  id: string,
  to: AdminScreeningStatus,
  notes: string,
  actor: Actor,
  confirmed = false,
): Promise<Outcome<ScreeningStatusChangeResponse>> {
  if (!isDocumentId(id)) return notFound(SCREENING_ERRORS.notFound);
  return inTransaction(async (tx) => {
    const read = await readScreeningApplicationIn(tx, id);
    const change = decideScreeningStatusChange(read, to, notes, actor, new Date(), confirmed);
    if (!change.ok) return change;
    const { update, run, mirror, audit, application } = change.value;
    const jobTitle = read ? await readJobTitleIn(tx, read.job_slug) : '';
    const now = update.updated_at!;
    // A waiting human review is decided by this change: its outcome's mail tells the candidate.
    const review = read ? decideHumanReview(read, to, jobTitle, actor, now) : null;
    const decided = review
      ? [review.mail]
      : read && read.fs_status !== to
        ? screeningResultMail(read, jobTitle, to, now, `admin-${read.updated_at.getTime()}`, actor.uid)
        : [];
    const queueMails = await prepareMailsIn(tx, decided);
    updateScreeningApplicationIn(tx, id, { ...update, ...review?.update });
    queueMails();
    if (run) createAssessmentRunIn(tx, id, run);
    writeScreeningStatusIn(tx, id, { ...mirror, ...review?.mirror });
    appendAuditEntry(tx, audit);
    return ok({ success: true, application: screeningAdminApplication(application) });
  });
}
