// screeningDrafts/{uid}: the screening form's autosaved draft. The candidate's browser writes it
// (under the rules); functions delete it once the application is submitted, or on an erase.
import { type ScreeningDraftDocument } from '@careers/domain/screening';
import { COLLECTIONS } from '@careers/domain/shared';
import { db } from '../lib/firebase';
import { converter } from './converter';
import { deleteIfExists, type Transaction } from './firestore';

const drafts = () => db.collection(COLLECTIONS.screeningDrafts).withConverter(converter<ScreeningDraftDocument>());

/** Deletes the draft of `uid` within `tx` (nothing happens when there is none). */
export function deleteScreeningDraftIn(tx: Transaction, uid: string): void {
  tx.delete(drafts().doc(uid));
}

/** The draft of `uid`, or undefined. */
export async function readScreeningDraft(uid: string): Promise<ScreeningDraftDocument | undefined> {
  return (await drafts().doc(uid).get()).data();
}

/** Deletes the draft of `uid` (nothing happens when there is none): the erase. */
export async function deleteScreeningDraft(uid: string): Promise<boolean> {
  return deleteIfExists(drafts().doc(uid));
}
