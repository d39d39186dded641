// The dashboards' tallies against the emulators. The mechanism on a collection of its own (no
// trigger watches it, so its tally moves only by these calls): an event delivered three times and
// twice at once counts once, a late or out-of-order event changes nothing, a deleted document
// leaves the tally, and the repair reconciles what the trigger missed. Then the real triggers:
// recruiting and screening writes reach their tallies, which equal the count() of the collection.
import {
  ADMIN_RECRUITING_STATUSES,
  COLLECTIONS,
  dayKey,
  TALLY_SHARDS,
  tallyShardId,
  type RecruitingApplication,
  type TallySource,
} from '@careers/domain';
import { makeAccount } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../../tests/support/admin-app';
import { deliverRepeatedly } from '../../tests/support/deliver';
import { createApplication, createScreeningApplication } from '../../tests/support/writers';
import type { DocumentChange } from '../src/decisions/document-change';
import { reconcileAllTallies, readTally, reconcileTally } from '../src/stores/tallies';

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
const changeOf = (id: string, eventId: string, after: Item | null): DocumentChange<Item> => ({
  id,
  eventId,
  before: null,
  after,
});

describe('a tally, reconciled', () => {
  it('counts an event delivered three times in a row and twice at once once', async () => {
    const source = isolatedSource();
    const items = adminDb.collection(source.collection);
    await items.doc('a').set({ status: 'hired', created_at: DAY });
    await items.doc('b').set({ status: 'hired', created_at: DAY });
    for (const id of ['a', 'b']) {
      await deliverRepeatedly(
        (change: DocumentChange<Item>) => reconcileTally(source, change.id),
        changeOf(id, `event-${id}`, { status: 'hired', created_at: DAY }),
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

    expect(await reconcileAllTallies(source)).toEqual({ documents: 3, changed: 2 });
    expect(await readTally(source.area)).toEqual({ 'status.hired': 1, 'status.interviewed': 1, 'day.2026-11-20': 2 });
    expect(await reconcileAllTallies(source)).toEqual({ documents: 2, changed: 0 });
  });
});

/** Polls `read` until it equals `expected()` read at the same moment (other test files write meanwhile). */
async function settlesTo<T>(read: () => Promise<T>, expected: () => Promise<T>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [want, got] = await Promise.all([expected(), read()]);
    if (JSON.stringify(got) === JSON.stringify(want) || Date.now() > deadline) {
      expect(got).toEqual(want);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const countWhere = async (collection: string, field: string, value: string) =>
  (await adminDb.collection(collection).where(field, '==', value).count().get()).data().count;

describe('the tally triggers', () => {
  it('a recruiting application written and moved on reaches the recruiting tally, which equals count()', async () => {
    const account = makeAccount();
    const application: RecruitingApplication = await createApplication(account, 'interviewed');
    await adminDb.collection(COLLECTIONS.recruitingApplications).doc(account.uid).update({ status: 'hired' });
    await settlesTo(
      async () => (await adminDb.collection(COLLECTIONS.tallyEntries).doc(`recruiting-${account.uid}`).get()).data(),
      async () => ({
        area: 'recruiting',
        id: account.uid,
        counts: { status: { hired: 1 }, day: { [dayKey(application.created_at)]: 1 } },
      }),
    );
    await settlesTo(
      async () => {
        const tally = await readTally('recruiting');
        return ADMIN_RECRUITING_STATUSES.map((status) => tally[`status.${status}`] ?? 0);
      },
      () =>
        Promise.all(
          ADMIN_RECRUITING_STATUSES.map((status) => countWhere(COLLECTIONS.recruitingApplications, 'status', status)),
        ),
    );
  });

  it('a screening application reaches the screening tally with its score', async () => {
    const account = makeAccount();
    const { application } = await createScreeningApplication(account, 'screening_passed');
    expect(application.fs_overall_score).toEqual(expect.any(Number));
    await settlesTo(
      async () => (await adminDb.collection(COLLECTIONS.tallyEntries).doc(`screening-${account.uid}`).get()).data(),
      async () => ({
        area: 'screening',
        id: account.uid,
        counts: {
          status: { screening_passed: 1 },
          day: { [dayKey(application.created_at)]: 1 },
          score: { count: 1, milli: Math.round(application.fs_overall_score! * 1000) },
        },
      }),
    );
    await settlesTo(
      async () => (await readTally('screening'))['status.screening_passed'] ?? 0,
      () => countWhere(COLLECTIONS.screeningApplications, 'fs_status', 'screening_passed'),
    );
  });
});
