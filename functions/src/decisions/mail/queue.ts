// Queueing a candidate's mail in the transaction of the change it reports, once: the mail's id is
// deterministic (outboxMailId: template, subject, the event's key), and the transaction reads it
// before creating it, so a redelivered event or two calls at once queue one mail (the second
// transaction sees the first's, or retries and does). A non-essential mail to a candidate who
// turned them off (users/{uid}.mailPreferences, read in the same transaction) is not queued.
import {
  isEssentialMail,
  mailExpiry,
  mailPreferencesOf,
  outboxMailId,
  pendingDelivery,
  type MailTemplateName,
  type OutboxMail,
} from '@careers/domain/mail';
import type { Transaction } from '../../stores/firestore';
import { createMailIn, outboxMailExistsIn } from '../../stores/mail-outbox';
import { readUserIn } from '../../stores/users';

/** A candidate's mail about one event. */
export interface CandidateMail {
  template: MailTemplateName;
  data: Record<string, string>;
  to: string;
  /** The candidate's uid. */
  userId: string;
  /** The application (recruiting or screening) the mail is about; the offer's application for an offer's mail. */
  applicationId: string;
  /** What the event happened to (an application's or an offer's id) and what tells it from a later one of its kind. */
  subjectId: string;
  key: string | number;
  /** Who caused it: a uid, or the system actor of a trigger. */
  requestedBy: string;
  now: Date;
}

/** The outbox document for `mail`. */
export function outboxMailFor(mail: CandidateMail): { id: string; mail: OutboxMail } {
  return {
    id: outboxMailId(mail.template, mail.subjectId, mail.key),
    mail: {
      to: mail.to,
      template: { name: mail.template, data: mail.data },
      user_id: mail.userId,
      application_id: mail.applicationId,
      requested_by: mail.requestedBy,
      created_at: mail.now,
      delivery: pendingDelivery(),
      expire_at: mailExpiry(mail.now),
    },
  };
}

/** Queues the mails a prepared change sends: call after every read of the transaction. */
export type QueueMails = () => void;

/**
 * Reads, within `tx`, what queueing `mails` needs (whether each is queued already, the candidate's
 * profile: their address and their preference for a non-essential mail) and answers the writes to
 * make once the transaction's own reads are done (Firestore reads every document before it writes any).
 *
 * A mail goes to the address of the candidate's sign-in (their profile's, from the Google token),
 * not to one typed in a form: otherwise anyone could have the product mail a stranger (an NDA copy
 * with a name of their choosing). The given address serves only a candidate without a profile.
 */
export async function prepareMailsIn(tx: Transaction, mails: readonly CandidateMail[]): Promise<QueueMails> {
  const writes: (() => void)[] = [];
  for (const candidateMail of mails) {
    const { id, mail } = outboxMailFor(candidateMail);
    if (await outboxMailExistsIn(tx, id)) continue;
    const user = await readUserIn(tx, candidateMail.userId);
    const to = user?.email?.trim() || candidateMail.to.trim();
    if (!to) continue;
    if (!isEssentialMail(candidateMail.template) && !mailPreferencesOf(user).updates) continue;
    writes.push(() => createMailIn(tx, id, { ...mail, to }));
  }
  return () => writes.forEach((write) => write());
}

/** What every mail about one application says of where it goes and why (the rest is the template and its data). */
export function applicationMailBase(
  application: { id: string; user_id: string; email: string; created_at: Date },
  actor: { uid: string },
  now: Date,
  key: string | number = application.created_at.getTime(),
): Omit<CandidateMail, 'template' | 'data'> {
  return {
    to: application.email,
    userId: application.user_id,
    applicationId: application.id,
    subjectId: application.id,
    key,
    requestedBy: actor.uid,
    now,
  };
}
