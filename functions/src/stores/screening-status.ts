// screeningStatus/{application id}: the candidate-readable mirror of a screening application's
// status (keyed like the application: `{uid}`, or `{uid}__{slug}` for another screening posting),
// written in the same transaction as every change of that status.
import { applicationIdParts } from '@careers/domain/jobs';
import { DEFAULT_SCREENING_SLUG, type ScreeningStatusDocument } from '@careers/domain/screening';
import { COLLECTIONS } from '@careers/domain/shared';
import { db } from '../lib/firebase';
import { converter } from './converter';
import { deleteIfExists, type Transaction } from './firestore';

const statuses = () => db.collection(COLLECTIONS.screeningStatus).withConverter(converter<ScreeningStatusDocument>());

/**
 * Writes the status mirror of the application `id` within `tx`, with the candidate and the posting
 * the id names (so the candidate can list their mirrors). Merged: a field the write leaves out (the
 * human review's) stays as it was.
 */
export function writeScreeningStatusIn(tx: Transaction, id: string, status: ScreeningStatusDocument): void {
  const { uid, jobSlug } = applicationIdParts(id, DEFAULT_SCREENING_SLUG);
  tx.set(statuses().doc(id), { ...status, user_id: uid, job_slug: jobSlug }, { merge: true });
}

/** The status mirror of the application `id` within `tx`, or undefined. */
export async function readScreeningStatusIn(tx: Transaction, id: string): Promise<ScreeningStatusDocument | undefined> {
  return (await tx.get(statuses().doc(id))).data();
}

/** The status mirror of the application `id`, or undefined. */
export async function readScreeningStatus(id: string): Promise<ScreeningStatusDocument | undefined> {
  return (await statuses().doc(id).get()).data();
}

/** Deletes the status mirror of the application `id` (nothing happens when there is none): the erase. */
export async function deleteScreeningStatus(id: string): Promise<boolean> {
  return deleteIfExists(statuses().doc(id));
}
