// fairnessCounts/{flow}--{slug}--{day} and fairnessEntries/{flow}--{application id}: the fairness
// figures' counts (FairnessCounts, domain/src/privacy/fairness.ts) and what each application counts
// there now. Both are functions' only; the figures are read through the API.
import { COLLECTIONS, nestTally, type Tally } from '@careers/domain/shared';
import {
  fairnessCountsId,
  fairnessCountsQuery,
  firstFairnessCountsQuery,
  fairnessEntryId,
  type FairnessCounts,
  type FairnessEntry,
  type FairnessFlow,
  type SelfIdentification,
} from '@careers/domain/privacy';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { converter } from './converter';
import type { Transaction } from './firestore';
import { describedQuery } from './query';

const counts = () => db.collection(COLLECTIONS.fairnessCounts).withConverter(converter<FairnessCounts>());
const entries = () => db.collection(COLLECTIONS.fairnessEntries).withConverter(converter<FairnessEntry>());
const answers = () => db.collection(COLLECTIONS.selfIdentifications).withConverter(converter<SelfIdentification>());

/** What application `id` counts in `flow` now, within `tx`. */
export async function readFairnessEntryIn(
  tx: Transaction,
  flow: FairnessFlow,
  id: string,
): Promise<FairnessEntry | undefined> {
  return (await tx.get(entries().doc(fairnessEntryId(flow, id)))).data();
}

/** The self-identification of `uid` within `tx` (the figures' read of it; nothing else reads it). */
export async function readSelfIdentificationIn(tx: Transaction, uid: string): Promise<SelfIdentification | undefined> {
  return (await tx.get(answers().doc(uid))).data();
}

/** Adds `delta` to the counts of `flow`, `slug` and `day` within `tx` (a merge of increments). */
export function moveFairnessCountsIn(
  tx: Transaction,
  flow: FairnessFlow,
  slug: string,
  day: string,
  delta: Tally,
): void {
  if (Object.keys(delta).length === 0) return;
  const increments = nestTally(delta, (n) => FieldValue.increment(n));
  tx.set(counts().doc(fairnessCountsId(flow, slug, day)), { flow, job_slug: slug, day, counts: increments } as never, {
    merge: true,
  });
}

/** Stores (or, with null, deletes) what application `id` counts in `flow`, within `tx`. */
export function writeFairnessEntryIn(
  tx: Transaction,
  flow: FairnessFlow,
  id: string,
  entry: FairnessEntry | null,
): void {
  const ref = entries().doc(fairnessEntryId(flow, id));
  if (entry) tx.set(ref, entry);
  else tx.delete(ref);
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

/** The ids of every application `flow` counts (a repair's backfill: one read of each, ids only). */
export async function applicationIdsOf(flow: FairnessFlow): Promise<string[]> {
  const collection = flow === 'recruiting' ? COLLECTIONS.recruitingApplications : COLLECTIONS.screeningApplications;
  return (await db.collection(collection).select().get()).docs.map((doc) => doc.id);
}
