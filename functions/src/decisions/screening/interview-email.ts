import { mailExpiry, pendingDelivery, type OutboxMail } from '@careers/domain/mail';
import {
  INTERVIEW_EMAIL_QUEUED,
  NO_EMAIL_ADDRESS,
  SCREENING_ERRORS,
  type ScreeningApplication,
  type SendInterviewEmailResponse,
} from '@careers/domain/screening';
import { auditEntry, COLLECTIONS, type Actor, type AuditLogEntry } from '@careers/domain/shared';
import { appendAuditEntry } from '../../stores/audit-log';
import { isDocumentId } from '../../stores/document-id';
import { inTransaction } from '../../stores/firestore';
import { queueMailIn } from '../../stores/mail-outbox';
import { readScreeningApplicationIn } from '../../stores/screening-applications';
import { conflict, notFound, ok, type Outcome } from '../../outcome';

/**
 * An admin's request to send the interview invitation: not found without an application, a
 * conflict when it has no email address; otherwise the mail to queue (recipient, template and
 * the name it greets, and its expiry) and its audit entry. Every request is a new mail: sending again is explicit.
 */
export function decideInterviewEmail(
  application: ScreeningApplication | undefined,
  actor: Actor,
  now: Date,
): Outcome<{ mail: OutboxMail; audit: (mailId: string) => AuditLogEntry }> {
  if (!application) return notFound(SCREENING_ERRORS.notFound);
  const to = application.user_email?.trim();
  if (!to) return conflict(NO_EMAIL_ADDRESS);
  return ok({
    mail: {
      to,
      template: { name: 'interview_invitation', data: { name: application.user_name ?? '' } },
      user_id: application.user_id,
      application_id: application.id,
      requested_by: actor.uid,
      created_at: now,
      delivery: pendingDelivery(),
      expire_at: mailExpiry(now),
    },
    audit: (mailId) =>
      auditEntry({
        action: 'interview_email_requested',
        actor,
        target: { collection: COLLECTIONS.screeningApplications, id: application.id },
        from: application.fs_status,
        to: application.fs_status,
        at: now,
        detail: `mail/${mailId}`,
      }),
  });
}

/** POST .../send-interview-email: queues the invitation in the outbox (the outbox trigger delivers it), audited. */
export async function sendInterviewEmail(id: string, actor: Actor): Promise<Outcome<SendInterviewEmailResponse>> {
  if (!isDocumentId(id)) return notFound(SCREENING_ERRORS.notFound);
  return inTransaction(async (tx) => {
    const decided = decideInterviewEmail(await readScreeningApplicationIn(tx, id), actor, new Date());
    if (!decided.ok) return decided;
    const mailId = queueMailIn(tx, decided.value.mail);
    appendAuditEntry(tx, decided.value.audit(mailId));
    return ok({ success: true, message: INTERVIEW_EMAIL_QUEUED, mail_id: mailId, to: decided.value.mail.to });
  });
}
