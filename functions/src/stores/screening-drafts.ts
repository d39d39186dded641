// screeningDrafts/{uid}: the screening form's autosaved draft. The candidate's browser writes it
// (under the rules); functions only delete it once the application is submitted.
import { COLLECTIONS } from '@careers/domain/shared';
import { db } from '../lib/firebase';
import type { Transaction } from './firestore';

/** Deletes the draft of `uid` within `tx` (nothing happens when there is none). */
export function deleteScreeningDraftIn(tx: Transaction, uid: string): void {
  tx.delete(db.collection(COLLECTIONS.screeningDrafts).doc(uid));
}
