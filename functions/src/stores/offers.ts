// offers/{offerId}: the job offers, one per hired recruiting application.
import {
  newestOffersQuery,
  offersInStatusQuery,
  offersOfUserQuery,
  type Offer,
  type OfferStatus,
} from '@careers/domain/offers';
import { COLLECTIONS } from '@careers/domain/shared';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { converter } from './converter';
import type { Transaction } from './firestore';
import type { PageCursor } from '@careers/domain/shared';
import { describedQuery } from './query';

const offers = () => db.collection(COLLECTIONS.offers).withConverter(converter<Offer>());

/** The offer `id`, or undefined. */
export async function readOffer(id: string): Promise<Offer | undefined> {
  return (await offers().doc(id).get()).data();
}

/** The offer `id`, read within `tx`. */
export async function readOfferIn(tx: Transaction, id: string): Promise<Offer | undefined> {
  return (await tx.get(offers().doc(id))).data();
}

/** Changes fields of the offer `id` within `tx`. */
export function updateOfferIn(tx: Transaction, id: string, update: Partial<Offer>): void {
  tx.update(offers().doc(id), update);
}

/** Creates the offer within `tx` (the transaction read that none exists). */
export function createOfferIn(tx: Transaction, offer: Offer): void {
  tx.create(offers().doc(offer.id), offer);
}

/** The offers of user `uid`, newest first. */
export async function offersOf(uid: string): Promise<Offer[]> {
  const snapshot = await describedQuery(offers(), offersOfUserQuery(uid)).get();
  return snapshot.docs.map((doc) => doc.data()).sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
}

/** How many offers are in each status: one aggregation query a status. */
export async function countOffersByStatus(
  statuses: readonly OfferStatus[],
  posting?: string,
): Promise<Record<OfferStatus, number>> {
  const counts = await Promise.all(
    statuses.map(
      async (status) =>
        [
          status,
          (await describedQuery(offers(), offersInStatusQuery(status, posting)).count().get()).data().count,
        ] as const,
    ),
  );
  return Object.fromEntries(counts) as Record<OfferStatus, number>;
}

/** A page of the newest offers (of every posting or of one): `limit` of them after `after`, and whether more follow. */
export async function newestOffers(
  limit: number,
  after?: PageCursor,
  posting?: string,
): Promise<{ rows: Offer[]; more: boolean }> {
  const docs = (await describedQuery(offers(), newestOffersQuery(limit, after, posting)).get()).docs;
  return { rows: docs.slice(0, limit).map((doc) => doc.data()), more: docs.length > limit };
}

/** The offers `ids` (undefined where none), in one batched read. */
export async function readOffers(ids: readonly string[]): Promise<(Offer | undefined)[]> {
  if (ids.length === 0) return [];
  // getAll returns the snapshots through the references' converter, typed loosely.
  const snapshots = (await db.getAll(...ids.map((id) => offers().doc(id)))) as DocumentSnapshot<Offer>[];
  return snapshots.map((snapshot) => snapshot.data());
}

/** Deletes the offer `id` within `tx` (the erase). */
export function deleteOfferIn(tx: Transaction, id: string): void {
  tx.delete(offers().doc(id));
}

/** Writes (replaces) the offer within `tx`: the erase's pseudonymised evidence under its new id. */
export function setOfferIn(tx: Transaction, offer: Offer): void {
  tx.set(offers().doc(offer.id), offer);
}
