import { COLLECTIONS, tallyEntryId, tallyShardId, type TallyEntry, type TallyShard } from '@careers/domain/shared';
import { assertFails } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { describeMatrix, firestoreAs, UIDS, useRulesEnvironment, withoutRules } from './harness';

const shard: TallyShard = {
  area: 'recruiting',
  shard: 0,
  counts: { status: { hired: 3 }, day: { '2026-11-20': 3 } },
  updated_at: new Date(),
};
const SHARD_ID = tallyShardId('recruiting', 0);
const shardRef = (db: Firestore) => doc(db, COLLECTIONS.tallies, SHARD_ID);
const seedShard = (db: Firestore) => setDoc(shardRef(db), shard);

describeMatrix(COLLECTIONS.tallies, {
  seed: seedShard,
  operations: {
    get: (db) => getDoc(shardRef(db)),
    list: (db) => getDocs(query(collection(db, COLLECTIONS.tallies), where('area', '==', 'recruiting'))),
    create: (db) => setDoc(doc(db, COLLECTIONS.tallies, tallyShardId('recruiting', 1)), { ...shard, shard: 1 }),
    update: (db) => updateDoc(shardRef(db), { 'counts.status.hired': 999 }),
    delete: (db) => deleteDoc(shardRef(db)),
  },
  // The dashboards read the counts live; only the tally trigger writes them (a client that could
  // would show any numbers it liked to every admin).
  allowed: {
    anonymous: { get: false, list: false, create: false, update: false, delete: false },
    owner: { get: false, list: false, create: false, update: false, delete: false },
    otherUser: { get: false, list: false, create: false, update: false, delete: false },
    demotedAdmin: { get: false, list: false, create: false, update: false, delete: false },
    admin: { get: true, list: true, create: false, update: false, delete: false },
  },
});

// The owner here is the candidate whose application the entry counts.
const entry: TallyEntry = { area: 'recruiting', id: UIDS.owner, counts: { status: { hired: 1 } } };
const ENTRY_ID = tallyEntryId('recruiting', UIDS.owner);
const entryRef = (db: Firestore) => doc(db, COLLECTIONS.tallyEntries, ENTRY_ID);
const seedEntry = (db: Firestore) => setDoc(entryRef(db), entry);

describeMatrix(COLLECTIONS.tallyEntries, {
  seed: seedEntry,
  operations: {
    get: (db) => getDoc(entryRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.tallyEntries)),
    create: (db) => setDoc(doc(db, COLLECTIONS.tallyEntries, tallyEntryId('screening', UIDS.owner)), entry),
    update: (db) => updateDoc(entryRef(db), { 'counts.status.hired': 0 }),
    delete: (db) => deleteDoc(entryRef(db)),
  },
  // The trigger's own bookkeeping: nobody reads or writes it from a client, its owner and admins included.
  allowed: {
    anonymous: { get: false, list: false, create: false, update: false, delete: false },
    owner: { get: false, list: false, create: false, update: false, delete: false },
    otherUser: { get: false, list: false, create: false, update: false, delete: false },
    demotedAdmin: { get: false, list: false, create: false, update: false, delete: false },
    admin: { get: false, list: false, create: false, update: false, delete: false },
  },
});

describe('tallies: edge cases', () => {
  useRulesEnvironment();

  it('a candidate may not read the shards even by their area', async () => {
    await withoutRules(seedShard);
    const byArea = query(collection(firestoreAs('owner'), COLLECTIONS.tallies), where('area', '==', 'screening'));
    await assertFails(getDocs(byArea));
  });

  it('an admin may not reset a shard to zero by writing it whole', async () => {
    await withoutRules(seedShard);
    await assertFails(setDoc(shardRef(firestoreAs('admin')), { ...shard, counts: {} }));
  });
});
