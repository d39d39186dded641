import {
  alreadyInScreeningStatus,
  assessmentRunId,
  auditEntry,
  canSetScreeningStatus,
  COLLECTIONS,
  requestedRun,
  SCREENING_ERRORS,
  screeningAdminApplication,
  screeningStatusDocument,
  type Actor,
  type AdminScreeningStatus,
  type AuditLogEntry,
  type ScreeningApplication,
  type ScreeningAssessmentRun,
  type ScreeningStatusChangeResponse,
  type ScreeningStatusDocument,
} from '@careers/domain';
import { appendAuditEntry } from '../../stores/audit-log';
import { isDocumentId } from '../../stores/document-id';
import { inTransaction } from '../../stores/firestore';
import {
  createAssessmentRunIn,
  readScreeningApplicationIn,
  updateScreeningApplicationIn,
} from '../../stores/screening-applications';
import { writeScreeningStatusIn } from '../../stores/screening-status';
import { conflict, notFound, ok, type Outcome } from '../outcome';

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
 * a missing application; any admin status but the current one (a conflict); audited with the
 * admin's notes. A move back to `submitted` asks for a new assessment run (the trigger claims
 * `submitted`), so the earlier runs stay as history; every other move only sets the status.
 */
export function decideScreeningStatusChange(
  application: ScreeningApplication | undefined,
  to: AdminScreeningStatus,
  notes: string,
  actor: Actor,
  now: Date,
): Outcome<ScreeningStatusChange> {
  if (!application) return notFound(SCREENING_ERRORS.notFound);
  const from = application.fs_status;
  if (!canSetScreeningStatus(from, to)) return conflict(alreadyInScreeningStatus(from));
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
      detail: notes.trim() || null,
    }),
    application: { ...application, ...update },
  });
}

/** Runs an admin's status change (see decideScreeningStatusChange) in one transaction with its mirror and audit entry. */
export async function changeScreeningStatus(
  id: string,
  to: AdminScreeningStatus,
  notes: string,
  actor: Actor,
): Promise<Outcome<ScreeningStatusChangeResponse>> {
  if (!isDocumentId(id)) return notFound(SCREENING_ERRORS.notFound);
  return inTransaction(async (tx) => {
    const change = decideScreeningStatusChange(await readScreeningApplicationIn(tx, id), to, notes, actor, new Date());
    if (!change.ok) return change;
    const { update, run, mirror, audit, application } = change.value;
    updateScreeningApplicationIn(tx, id, update);
    if (run) createAssessmentRunIn(tx, id, run);
    writeScreeningStatusIn(tx, id, mirror);
    appendAuditEntry(tx, audit);
    return ok({ success: true, application: screeningAdminApplication(application) });
  });
}
