// screeningDrafts/{application id}: the screening form's autosaved draft, one per candidate and
// screening posting (keyed like the application: `{uid}`, or `{uid}__{slug}` for another posting). The candidate's browser writes it
// (under the rules); functions delete it once the application is submitted, or on an erase.
import { type ScreeningDraftDocument } from '@careers/domain/screening';
import { COLLECTIONS } from '@careers/domain/shared';
import { db } from '../lib/firebase';
import { converter } from './converter';
import { deleteIfExists, type Transaction } from './firestore';

const drafts = () => db.collection(COLLECTIONS.screeningDrafts).withConverter(converter<ScreeningDraftDocument>());

/** Deletes the draft of the application `id` within `tx` (nothing happens when there is none). */
export function deleteScreeningDraftIn(tx: Transaction, id: string): void {
  tx.delete(drafts().doc(id));
}

/** The draft of the application `id`, or undefined. */
export async function readScreeningDraft(id: string): Promise<ScreeningDraftDocument | undefined> {
  return (await drafts().doc(id).get()).data();
}

/** Deletes the draft of the application `id` (nothing happens when there is none): the erase. */
export async function deleteScreeningDraft(id: string): Promise<boolean> {
  return deleteIfExists(drafts().doc(id));
}
