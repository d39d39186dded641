// The dashboards' tallies against the emulators. The mechanism on a collection of its own (no
// trigger watches it, so its tally moves only by these calls): an event delivered three times and
// twice at once counts once, a late or out-of-order event changes nothing, a deleted document
// leaves the tally, and the repair reconciles what the trigger missed. Then the real triggers:
// recruiting and screening writes reach their tallies, every figure of their posting then equals
// the collection's aggregations (compareTally; the figures across postings after the run, in
// quiet/tallies-at-rest.test.ts), and the check finds a drift.
import { COLLECTIONS, dayKey, TALLY_SHARDS, tallyShardId, type TallySource } from '@careers/domain/shared';
import { makeAccount } from '@careers/domain/testing';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { adminDb } from '../../tests/support/admin-app';
import { changeOf, deliverRepeatedly } from '../../tests/support/deliver';
import { TRIGGER_WAIT } from '../../tests/support/triggers';
import { createApplication, createScreeningApplication } from '../../tests/support/writers';
import type { DocumentChange } from '../src/decisions/document-change';
import { compareTally } from '../src/decisions/tallies/check';
import { db } from '../src/lib/firebase';
import { converter } from '../src/stores/converter';
import { inTransaction } from '../src/stores/firestore';
import { talliedDocuments } from '../src/stores/tallied';
import { rebuildTally, reconcileAllTallies, readTally, reconcileTally } from '../src/stores/tallies';

interface Item {
  status: string;
  created_at: Date;
}

/** A tally of its own per test: an area and collection no trigger and no other test touches. */
function isolatedSource(): TallySource<Item> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    area: `test-${tag}`,
    collection: `tallyTestItems-${tag}`,
    contribution: (item) => ({ [`status.${item.status}`]: 1, [`day.${dayKey(item.created_at)}`]: 1 }),
  };
}

const DAY = new Date('2026-11-20T09:00:00Z');

