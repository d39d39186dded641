// tallies/{area}-{shard} and tallyEntries/{area}-{id}: the dashboards' counts (domain/src/shared/tally.ts).
//
// A tally is reconciled, not incremented per event: one transaction reads the document as it is
// now and what it last contributed (its entry), stores the new contribution and adds the
// difference to its shard. Delivering an event again, twice at once, out of order or after the
// document is gone therefore changes nothing twice: the difference is zero once it is counted.
// The stores of the counted documents do the same inside the transaction that writes one
// (countInTallyIn), so the counts are current when the call answers; the trigger that reconciles
// each write after it then finds the difference zero.
import {
  COLLECTIONS,
  flattenTally,
  nestTally,
  shardOf,
  sumTallies,
  tallyDelta,
  tallyEntriesQuery,
  tallyEntryId,
  tallyShardId,
  tallyShardsQuery,
  TALLY_SHARDS,
  type QueryDescriptor,
  type Tally,
  type TallyEntry,
  type TallyShard,
  type TallySource,
} from '@careers/domain/shared';
import { AggregateField, FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { converter } from './converter';
import { inTransaction, type Transaction } from './firestore';
import { describedQuery } from './query';

const shards = () => db.collection(COLLECTIONS.tallies).withConverter(converter<TallyShard>());
const entries = () => db.collection(COLLECTIONS.tallyEntries).withConverter(converter<TallyEntry>());
const documents = <T extends DocumentData>(source: TallySource<T>) =>
  db.collection(source.collection).withConverter(converter<T>());

/**
 * Brings the tally of `source` up to date with its document `id`: answers the difference it added
 * ({} when the tally already counted the document as it is).
 */
export function reconcileTally<T extends DocumentData>(
  source: TallySource<T>,
  id: string,
  now = new Date(),
): Promise<Tally> {
  const { area } = source;
  const entryRef = entries().doc(tallyEntryId(area, id));
  return inTransaction(async (tx) => {
    const [document, entry] = await Promise.all([tx.get(documents(source).doc(id)), tx.get(entryRef)]);
    const counted = flattenTally(entry.data()?.counts);
    const data = document.data();
    const current = data ? source.contribution(data) : {};
    const delta = tallyDelta(counted, current);
    if (Object.keys(delta).length === 0) return delta;
    if (data) tx.set(entryRef, { area, id, counts: nestTally(current) });
    else tx.delete(entryRef);
    moveShardIn(tx, area, id, delta, now);
    return delta;
  });
}

/**
 * The tallies a transaction keeps as it writes (the write-through): what each document it read had
 * been counted as, by `{area}-{id}`, so the write that follows adds the difference in the same
 * transaction and the dashboards are current as soon as the call answers. The tally trigger stays
 * behind it as the backstop (for a write by any other path), and finds nothing left to add.
 */
const countedIn = new WeakMap<Transaction, Map<string, Tally>>();

/** Reads, within `tx`, what the tally of `area` counts for document `id`: call it with the document's own read. */
export async function readTallyEntryIn(tx: Transaction, area: string, id: string): Promise<void> {
  const entry = await tx.get(entries().doc(tallyEntryId(area, id)));
  const counted = countedIn.get(tx) ?? new Map<string, Tally>();
  counted.set(tallyEntryId(area, id), flattenTally(entry.data()?.counts));
  countedIn.set(tx, counted);
}

/**
 * Counts document `id` as `data` now is (undefined: deleted) in the tally of `source`, within `tx`:
 * its entry and its shard move by the difference from what was counted when it was read
 * (readTallyEntryIn). A write without that read is a programming error and throws.
 */
export function countInTallyIn<T extends DocumentData>(
  tx: Transaction,
  source: TallySource<T>,
  id: string,
  data: T | undefined,
  now = new Date(),
): Tally {
  const key = tallyEntryId(source.area, id);
  const counted = countedIn.get(tx)?.get(key);
  if (!counted) throw new Error(`${key}: read the document with its tally entry (readTallyEntryIn) before writing it`);
  const current = data ? source.contribution(data) : {};
  const delta = tallyDelta(counted, current);
  if (Object.keys(delta).length === 0) return delta;
  const entryRef = entries().doc(key);
  if (data) tx.set(entryRef, { area: source.area, id, counts: nestTally(current) });
  else tx.delete(entryRef);
  moveShardIn(tx, source.area, id, delta, now);
  countedIn.get(tx)!.set(key, current);
  return delta;
}

/** Adds `delta` to the shard of document `id` within `tx` (a merge: the shard's other counts stay). */
function moveShardIn(tx: Transaction, area: string, id: string, delta: Tally, now: Date): void {
  const shard = shardOf(id);
  const increments = nestTally(delta, (n) => FieldValue.increment(n));
  tx.set(shards().doc(tallyShardId(area, shard)), { area, shard, counts: increments, updated_at: now } as never, {
    merge: true,
  });
}

/** The tally of `area`: the sum of its shards (TALLY_SHARDS documents read, whatever the number of documents). */
export async function readTally(area: string): Promise<Tally> {
  const snapshot = await describedQuery(shards(), tallyShardsQuery(area)).get();
  return sumTallies(snapshot.docs.map((doc) => flattenTally(doc.data().counts)));
}

/** What a repair did: the documents it counted, the entries it found without a document, how many changed the tally. */
export interface ReconcileReport {
  documents: number;
  orphans: number;
  changed: number;
}

/**
 * Reconciles every document of `source` and every entry a deleted one left (the backfill, or a
 * repair after the trigger was off): reads the whole collection, so it is a maintenance script's
 * job, never a page's. `concurrency` transactions run at once.
 */
export async function reconcileAllTallies<T extends DocumentData>(
  source: TallySource<T>,
  concurrency = 16,
): Promise<ReconcileReport> {
  const documentIds = new Set((await documents(source).select().get()).docs.map((doc) => doc.id));
  const counted = await describedQuery(entries(), tallyEntriesQuery(source.area)).select('id').get();
  const orphans = counted.docs.map((entry) => entry.get('id') as string).filter((id) => !documentIds.has(id));
  const queue = [...documentIds, ...orphans];
  let changed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (Object.keys(await reconcileTally(source, id)).length > 0) changed += 1;
      }
    }),
  );
  return { documents: documentIds.size, orphans: orphans.length, changed };
}

