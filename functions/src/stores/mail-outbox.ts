// mail/{id}: the outbox. Functions write it (a request to send), the outbox trigger and the sweep
// deliver it and record the delivery on the document; clients have no access.
import {
  dueMailsQuery,
  MAIL_STATS_STATES,
  mailsAboutQuery,
  mailsInStatesQuery,
  mailsToQuery,
  newestMailsToQuery,
  type ClaimDecision,
  type MailDelivery,
  type MailStats,
  type OutboxMail,
} from '@careers/domain/mail';
import { COLLECTIONS } from '@careers/domain/shared';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { converter } from './converter';
import { inTransaction, type Transaction } from './firestore';
import { describedQuery } from './query';

const outbox = () => db.collection(COLLECTIONS.mail).withConverter(converter<OutboxMail>());

/** The outbox document `id`. */
export const outboxMailRef = (id: string): DocumentReference<OutboxMail> => outbox().doc(id);

/** Whether the outbox holds mail `id`, read within `tx`. */
export async function outboxMailExistsIn(tx: Transaction, id: string): Promise<boolean> {
  return (await tx.get(outboxMailRef(id))).exists;
}

/** Creates mail `id` within `tx` (the caller read that it does not exist, in the same transaction). */
export function createMailIn(tx: Transaction, id: string, mail: OutboxMail): void {
  tx.create(outboxMailRef(id), mail);
}

/** The newest `limit` mails to the user `uid` (by user_id), newest first, with their ids. */
export async function mailsTo(uid: string, limit: number): Promise<{ id: string; mail: OutboxMail }[]> {
  const snapshot = await describedQuery(outbox(), newestMailsToQuery(uid, limit)).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, mail: doc.data() }));
}

/** The mails about the screening application `applicationId`, newest first, with their ids. */
export async function mailsAbout(applicationId: string): Promise<{ id: string; mail: OutboxMail }[]> {
  const snapshot = await describedQuery(outbox(), mailsAboutQuery(applicationId)).get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, mail: doc.data() }))
    .sort((a, b) => b.mail.created_at.getTime() - a.mail.created_at.getTime());
}

/** Mail `id` read within `tx`. */
export async function readMailIn(tx: Transaction, id: string): Promise<OutboxMail | undefined> {
  return (await tx.get(outboxMailRef(id))).data();
}

/** Sets what `fields` name on mail `id` within `tx` (the failed mail's `resent_as`). */
export function updateMailIn(tx: Transaction, id: string, fields: Partial<Pick<OutboxMail, 'resent_as'>>): void {
  tx.update(outboxMailRef(id), fields);
}

/**
 * Claims the delivery of mail `id` in one transaction: `decide` (the domain's decideClaim) reads the
 * stored record and says whether an attempt starts and what to store. Answers the mail as stored
 * after it and whether this caller holds the claim; null when nothing was to be done (no mail, or a
 * delivery that is not this one's to take: a repeated or concurrent event, a mail done).
 */
export function claimMailDelivery(
  id: string,
  decide: (mail: OutboxMail) => ClaimDecision,
): Promise<{ mail: OutboxMail; claimed: boolean } | null> {
  return inTransaction(async (tx) => {
    const mail = await readMailIn(tx, id);
    if (!mail) return null;
    const decision = decide(mail);
    if (!decision.delivery) return null;
    tx.update(outboxMailRef(id), { delivery: decision.delivery });
    return { mail: { ...mail, delivery: decision.delivery }, claimed: decision.claim };
  });
}

/**
 * Records that attempt `attempt` of mail `id` is handing the message to the server (its
 * `handover_time`), if it still holds its claim; false when it does not (another delivery took the
 * mail over after its lease, or the mail is gone): then the message must not be sent.
 */
export function markMailHandover(id: string, attempt: number, at: Date): Promise<boolean> {
  return inTransaction(async (tx) => {
    const delivery = (await readMailIn(tx, id))?.delivery;
    if (delivery?.state !== 'processing' || delivery.attempts !== attempt) return false;
    tx.update(outboxMailRef(id), { 'delivery.handover_time': at });
    return true;
  });
}

/**
 * Records how attempt `attempt` of mail `id` ended: `end` makes the new record from the stored one.
 * Nothing is written when the mail is gone (its candidate erased it meanwhile), another attempt took
 * it over, or it is sent; a record the sweep wrote for this attempt meanwhile (the outcome `unknown`
 * of a delivery it took for dead) gives way to this one, which knows. Answers the record written,
 * 'gone' for a mail erased, or null when the attempt is no longer this one's to record.
 */
export function recordMailDelivery(
  id: string,
  attempt: number,
  end: (delivery: MailDelivery) => MailDelivery,
): Promise<MailDelivery | 'gone' | null> {
  return inTransaction(async (tx) => {
    const delivery = (await readMailIn(tx, id))?.delivery;
    if (!delivery) return 'gone';
    if (delivery.attempts !== attempt || delivery.state === 'sent') return null;
    const history = delivery.history ?? [];
    const last = history.at(-1);
    const guessed =
      delivery.state === 'error' &&
      last?.number === attempt &&
      (last.outcome === 'unknown' || last.outcome === 'interrupted');
    const current: MailDelivery = guessed ? { ...delivery, history: history.slice(0, -1) } : delivery;
    if (delivery.state !== 'processing' && !guessed) return null;
    const recorded = end(current);
    tx.update(outboxMailRef(id), { delivery: recorded });
    return recorded;
  });
}

/** The ids of at most `limit` mails due before `now` (dueMailsQuery), the longest due first. */
export async function dueMailIds(now: Date, limit: number): Promise<string[]> {
  const snapshot = await describedQuery(outbox(), dueMailsQuery(now, limit)).select().get();
  return snapshot.docs.map((doc) => doc.id);
}

/** How many mails are waiting, retrying and failed (not sent again): one count() each. */
export async function countMailStates(): Promise<MailStats> {
  const count = async (states: readonly MailDelivery['state'][], unresolved: boolean) =>
    (await describedQuery(outbox(), mailsInStatesQuery(states, unresolved)).count().get()).data().count;
  const [waiting, retrying, failed] = await Promise.all([
    count(MAIL_STATS_STATES.waiting, false),
    count(MAIL_STATS_STATES.retrying, false),
    count(MAIL_STATS_STATES.failed, true),
  ]);
  return { waiting, retrying, failed };
}

/**
 * The mails to the person `uid` (user_id) and those about their screening application (its id is
 * theirs), oldest first, with their ids; with `applicationIds`, also every mail about those
 * applications (their panel's, which go to the hiring team: the erase deletes them too).
 */
export async function mailsOf(
  uid: string,
  applicationIds: readonly string[] = [],
): Promise<{ id: string; mail: OutboxMail }[]> {
  const found = await Promise.all([
    describedQuery(outbox(), mailsToQuery(uid)).get(),
    ...[uid, ...applicationIds].map((id) => describedQuery(outbox(), mailsAboutQuery(id)).get()),
  ]);
  const byId = new Map<string, OutboxMail>();
  for (const doc of found.flatMap((snapshot) => snapshot.docs)) byId.set(doc.id, doc.data());
  return [...byId]
    .map(([id, mail]) => ({ id, mail }))
    .sort((a, b) => a.mail.created_at.getTime() - b.mail.created_at.getTime());
}

/** Deletes the mail `id`, pending or not (the erase; a delivery running then finds it gone). */
export async function deleteMail(id: string): Promise<void> {
  await outboxMailRef(id).delete();
}
