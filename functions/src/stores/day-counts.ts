// Counts kept per flow, posting and day of submission, and what each application counts there now
// (its entry): the fairness figures (fairnessCounts, fairnessEntries) and the pipeline figures
// (analyticsCounts, analyticsEntries) are kept the same way. Both collections are functions' only;
// the figures are read through the API.
import { COLLECTIONS, nestTally, type CollectionName, type NestedTally, type Tally } from '@careers/domain/shared';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { converter } from './converter';
import type { Transaction } from './firestore';

/** What one application counts: in which posting's and day's document, and its counts there. */
export interface DayEntry<Flow extends string> {
  flow: Flow;
  application_id: string;
  job_slug: string;
  day: string;
  counts: NestedTally;
}

/** The counts and entries collections of one kind of figures, and their document ids. */
export interface DayCountsConfig<Flow extends string> {
  counts: CollectionName;
  entries: CollectionName;
  countsId: (flow: Flow, slug: string, day: string) => string;
  entryId: (flow: Flow, applicationId: string) => string;
}

/** The reads and writes of one kind of day counts, within transactions. */
export function dayCountsStore<Flow extends string>(config: DayCountsConfig<Flow>) {
  const entries = () => db.collection(config.entries).withConverter(converter<DayEntry<Flow>>());
  return {
    /** What application `id` counts in `flow` now, within `tx`. */
    async readEntryIn(tx: Transaction, flow: Flow, id: string): Promise<DayEntry<Flow> | undefined> {
      return (await tx.get(entries().doc(config.entryId(flow, id)))).data();
    },
    /** Adds `delta` to the counts of `flow`, `slug` and `day` within `tx` (a merge of increments). */
    moveIn(tx: Transaction, flow: Flow, slug: string, day: string, delta: Tally): void {
      if (Object.keys(delta).length === 0) return;
      const counts = nestTally(delta, (n) => FieldValue.increment(n));
      tx.set(
        db.collection(config.counts).doc(config.countsId(flow, slug, day)),
        { flow, job_slug: slug, day, counts },
        { merge: true },
      );
    },
    /** Stores (or, with null, deletes) what application `id` counts in `flow`, within `tx`. */
    writeEntryIn(tx: Transaction, flow: Flow, id: string, entry: DayEntry<Flow> | null): void {
      const ref = entries().doc(config.entryId(flow, id));
      if (entry) tx.set(ref, entry);
      else tx.delete(ref);
    },
  };
}

export type DayCountsStore<Flow extends string> = ReturnType<typeof dayCountsStore<Flow>>;

/** The ids of every application of a flow (a repair's backfill: one read of each, ids only). */
export async function applicationIdsOf(flow: 'recruiting' | 'screening'): Promise<string[]> {
  const collection = flow === 'recruiting' ? COLLECTIONS.recruitingApplications : COLLECTIONS.screeningApplications;
  return (await db.collection(collection).select().get()).docs.map((doc) => doc.id);
}
