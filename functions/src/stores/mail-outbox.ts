// mail/{id}: the outbox. Functions write it (a request to send), the outbox trigger delivers it
// and records the delivery on the document; clients have no access.
import {
  mailsAboutQuery,
  mailsToQuery,
  newestMailsToQuery,
  type MailDelivery,
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

/** Queues `mail` within `tx` under a new id, which it answers. */
export function queueMailIn(tx: Transaction, mail: OutboxMail): string {
  const ref = outbox().doc();
  tx.create(ref, mail);
  return ref.id;
}

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

/**
 * Claims the delivery of mail `id` (the send-email extension's PENDING -> PROCESSING): in one
 * transaction, a `pending` mail, or a `processing` one whose lease ran out (its sender died), becomes
 * `processing` with one more attempt and a new lease. Answers the mail for the one caller that got
 * the claim; null for every other (repeated or concurrent) delivery of the event, or a mail done.
 */
export function claimMailDelivery(id: string, now: Date, leaseMs: number): Promise<OutboxMail | null> {
  return inTransaction(async (tx) => {
    const mail = (await tx.get(outboxMailRef(id))).data();
    if (!mail) return null;
    const { state, lease_expire_time: lease } = mail.delivery;
    const leaseOver = state === 'processing' && lease !== null && lease.getTime() <= now.getTime();
    if (state !== 'pending' && !leaseOver) return null;
    const delivery: MailDelivery = {
      ...mail.delivery,
      state: 'processing',
      attempts: mail.delivery.attempts + 1,
      start_time: now,
      lease_expire_time: new Date(now.getTime() + leaseMs),
      error: null,
    };
    tx.update(outboxMailRef(id), { delivery });
    return { ...mail, delivery };
  });
}

/** gRPC code of Firestore's "no document to update". */
const NOT_FOUND = 5;

/**
 * Records how the claimed delivery of mail `id` ended (sent or error). A mail erased while it was
 * being sent (its candidate erased their account) is gone: nothing to record, no error.
 */
export async function recordMailDelivery(id: string, delivery: MailDelivery): Promise<void> {
  try {
    await outboxMailRef(id).update({ delivery });
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== NOT_FOUND) throw error;
  }
}

/** The mails to the person `uid` (user_id), and those about their screening application, oldest first, with their ids. */
export async function mailsOf(uid: string): Promise<{ id: string; mail: OutboxMail }[]> {
  const [forUser, aboutApplication] = await Promise.all([
    describedQuery(outbox(), mailsToQuery(uid)).get(),
    describedQuery(outbox(), mailsAboutQuery(uid)).get(),
  ]);
  const byId = new Map<string, OutboxMail>();
  for (const doc of [...forUser.docs, ...aboutApplication.docs]) byId.set(doc.id, doc.data());
  return [...byId]
    .map(([id, mail]) => ({ id, mail }))
    .sort((a, b) => a.mail.created_at.getTime() - b.mail.created_at.getTime());
}

/** Deletes the mail `id`, pending or not (the erase; a delivery running then finds it gone). */
export async function deleteMail(id: string): Promise<void> {
  await outboxMailRef(id).delete();
}