/** What a rebuild did: the entries it summed, and whether the shards held anything else. */
export interface RebuildReport {
  entries: number;
  changed: boolean;
}

/**
 * Rewrites the shards of `area` as the sum of its entries, in one transaction (so a trigger's
 * reconcile lands wholly before or after it). The repair of a shard that moved without an entry
 * behind it (a write by hand, a half-cleared store), which reconcileAllTallies cannot see: run it
 * after that repair. Reads every entry of the area, so it is a maintenance script's job.
 */
export function rebuildTally(area: string, now = new Date()): Promise<RebuildReport> {
  return inTransaction(async (tx) => {
    const counted = await tx.get(describedQuery(entries(), tallyEntriesQuery(area)));
    const current = await tx.get(describedQuery(shards(), tallyShardsQuery(area)));
    const total = sumTallies(counted.docs.map((entry) => flattenTally(entry.data().counts)));
    const held = sumTallies(current.docs.map((shard) => flattenTally(shard.data().counts)));
    for (let shard = 0; shard < TALLY_SHARDS; shard += 1) {
      const counts = shard === 0 ? nestTally(total) : {};
      tx.set(shards().doc(tallyShardId(area, shard)), { area, shard, counts, updated_at: now });
    }
    return { entries: counted.size, changed: Object.keys(tallyDelta(held, total)).length > 0 };
  });
}

/** How many documents `description` matches: a count() aggregation (the tally check's yardstick). */
export async function countOf(description: QueryDescriptor): Promise<number> {
  const query = describedQuery(db.collection(description.collection), description);
  return (await query.count().get()).data().count;
}

/** The sum of a numeric field over what `description` reads (a sum() aggregation; missing and null values count for nothing). */
export async function sumIn(description: QueryDescriptor, field: string): Promise<number> {
  const query = describedQuery(db.collection(description.collection), description);
  return (await query.aggregate({ sum: AggregateField.sum(field) }).get()).data().sum;
}

/** The tally entries of the document `id` in every area (what the person's applications contribute), with their ids. */
export async function tallyEntriesOf(
  id: string,
  areas: readonly string[],
): Promise<{ id: string; entry: TallyEntry }[]> {
  const found = await Promise.all(areas.map((area) => entries().doc(tallyEntryId(area, id)).get()));
  return found.flatMap((snapshot) => (snapshot.exists ? [{ id: snapshot.id, entry: snapshot.data()! }] : []));
}
