// An admin's request to send the screening interview invitation (POST .../send-interview-email):
// queued like every other mail, through prepareMailsIn (decisions/mail/queue.ts), to the verified
// address of the candidate's profile, in the transaction that audits the request. Each request is
// its own event: its key is the id of the request's audit entry, so every request is a new mail and
// the entry and the mail name each other.
import {
  DEFAULT_SCREENING_SLUG,
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
import { readJobTitleIn } from '../../stores/jobs';
import { readScreeningApplicationIn } from '../../stores/screening-applications';
import { conflict, notFound, ok, type Outcome } from '../../outcome';
import { prepareMailsIn, type CandidateMail } from '../mail/queue';

/**
 * The invitation `requestKey` asks for: not found without an application; otherwise the candidate's
 * mail (the name it greets with, and for a posting other than the specification's its title,
 * `jobTitle`; the address is their profile's) and the request's audit entry.
 */
export function decideInterviewEmail(
  application: ScreeningApplication | undefined,
  actor: Actor,
  now: Date,
  requestKey: string,
  jobTitle: string | null = null,
): Outcome<{ mail: CandidateMail; audit: (mailId: string) => AuditLogEntry }> {
  if (!application) return notFound(SCREENING_ERRORS.notFound);
  return ok({
    mail: {
      template: 'interview_invitation',
      data: { name: application.user_name ?? '', ...(jobTitle ? { job_title: jobTitle } : {}) },
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
    const application = await readScreeningApplicationIn(tx, id);
    // Another screening posting than the specification's is named by its title (read in this transaction).
    const jobTitle =
      application && application.job_slug !== DEFAULT_SCREENING_SLUG
        ? await readJobTitleIn(tx, application.job_slug)
        : null;
    const decided = decideInterviewEmail(application, actor, new Date(), requestKey, jobTitle);
    if (!decided.ok) return decided;
    const queueMails = await prepareMailsIn(tx, [decided.value.mail]);
    const queued = queueMails.queued[0];
    if (!queued) return conflict(NO_EMAIL_ADDRESS);
    queueMails();
    appendAuditEntry(tx, decided.value.audit(queued.id), requestKey);
    return ok({ success: true, message: INTERVIEW_EMAIL_QUEUED, mail_id: queued.id, to: queued.mail.to });
  });
}
