// Figures kept as counts per posting and day of submission (stores/day-counts.ts) follow every
// application by reconciliation: one transaction reads what the application counts now and what it
// last counted (its entry), and moves the counts by the difference, so a delivery again, two at
// once, or one after the application is gone change nothing twice.
import { flattenTally, nestTally, tallyDelta, type Tally } from '@careers/domain/shared';
import { applicationIdsOf, type DayCountsStore } from '../stores/day-counts';
import { inTransaction, type Transaction } from '../stores/firestore';

/** What an application counts now: the posting and day it counts in, and its counts. */
export interface DayContribution {
  slug: string;
  day: string;
  counts: Tally;
}

const negated = (tally: Tally): Tally => Object.fromEntries(Object.entries(tally).map(([key, n]) => [key, -n]));

/**
 * Brings `store`'s counts of `flow` up to date with application `id`, whose counts now `current`
 * reads within the transaction (null: it counts nothing): whether anything moved.
 */
export function reconcileDayCounts<Flow extends string>(
  store: DayCountsStore<Flow>,
  flow: Flow,
  id: string,
  current: (tx: Transaction) => Promise<DayContribution | null>,
): Promise<boolean> {
  return inTransaction(async (tx) => {
    const now = await current(tx);
    const entry = await store.readEntryIn(tx, flow, id);
    const before = flattenTally(entry?.counts);
    if (entry && now && entry.day === now.day && entry.job_slug === now.slug) {
      const delta = tallyDelta(before, now.counts);
      if (Object.keys(delta).length === 0) return false;
      store.moveIn(tx, flow, now.slug, now.day, delta);
    } else {
      if (!entry && !now) return false;
      if (entry) store.moveIn(tx, flow, entry.job_slug, entry.day, negated(before));
      if (now) store.moveIn(tx, flow, now.slug, now.day, now.counts);
    }
    store.writeEntryIn(
      tx,
      flow,
      id,
      now ? { flow, application_id: id, job_slug: now.slug, day: now.day, counts: nestTally(now.counts) } : null,
    );
    return true;
  });
}

/** Reconciles every application of `flow` with `reconcile` (a backfill, a repair, the seed): how many there are and how many moved. */
export async function reconcileEvery(
  flow: 'recruiting' | 'screening',
  reconcile: (id: string) => Promise<boolean>,
): Promise<{ applications: number; changed: number }> {
  const ids = await applicationIdsOf(flow);
  let changed = 0;
  for (const id of ids) if (await reconcile(id)) changed += 1;
  return { applications: ids.length, changed };
}
