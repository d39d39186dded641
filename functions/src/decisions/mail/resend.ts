// An admin's "Send again" of a failed mail (POST /api/admin/mails/{id}/resend): one new delivery of
// that mail, queued like every other through prepareMailsIn (to the candidate's verified address as
// their profile has it now), once however often it is asked: the failed mail records the new one
// (`resent_as`) in the same transaction, whose id is the failed mail's own event (RESEND_KEY), and
// the request is audited there too.
import {
  isScreeningMail,
  isTeamMail,
  MAIL_ADMIN_MESSAGES,
  MAIL_STATE_LABELS,
  outboxMailSummary,
  RESEND_KEY,
  type OutboxMail,
  type ResendMailResponse,
} from '@careers/domain/mail';
import { auditEntry, COLLECTIONS, type Actor, type AuditLogEntry } from '@careers/domain/shared';
import { conflict, notFound, ok, type Outcome } from '../../outcome';
import { appendAuditEntry } from '../../stores/audit-log';
import { isDocumentId } from '../../stores/document-id';
import { inTransaction } from '../../stores/firestore';
import { readMailIn, updateMailIn } from '../../stores/mail-outbox';
import { readApplicationIn } from '../../stores/recruiting-applications';
import { recruiterRefusal, type Recruiter } from '../../queries/team-access';
import { prepareMailsIn, type CandidateMail, type NotQueuedReason } from './queue';

/**
 * Whether the mail `id` may be sent again: not found without it; a conflict unless it failed, once
 * it was sent again, or without a candidate to send it to. Otherwise the mail to queue (the same
 * template and data, the failed mail as its subject) and the audit entry of the request.
 */
export function decideResend(
  id: string,
  failed: OutboxMail | undefined,
  actor: Actor,
  now: Date,
): Outcome<{ mail: CandidateMail; audit: (newId: string) => AuditLogEntry }> {
  if (!failed) return notFound(MAIL_ADMIN_MESSAGES.mailNotFound);
  if (failed.resent_as) return conflict(MAIL_ADMIN_MESSAGES.alreadyResent);
  const state = failed.delivery.state;
  if (state !== 'error') return conflict(MAIL_ADMIN_MESSAGES.notFailed(MAIL_STATE_LABELS[state] ?? state));
  // A hiring team's mail goes again to the member's address it went to; a candidate's to their profile's.
  const team = isTeamMail(failed.template.name);
  const userId = failed.user_id;
  if (!userId && !team) return conflict(MAIL_ADMIN_MESSAGES.noRecipient);
  return ok({
    mail: {
      template: failed.template.name,
      data: failed.template.data,
      userId: userId ?? '',
      applicationId: failed.application_id,
      subjectId: id,
      key: RESEND_KEY,
      requestedBy: actor.uid,
      now,
      resendOf: id,
      ...(team ? { teamAddress: failed.to } : {}),
    },
    audit: (newId) =>
      auditEntry({
        action: 'mail_resent',
        actor,
        target: team ? { collection: COLLECTIONS.mail, id } : { collection: COLLECTIONS.users, id: userId! },
        from: 'error',
        to: 'pending',
        at: now,
        detail: `mail/${id} sent again as mail/${newId}`,
      }),
  });
}

const NOT_QUEUED: Record<NotQueuedReason, string> = {
  no_address: MAIL_ADMIN_MESSAGES.noRecipient,
  queued_already: MAIL_ADMIN_MESSAGES.alreadyResent,
  opted_out: MAIL_ADMIN_MESSAGES.optedOut,
};

/** POST /api/admin/mails/{id}/resend: queues the failed mail `id` once more, once, audited. */
export async function resendMail(
  id: string,
  actor: Actor,
  recruiter?: Recruiter,
): Promise<Outcome<ResendMailResponse>> {
  if (!isDocumentId(id)) return notFound(MAIL_ADMIN_MESSAGES.mailNotFound);
  return inTransaction(async (tx) => {
    const failed = await readMailIn(tx, id);
    if (recruiter) {
      // A recruiter's: only a mail about a recruiting application of their posting (read in this
      // transaction); a screening mail's id may be a recruiting application's too (the uid).
      const about =
        failed?.application_id && isDocumentId(failed.application_id) && !isScreeningMail(failed.template.name)
          ? failed.application_id
          : null;
      const application = about ? await readApplicationIn(tx, about) : undefined;
      const refusal = await recruiterRefusal(recruiter, application?.job_slug, tx);
      if (refusal) return refusal;
    }
    const decided = decideResend(id, failed, actor, new Date());
    if (!decided.ok) return decided;
    const queueMails = await prepareMailsIn(tx, [decided.value.mail]);
    const queued = queueMails.queued[0];
    if (!queued) return conflict(NOT_QUEUED[queueMails.notQueued[0]?.reason ?? 'no_address']);
    queueMails();
    updateMailIn(tx, id, { resent_as: queued.id });
    appendAuditEntry(tx, decided.value.audit(queued.id));
    return ok({ success: true, mail: outboxMailSummary(queued.id, queued.mail) });
  });
}
