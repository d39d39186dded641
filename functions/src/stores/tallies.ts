// tallies/{area}-{shard} and tallyEntries/{area}-{id}: the dashboards' counts (domain/src/shared/tally.ts).
//
// A tally is reconciled, not incremented per event: one transaction reads the document as it is
// now and what it last contributed (its entry), stores the new contribution and adds the
// difference to its shard. Delivering an event again, twice at once, out of order or after the
// document is gone therefore changes nothing twice: the difference is zero once it is counted.
import {
  COLLECTIONS,
  flattenTally,
  nestTally,
  shardOf,
  sumTallies,
  TALLY_AREAS,
  tallyDelta,
  tallyEntryId,
  tallyShardId,
  type Tally,
  type TallyArea,
  type TallyEntry,
  type TallyShard,
} from '@careers/domain';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { converter } from './converter';
import { inTransaction } from './firestore';

const shards = () => db.collection(COLLECTIONS.tallies).withConverter(converter<TallyShard>());
const entries = () => db.collection(COLLECTIONS.tallyEntries).withConverter(converter<TallyEntry>());
const tallied = <T extends DocumentData>(area: TallyArea) => db.collection(TALLY_AREAS[area]).withConverter(converter<T>());

/** What a document of an area contributes to its tally (the domain's recruitingTally, screeningTally). */
export type Contribution<T> = (document: T) => Tally;

/**
 * Brings the tally of `area` up to date with its document `id`: answers the difference it added
 * ({} when the tally already counted the document as it is).
 */
export function reconcileTally<T extends DocumentData>(
  area: TallyArea,
  id: string,
  contribution: Contribution<T>,
  now = new Date(),
): Promise<Tally> {
  const entryRef = entries().doc(tallyEntryId(area, id));
  return inTransaction(async (tx) => {
    const [document, entry] = await Promise.all([tx.get(tallied<T>(area).doc(id)), tx.get(entryRef)]);
    const counted = flattenTally(entry.data()?.counts);
    const current = document.exists ? contribution(document.data() as T) : {};
    const delta = tallyDelta(counted, current);
    if (Object.keys(delta).length === 0) return delta;
    if (document.exists) tx.set(entryRef, { area, id, counts: nestTally(current) });
    else tx.delete(entryRef);
    const shard = shardOf(id);
    tx.set(
      shards().doc(tallyShardId(area, shard)),
      { area, shard, counts: nestTally(delta, (n) => FieldValue.increment(n)), updated_at: now } as never,
      { merge: true },
    );
    return delta;
  });
}

/** The tally of `area`: the sum of its shards (TALLY_SHARDS documents read, whatever the number of applications). */
export async function readTally(area: TallyArea): Promise<Tally> {
  const snapshot = await shards().where('area', '==', area).get();
  return sumTallies(snapshot.docs.map((doc) => flattenTally(doc.data().counts)));
}

/**
 * Reconciles every document of `area` and every entry left by a deleted one (a backfill, or a repair
 * after triggers were off): reads the whole collection, so it is a maintenance script's job, never
 * a page's. `concurrency` transactions run at once. Answers how many documents changed the tally.
 */
export async function reconcileAllTallies<T extends DocumentData>(
  area: TallyArea,
  contribution: Contribution<T>,
  concurrency = 16,
): Promise<{ documents: number; changed: number }> {
  const ids = new Set((await tallied(area).select().get()).docs.map((doc) => doc.id));
  const counted = await entries().where('area', '==', area).select('id').get();
  for (const entry of counted.docs) ids.add(entry.get('id') as string);
  const queue = [...ids];
  let changed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (Object.keys(await reconcileTally(area, id, contribution)).length > 0) changed += 1;
      }
    }),
  );
  return { documents: ids.size, changed };
}

