import {
  APPLICATION_ERRORS,
  canTransition,
  COLLECTIONS,
  type AdminRecruitingStatus,
  type AuditLogEntry,
  type RecruitingApplication,
} from '@careers/domain';
import { HttpError } from '../http/errors';

export interface StatusChange {
  update: Pick<RecruitingApplication, 'status' | 'updated_at'>;
  audit: AuditLogEntry;
  /** The application as it reads after the change. */
  application: RecruitingApplication;
}

/**
 * An admin's status change: 404 for a missing application, 409 for a move the admin
 * transitions do not allow (staying put included); otherwise the update and its audit entry.
 */
export function decideStatusChange(
  application: RecruitingApplication | undefined,
  to: AdminRecruitingStatus,
  actor: { uid: string; email: string | null },
  now: Date,
): StatusChange {
  if (!application) throw new HttpError(404, APPLICATION_ERRORS.notFound);
  const from = application.status;
  if (!canTransition(from, to)) throw new HttpError(409, APPLICATION_ERRORS.transitionRefused(from, to));
  const update = { status: to, updated_at: now };
  return {
    update,
    audit: {
      action: 'application_status_changed',
      actor_uid: actor.uid,
      actor_email: actor.email,
      target: { collection: COLLECTIONS.applications, id: application.id },
      from,
      to,
      at: now,
    },
    application: { ...application, ...update },
  };
}
