// The TTL fields of the expiring collections (firestore.indexes.json): screeningDrafts/{uid} and
// mail/{id} carry `expire_at`. A document written before they did has none, and a TTL policy never
// deletes a document without its field: these read and set it.
import { COLLECTIONS } from '@careers/domain/shared';
import { db } from '../lib/firebase';
import { withDates } from './converter';
import { inTransaction } from './firestore';

/** The collections whose documents expire by `expire_at`, and the field their expiry counts from. */
export const EXPIRING = {
  screeningDrafts: { collection: COLLECTIONS.screeningDrafts, from: 'updated_at' },
  mail: { collection: COLLECTIONS.mail, from: 'created_at' },
} as const;

export type ExpiringCollection = keyof typeof EXPIRING;

/** A document of `kind` without its expiry: its id and the time its expiry counts from (null: none stored). */
export interface MissingExpiry {
  id: string;
  from: Date | null;
}

/** Every document of `kind` that has no `expire_at` (reads the two fields of each document). */
export async function documentsWithoutExpiry(kind: ExpiringCollection): Promise<MissingExpiry[]> {
  const { collection, from } = EXPIRING[kind];
  const snapshot = await db.collection(collection).select(from, 'expire_at').get();
  return snapshot.docs
    .filter((doc) => doc.get('expire_at') === undefined)
    .map((doc) => {
      const stamp = withDates<Record<string, unknown>>(doc.data())[from];
      return { id: doc.id, from: stamp instanceof Date ? stamp : null };
    });
}

/**
 * Sets `expire_at` on document `id` of `kind`, only while it exists and still has none (in a
 * transaction: a document deleted or saved again meanwhile is left alone). Answers whether it did.
 */
export function setExpiry(kind: ExpiringCollection, id: string, expireAt: Date): Promise<boolean> {
  const ref = db.collection(EXPIRING[kind].collection).doc(id);
  return inTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists || current.get('expire_at') !== undefined) return false;
    tx.update(ref, { expire_at: expireAt });
    return true;
  });
}
