// A person's screening documents across postings: a screening application, its status
// mirror and the draft are keyed by screeningApplicationId, `{uid}` for the specification's
// posting and `{uid}__{slug}` for any other, so what is theirs is `{uid}` and the span of the others.
import { screeningDocumentsOfOtherPostingsQuery } from '@careers/domain/screening';
import type { COLLECTIONS } from '@careers/domain/shared';
import { db } from '../lib/firebase';
import { describedQuery } from './query';

type ScreeningCollection =
  typeof COLLECTIONS.screeningApplications | typeof COLLECTIONS.screeningStatus | typeof COLLECTIONS.screeningDrafts;

/** The ids of `uid`'s documents in `collection`, one per screening posting: `{uid}` first when it exists. */
export async function screeningIdsOf(collection: ScreeningCollection, uid: string): Promise<string[]> {
  const documents = db.collection(collection);
  const [own, others] = await Promise.all([
    documents.doc(uid).get(),
    describedQuery(documents, screeningDocumentsOfOtherPostingsQuery(collection, uid)).select().get(),
  ]);
  return [...(own.exists ? [uid] : []), ...others.docs.map((doc) => doc.id)];
}
