// An admin's request to send the screening interview invitation (POST .../send-interview-email):
// queued like every other mail, through prepareMailsIn (decisions/mail/queue.ts), to the verified
// address of the candidate's profile, in the transaction that audits the request. Each request is
// its own event: its key is the id of the request's audit entry, so every request is a new mail and
// the entry and the mail name each other.
import {
  INTERVIEW_EMAIL_QUEUED,
  NO_EMAIL_ADDRESS,
  SCREENING_ERRORS,
  type ScreeningApplication,
  type SendInterviewEmailResponse,
} from '@careers/domain/screening';
import { auditEntry, COLLECTIONS, type Actor, type AuditLogEntry } from '@careers/domain/shared';
import { appendAuditEntry, newAuditEntryId } from '../../stores/audit-log';
import { isDocumentId } from '../../stores/document-id';
import { inTransaction } from '../../stores/firestore';
import { readScreeningApplicationIn } from '../../stores/screening-applications';
import { conflict, notFound, ok, type Outcome } from '../../outcome';
import { prepareMailsIn, type CandidateMail } from '../mail/queue';

/**
 * The invitation `requestKey` asks for: not found without an application; otherwise the candidate's
 * mail (the name it greets with; the address is their profile's) and the request's audit entry.
 */
export function decideInterviewEmail(
  application: ScreeningApplication | undefined,
  actor: Actor,
  now: Date,
  requestKey: string,
): Outcome<{ mail: CandidateMail; audit: (mailId: string) => AuditLogEntry }> {
  if (!application) return notFound(SCREENING_ERRORS.notFound);
  return ok({
    mail: {
      template: 'interview_invitation',
      data: { name: application.user_name ?? '' },
      userId: application.user_id,
      applicationId: application.id,
      subjectId: application.id,
      key: requestKey,
      requestedBy: actor.uid,
      now,
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

/** POST .../send-interview-email: queues the invitation (the outbox trigger delivers it), audited; 409 without a verified address. */
export async function sendInterviewEmail(id: string, actor: Actor): Promise<Outcome<SendInterviewEmailResponse>> {
  if (!isDocumentId(id)) return notFound(SCREENING_ERRORS.notFound);
  return inTransaction(async (tx) => {
    const requestKey = newAuditEntryId();
    const decided = decideInterviewEmail(await readScreeningApplicationIn(tx, id), actor, new Date(), requestKey);
    if (!decided.ok) return decided;
    const queueMails = await prepareMailsIn(tx, [decided.value.mail]);
    const queued = queueMails.queued[0];
    if (!queued) return conflict(NO_EMAIL_ADDRESS);
    queueMails();
    appendAuditEntry(tx, decided.value.audit(queued.id), requestKey);
    return ok({ success: true, message: INTERVIEW_EMAIL_QUEUED, mail_id: queued.id, to: queued.mail.to });
  });
}
