import {
  alreadyInStatus,
  APPLICATION_ERRORS,
  auditEntry,
  canAdminSetStatus,
  COLLECTIONS,
  type Actor,
  type AdminRecruitingStatus,
  type AuditLogEntry,
  type RecruitingApplication,
} from '@careers/domain';
import { appendAuditEntry } from '../../stores/audit-log';
import { isDocumentId } from '../../stores/document-id';
import { inTransaction } from '../../stores/firestore';
import { readApplicationIn, updateApplicationIn } from '../../stores/recruiting-applications';
import { conflict, notFound, ok, type Outcome } from '../outcome';

export interface StatusChange {
  update: Pick<RecruitingApplication, 'status' | 'updated_at'>;
  audit: AuditLogEntry;
  /** The application as it reads after the change. */
  application: RecruitingApplication;
}

/**
 * An admin's status change: not found for a missing application; any status an admin works with
 * may be set (the All Applications screen's override; the interview and team screens offer only
 * the moves of RECRUITING_TRANSITIONS), but not the current one (a conflict); otherwise the
 * update and its audit entry (who, when, from, to).
 */
export function decideStatusChange(
  application: RecruitingApplication | undefined,
  to: AdminRecruitingStatus,
  actor: Actor,
  now: Date,
): Outcome<StatusChange> {
  if (!application) return notFound(APPLICATION_ERRORS.notFound);
  const from = application.status;
  if (!canAdminSetStatus(from, to)) return conflict(alreadyInStatus(from));
  const update = { status: to, updated_at: now };
  return ok({
    update,
    audit: auditEntry({
      action: 'application_status_changed',
      actor,
      target: { collection: COLLECTIONS.recruitingApplications, id: application.id },
      from,
      to,
      at: now,
    }),
    application: { ...application, ...update },
  });
}

/** Runs an admin's status change (see decideStatusChange) in one transaction with its audit entry. */
export async function changeApplicationStatus(
  id: string,
  to: AdminRecruitingStatus,
  actor: Actor,
): Promise<Outcome<RecruitingApplication>> {
  if (!isDocumentId(id)) return notFound(APPLICATION_ERRORS.notFound);
  return inTransaction(async (tx) => {
    const change = decideStatusChange(await readApplicationIn(tx, id), to, actor, new Date());
    if (!change.ok) return change;
    updateApplicationIn(tx, id, change.value.update);
    appendAuditEntry(tx, change.value.audit);
    return ok(change.value.application);
  });
}
