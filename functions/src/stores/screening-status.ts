// screeningStatus/{uid}: the candidate-readable mirror of a screening application's status,
// written in the same transaction as every change of that status.
import { type ScreeningStatusDocument } from '@careers/domain/screening';
import { COLLECTIONS } from '@careers/domain/shared';
import { db } from '../lib/firebase';
import { converter } from './converter';
import type { Transaction } from './firestore';

const statuses = () => db.collection(COLLECTIONS.screeningStatus).withConverter(converter<ScreeningStatusDocument>());

/** Writes (replaces) the status mirror of `uid` within `tx`. */
export function writeScreeningStatusIn(tx: Transaction, uid: string, status: ScreeningStatusDocument): void {
  tx.set(statuses().doc(uid), status);
}
