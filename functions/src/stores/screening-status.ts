// screeningStatus/{uid}: the candidate-readable mirror of a screening application's status,
// written in the same transaction as every change of that status.
import { type ScreeningStatusDocument } from '@careers/domain/screening';
import { COLLECTIONS } from '@careers/domain/shared';
import { db } from '../lib/firebase';
import { converter } from './converter';
import { deleteIfExists, type Transaction } from './firestore';

const statuses = () => db.collection(COLLECTIONS.screeningStatus).withConverter(converter<ScreeningStatusDocument>());

/** Writes (replaces) the status mirror of `uid` within `tx`. */
export function writeScreeningStatusIn(tx: Transaction, uid: string, status: ScreeningStatusDocument): void {
  tx.set(statuses().doc(uid), status);
}

/** The status mirror of `uid`, or undefined. */
export async function readScreeningStatus(uid: string): Promise<ScreeningStatusDocument | undefined> {
  return (await statuses().doc(uid).get()).data();
}

/** Deletes the status mirror of `uid` (nothing happens when there is none): the erase. */
export async function deleteScreeningStatus(uid: string): Promise<boolean> {
  return deleteIfExists(statuses().doc(uid));
}
