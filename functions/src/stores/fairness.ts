// fairnessCounts/{flow}--{slug}--{day} and fairnessEntries/{flow}--{application id}: the fairness
// figures' counts (FairnessCounts, domain/src/privacy/fairness.ts) and what each application counts
// there now. Both are functions' only; the figures are read through the API.
import { COLLECTIONS } from '@careers/domain/shared';
import {
  fairnessCountsId,
  fairnessCountsQuery,
  firstFairnessCountsQuery,
  fairnessEntryId,
  type FairnessCounts,
  type FairnessFlow,
  type SelfIdentification,
} from '@careers/domain/privacy';
import { db } from '../lib/firebase';
import { converter } from './converter';
import { dayCountsStore } from './day-counts';
import type { Transaction } from './firestore';
import { describedQuery } from './query';

const counts = () => db.collection(COLLECTIONS.fairnessCounts).withConverter(converter<FairnessCounts>());
const answers = () => db.collection(COLLECTIONS.selfIdentifications).withConverter(converter<SelfIdentification>());

/** What each application counts in the figures, and the counts (stores/day-counts.ts). */
export const fairnessCounts = dayCountsStore<FairnessFlow>({
  counts: COLLECTIONS.fairnessCounts,
  entries: COLLECTIONS.fairnessEntries,
  countsId: fairnessCountsId,
  entryId: fairnessEntryId,
});

/** The self-identification of `uid` within `tx` (the figures' read of it; nothing else reads it). */
export async function readSelfIdentificationIn(tx: Transaction, uid: string): Promise<SelfIdentification | undefined> {
  return (await tx.get(answers().doc(uid))).data();
}

/** The counts documents of `flow` in [from, to], of one posting or all: one read a day and posting. */
export async function readFairnessCounts(
  flow: FairnessFlow,
  from: string,
  to: string,
  slug?: string,
): Promise<FairnessCounts[]> {
  return (await describedQuery(counts(), fairnessCountsQuery(flow, from, to, slug)).get()).docs.map((doc) =>
    doc.data(),
  );
}

/** The first day `flow` counted a decision, or null before any. */
export async function firstFairnessDay(flow: FairnessFlow): Promise<string | null> {
  const [first] = (await describedQuery(counts(), firstFairnessCountsQuery(flow)).get()).docs;
  return first?.data().day ?? null;
}