/** A tally without its zero counts (a rebuild writes none). */
const nonZero = (tally: Record<string, number>) => Object.fromEntries(Object.entries(tally).filter(([, n]) => n !== 0));
describe('a tally, reconciled', () => {
  it('counts an event delivered three times in a row and twice at once once', async () => {
    const source = isolatedSource();
    const items = adminDb.collection(source.collection);
    await items.doc('a').set({ status: 'hired', created_at: DAY });
    await items.doc('b').set({ status: 'hired', created_at: DAY });
    for (const id of ['a', 'b']) {
      await deliverRepeatedly(
        (change: DocumentChange<Item>) => reconcileTally(source, change.id),
        changeOf<Item>(id, { status: 'hired', created_at: DAY }),
      );
    }
    expect(await readTally(source.area)).toEqual({ 'status.hired': 2, 'day.2026-11-20': 2 });
  });

  it('follows a status change, ignores a late delivery of the old event, and forgets a deleted document', async () => {
    const source = isolatedSource();
    const ref = adminDb.collection(source.collection).doc('c');
    await ref.set({ status: 'interviewed', created_at: DAY });
    expect(await reconcileTally(source, 'c')).toEqual({ 'status.interviewed': 1, 'day.2026-11-20': 1 });
    await ref.update({ status: 'hired' });
    expect(await reconcileTally(source, 'c')).toEqual({ 'status.interviewed': -1, 'status.hired': 1 });
    // The first event arrives again, late: the document is counted as it is now.
    expect(await reconcileTally(source, 'c')).toEqual({});
    expect(await readTally(source.area)).toEqual({ 'status.interviewed': 0, 'status.hired': 1, 'day.2026-11-20': 1 });

    await ref.delete();
    await Promise.all([reconcileTally(source, 'c'), reconcileTally(source, 'c')]);
    expect(await readTally(source.area)).toEqual({ 'status.interviewed': 0, 'status.hired': 0, 'day.2026-11-20': 0 });
    expect((await adminDb.collection(COLLECTIONS.tallyEntries).doc(`${source.area}-c`).get()).exists).toBe(false);
  });

  it('keeps each document on one shard and spreads many over the shards', async () => {
    const source = isolatedSource();
    const items = adminDb.collection(source.collection);
    const ids = Array.from({ length: 40 }, (_, i) => `item-${i}`);
    await Promise.all(ids.map((id) => items.doc(id).set({ status: 'hired', created_at: DAY })));
    await Promise.all(ids.map((id) => reconcileTally(source, id)));
    const shards = await adminDb.collection(COLLECTIONS.tallies).where('area', '==', source.area).get();
    expect(shards.size).toBe(TALLY_SHARDS);
    expect(shards.docs.map((doc) => doc.id).sort()).toEqual([0, 1, 2, 3].map((n) => tallyShardId(source.area, n)));
    expect(await readTally(source.area)).toEqual({ 'status.hired': 40, 'day.2026-11-20': 40 });
  });

  it('the repair counts what no trigger saw and drops what was deleted unseen', async () => {
    const source = isolatedSource();
    const items = adminDb.collection(source.collection);
    await items.doc('seen').set({ status: 'hired', created_at: DAY });
    await items.doc('gone').set({ status: 'interviewed', created_at: DAY });
    await reconcileTally(source, 'seen');
    await reconcileTally(source, 'gone');
    // Written and deleted while the trigger was off.
    await items.doc('unseen').set({ status: 'interviewed', created_at: DAY });
    await items.doc('gone').delete();

    expect(await reconcileAllTallies(source)).toEqual({ documents: 2, orphans: 1, changed: 2 });
    expect(await readTally(source.area)).toEqual({ 'status.hired': 1, 'status.interviewed': 1, 'day.2026-11-20': 2 });
    expect(await reconcileAllTallies(source)).toEqual({ documents: 2, orphans: 0, changed: 0 });
  });

  it('the rebuild puts right a shard that moved with no entry behind it, which the repair cannot see', async () => {
    const source = isolatedSource();
    const items = adminDb.collection(source.collection);
    for (const [id, status] of [
      ['a', 'hired'],
      ['b', 'hired'],
      ['c', 'interviewed'],
    ] as const) {
      await items.doc(id).set({ status, created_at: DAY });
      await reconcileTally(source, id);
    }
    // A hand edit of one shard: no document or entry says so.
    await adminDb
      .collection(COLLECTIONS.tallies)
      .doc(tallyShardId(source.area, 3))
      .set({ area: source.area, shard: 3, counts: { status: { hired: 5, offered: 1 } } }, { merge: true });
    expect(await reconcileAllTallies(source)).toEqual({ documents: 3, orphans: 0, changed: 0 });
    expect((await readTally(source.area))['status.hired']).toBe(7);

    expect(await rebuildTally(source.area)).toEqual({ entries: 3, changed: true });
    expect(await readTally(source.area)).toEqual({ 'status.hired': 2, 'status.interviewed': 1, 'day.2026-11-20': 3 });
    expect(await rebuildTally(source.area)).toEqual({ entries: 3, changed: false });
  });

  it("a write counted in its own transaction is current at once; the trigger's event delivered twice and a rebuild beside it add nothing", async () => {
    const source = isolatedSource();
    const items = talliedDocuments<Item & { id: string }>(source, (id) =>
      db.collection(source.collection).withConverter(converter<Item & { id: string }>()).doc(id),
    );
    await inTransaction(async (tx) => {
      await items.readIn(tx, 'w');
      items.createIn(tx, { id: 'w', status: 'submitted', created_at: DAY });
    });
    expect(await readTally(source.area)).toEqual({ 'status.submitted': 1, 'day.2026-11-20': 1 });
    await inTransaction(async (tx) => {
      await items.readIn(tx, 'w');
      items.updateIn(tx, 'w', { status: 'hired' });
    });
    const counted = { 'status.submitted': 0, 'status.hired': 1, 'day.2026-11-20': 1 };
    expect(await readTally(source.area)).toEqual(counted);
    await Promise.all([
      deliverRepeatedly(
        (change: DocumentChange<Item>) => reconcileTally(source, change.id),
        changeOf<Item>('w', { status: 'hired', created_at: DAY }),
      ),
      rebuildTally(source.area),
    ]);
    // The rebuild writes no zero counts; the figures are the same.
    expect(nonZero(await readTally(source.area))).toEqual(nonZero(counted));
    // A write whose transaction did not read the document (with its entry) is refused: it could not count it.
    await expect(inTransaction(async (tx) => items.updateIn(tx, 'w', { status: 'rejected' }))).rejects.toThrow(
      'read it in this transaction',
    );
  });

  it('a rebuild among reconciles loses none of them', async () => {
    const source = isolatedSource();
    const items = adminDb.collection(source.collection);
    const ids = Array.from({ length: 24 }, (_, n) => `item-${n}`);
    await Promise.all(ids.map((id) => items.doc(id).set({ status: 'hired', created_at: DAY })));
    await Promise.all([
      ...ids.map((id) => reconcileTally(source, id)),
      rebuildTally(source.area),
      rebuildTally(source.area),
    ]);
    expect(await readTally(source.area)).toEqual({ 'status.hired': 24, 'day.2026-11-20': 24 });
  });
});

/** Waits until `read` equals `expected()` read at the same moment (other test files write meanwhile). */
async function settlesTo<T>(read: () => Promise<T>, expected: () => Promise<T>): Promise<void> {
  await vi.waitFor(async () => {
    const [want, got] = await Promise.all([expected(), read()]);
    expect(got).toEqual(want);
  }, TRIGGER_WAIT);
}

const entryOf = async (area: string, id: string) =>
  (await adminDb.collection(COLLECTIONS.tallyEntries).doc(`${area}-${id}`).get()).data();

/**
 * Waits until every figure of compareTally within `posting` agrees (polled: the trigger runs a
 * moment after the write). The figures across postings move with every other test file's writes,
 * so they agree only at a moment of rest: quiet/tallies-at-rest.test.ts checks them after the run.
 */
