// retainedEvidence/{application_id}: what an erase keeps of each recruiting NDA a person signed,
// under the application's pseudonymised id (docs/features/data-rights.md). Written by functions only; no rules match it, so no client
// reads or writes it. A TTL policy on `expire_at` deletes it when its retention ends.
import { type RetainedEvidence } from '@careers/domain/privacy';
import { COLLECTIONS } from '@careers/domain/shared';
import { db } from '../lib/firebase';
import { converter } from './converter';
import type { Transaction } from './firestore';

const evidence = () => db.collection(COLLECTIONS.retainedEvidence).withConverter(converter<RetainedEvidence>());

/** Writes the evidence within `tx` unless the transaction read that it is there: true when written. */
export async function keepEvidenceIn(tx: Transaction, kept: RetainedEvidence): Promise<boolean> {
  const ref = evidence().doc(kept.application_id);
  if ((await tx.get(ref)).exists) return false;
  tx.create(ref, kept);
  return true;
}
