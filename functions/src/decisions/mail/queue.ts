// Queueing a candidate's mail in the transaction of the change it reports, once: the one way a mail
// is queued (every step's, the admin's interview invitation, an admin's "Send again"). The mail's
// id is deterministic (outboxMailId: template, subject, the event's key), and the transaction reads
// it before creating it, so a redelivered event or two calls at once queue one mail (the second
// transaction sees the first's, or retries and does). A non-essential mail to a candidate who
// turned them off (users/{uid}.mailPreferences, read in the same transaction) is not queued. A
// mail to a member of a hiring team (TEAM_MAILS) goes to their grant's address instead.
import {
  isEssentialMail,
  mailExpiry,
  mailPreferencesOf,
  outboxMailId,
  pendingDelivery,
  type MailTemplateName,
  type OutboxMail,
} from '@careers/domain/mail';
import type { UserDocument } from '@careers/domain/users';
import type { Transaction } from '../../stores/firestore';
import { createMailIn, outboxMailExistsIn } from '../../stores/mail-outbox';
import { readUserIn } from '../../stores/users';

/** A candidate's mail about one event; it goes to the verified address of the candidate's sign-in. */
export interface CandidateMail {
  template: MailTemplateName;
  data: Record<string, string>;
  /** The candidate's uid: their profile (users/{uid}) holds the address the mail goes to. */
  userId: string;
  /** The application (recruiting or screening) the mail is about; the offer's application for an offer's mail. */
  applicationId: string | null;
  /** What the event happened to (an application's or an offer's id) and what tells it from a later one of its kind. */
  subjectId: string;
  key: string | number;
  /** Who caused it: a uid, or the system actor of a trigger. */
  requestedBy: string;
  now: Date;
  /** The failed mail this one sends again (an admin's "Send again"). */
  resendOf?: string;
  /**
   * For a mail to a member of a hiring team (TEAM_MAILS): the address of their grant, which an admin
   * named and Google verifies at their sign-in. The mail is then theirs, not the candidate's (no
   * user_id: it is not in the candidate's message history), and their preference does not apply.
   */
  teamAddress?: string;
}

/** The outbox document for `mail`, to `to`. */
export function outboxMailFor(mail: CandidateMail, to: string): { id: string; mail: OutboxMail } {
  return {
    id: outboxMailId(mail.template, mail.subjectId, mail.key),
    mail: {
      to,
      template: { name: mail.template, data: mail.data },
      user_id: mail.teamAddress ? null : mail.userId,
      application_id: mail.applicationId,
      requested_by: mail.requestedBy,
      created_at: mail.now,
      delivery: pendingDelivery(mail.now),
      expire_at: mailExpiry(mail.now),
      resend_of: mail.resendOf ?? null,
      resent_as: null,
    },
  };
}

/** Why a mail was not queued: no verified address on the profile, queued already, or turned off. */
export type NotQueuedReason = 'no_address' | 'queued_already' | 'opted_out';

/**
 * Queues the mails a prepared change sends: call after every read of the transaction. It tells what
 * it will queue (`queued`) and what it will not, and why (`notQueued`), in the order of the mails.
 */
export type QueueMails = (() => void) & {
  queued: readonly { id: string; mail: OutboxMail }[];
  notQueued: readonly { template: MailTemplateName; reason: NotQueuedReason }[];
};

/**
 * Reads, within `tx`, what queueing `mails` needs (whether each is queued already, the candidate's
 * profile: their address and their preference for a non-essential mail) and answers the writes to
 * make once the transaction's own reads are done (Firestore reads every document before it writes any).
 *
 * A mail goes only to the verified address of the candidate's sign-in (their profile's, written
 * from the Google token), never to one typed in a form: otherwise anyone could have the product
 * mail a stranger (an NDA copy with a name of their choosing). No profile, or an address Google did
 * not verify: no mail (every call that can cause one makes the caller's profile first, route.ts).
 */
export async function prepareMailsIn(tx: Transaction, mails: readonly CandidateMail[]): Promise<QueueMails> {
  const queued: { id: string; mail: OutboxMail }[] = [];
  const notQueued: { template: MailTemplateName; reason: NotQueuedReason }[] = [];
  for (const candidateMail of mails) {
    const skip = (reason: NotQueuedReason) => notQueued.push({ template: candidateMail.template, reason });
    const user = candidateMail.teamAddress ? undefined : await readUserIn(tx, candidateMail.userId);
    const to = candidateMail.teamAddress ?? verifiedAddressOf(user);
    if (!to) {
      skip('no_address');
      continue;
    }
    const { id, mail } = outboxMailFor(candidateMail, to);
    if (await outboxMailExistsIn(tx, id)) skip('queued_already');
    else if (user && !isEssentialMail(candidateMail.template) && !mailPreferencesOf(user).updates) skip('opted_out');
    else queued.push({ id, mail });
  }
  const write = () => queued.forEach(({ id, mail }) => createMailIn(tx, id, mail));
  return Object.assign(write, { queued, notQueued });
}

/** The address a profile's mail goes to: its email, when Google verified it; else none. */
export function verifiedAddressOf(user: Pick<UserDocument, 'email' | 'emailVerified'> | undefined): string | null {
  return user?.emailVerified === true && user.email.trim() ? user.email.trim() : null;
}

/** What every mail about one application says of whom it is for and why (the rest is the template and its data). */
export function applicationMailBase(
  application: { id: string; user_id: string; created_at: Date },
  actor: { uid: string },
  now: Date,
  key: string | number = application.created_at.getTime(),
): Omit<CandidateMail, 'template' | 'data'> {
  return {
    userId: application.user_id,
    applicationId: application.id,
    subjectId: application.id,
    key,
    requestedBy: actor.uid,
    now,
  };
}