async function tallyAgrees(area: 'recruiting' | 'screening', posting: string): Promise<void> {
  await vi.waitFor(async () => {
    const figures = await compareTally(area, new Date(), { postings: [posting] });
    const within = figures.filter((figure) => figure.what.startsWith(`posting ${posting}: `));
    expect(within.filter((comparison) => !comparison.ok)).toEqual([]);
    expect(within.length).toBeGreaterThan(0);
  }, TRIGGER_WAIT);
}

/** A posting of its own per test, so its figures are the test's alone. */
const ownPosting = () => `tally-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// The trigger runs a moment after each write, later when the functions emulator is busy with every
// other test file's writes: these wait for it as every function test waits for a trigger (TRIGGER_WAIT).
describe('the tally triggers', () => {
  it('a recruiting application written and moved on reaches the recruiting tally, across postings and within its own', async () => {
    const account = makeAccount();
    const posting = ownPosting();
    const { id } = await createApplication(account, 'interviewed', {
      created_at: new Date('2026-11-20T23:30:00Z'),
      job_slug: posting,
    });
    await adminDb.collection(COLLECTIONS.recruitingApplications).doc(id).update({ status: 'hired' });
    await settlesTo(
      () => entryOf('recruiting', id),
      async () => ({
        area: 'recruiting',
        id,
        counts: {
          status: { hired: 1 },
          day: { '2026-11-20': 1 },
          [`status@${posting}`]: { hired: 1 },
          [`day@${posting}`]: { '2026-11-20': 1 },
        },
      }),
    );
    await tallyAgrees('recruiting', posting);
    const figures = await compareTally('recruiting', new Date(), { postings: [posting] });
    expect(figures.find((figure) => figure.what === `posting ${posting}: status hired`)).toEqual({
      what: `posting ${posting}: status hired`,
      tally: 1,
      counted: 1,
      ok: true,
    });
    expect(figures.find((figure) => figure.what === `posting ${posting}: status interviewed`)).toMatchObject({
      tally: 0,
      counted: 0,
    });
  });

  it('a screening application reaches the screening tally with its score in thousandths, within its posting too', async () => {
    const account = makeAccount();
    const posting = ownPosting();
    const { application } = await createScreeningApplication(account, 'screening_passed', undefined, {
      created_at: new Date('2026-11-21T08:00:00Z'),
      fs_overall_score: 7.35,
      job_slug: posting,
    });
    await settlesTo(
      () => entryOf('screening', application.id),
      async () => ({
        area: 'screening',
        id: application.id,
        counts: {
          status: { screening_passed: 1 },
          day: { '2026-11-21': 1 },
          score: { count: 1, milli: 7350 },
          [`status@${posting}`]: { screening_passed: 1 },
          [`day@${posting}`]: { '2026-11-21': 1 },
          [`score@${posting}`]: { count: 1, milli: 7350 },
        },
      }),
    );
    await tallyAgrees('screening', posting);
  });
});

describe('the tally check', () => {
  it('finds a figure the tally holds that the collection does not', async () => {
    // A day long after every test's applications: only the days in total can notice it.
    const shard = adminDb.collection(COLLECTIONS.tallies).doc(tallyShardId('recruiting', 0));
    const drift = (n: number) =>
      shard.set(
        { area: 'recruiting', shard: 0, counts: { day: { '2031-01-01': FieldValue.increment(n) } } },
        { merge: true },
      );
    // Far more than the applications other test files write meanwhile.
    await drift(1_000_000);
    try {
      const figures = await compareTally('recruiting', new Date(), { postings: [] });
      const days = figures.find((comparison) => comparison.what === 'days in total');
      expect(days).toMatchObject({ ok: false });
      expect(days!.tally).toBeGreaterThan(days!.counted);
    } finally {
      await drift(-1_000_000);
    }
  });

  it("finds a posting's figure that its applications do not hold, and checks every posting the tally counts by default", async () => {
    const posting = ownPosting();
    const account = makeAccount();
    await createApplication(account, 'hired', { job_slug: posting });
    await tallyAgrees('recruiting', posting);
    // Counted within the posting only: the figures across postings cannot notice it.
    const shard = adminDb.collection(COLLECTIONS.tallies).doc(tallyShardId('recruiting', 1));
    const drift = (n: number) =>
      shard.set(
        { area: 'recruiting', shard: 1, counts: { [`status@${posting}`]: { hired: FieldValue.increment(n) } } },
        { merge: true },
      );
    await drift(2);
    try {
      const hired = (figures: Awaited<ReturnType<typeof compareTally>>) =>
        figures.find((figure) => figure.what === `posting ${posting}: status hired`);
      expect(hired(await compareTally('recruiting', new Date(), { postings: [posting] }))).toEqual({
        what: `posting ${posting}: status hired`,
        tally: 3,
        counted: 1,
        ok: false,
      });
      // By default the check covers each posting the tally counts anything within: this one among them.
      expect(hired(await compareTally('recruiting'))).toMatchObject({ tally: 3, counted: 1, ok: false });
    } finally {
      await drift(-2);
    }
  });
});
