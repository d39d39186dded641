// selfIdentifications/{uid}: a person's voluntary self-identification, kept apart from every
// application. Its owner reads their own; nobody else reads any (admins and the hiring team
// included); no client writes (PUT /api/me/self-identification does, for the owner only).
import { COLLECTIONS } from '@careers/domain/shared';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
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
import { describe, expect, it } from 'vitest';
import { describeMatrix, firestoreAs, UIDS, useRulesEnvironment, withoutRules, type Actor } from './harness';

const answers = { sex: 'female', race_ethnicity: 'asian', updated_at: new Date('2026-11-20T10:00:00Z') };
const ownRef = (db: Firestore) => doc(db, COLLECTIONS.selfIdentifications, UIDS.owner);
const uidOf = (actor: Actor) => (actor === 'anonymous' ? UIDS.owner : UIDS[actor]);

describeMatrix(COLLECTIONS.selfIdentifications, {
  seed: (db) => setDoc(ownRef(db), answers),
  operations: {
    get: (db) => getDoc(ownRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.selfIdentifications)),
    // Each caller tries to write their own answers from the client.
    create: (db, actor) => setDoc(doc(db, COLLECTIONS.selfIdentifications, uidOf(actor)), answers),
    update: (db) => updateDoc(ownRef(db), { sex: 'male' }),
    delete: (db) => deleteDoc(ownRef(db)),
  },
  allowed: {
    anonymous: { get: false, list: false, create: false, update: false, delete: false },
    owner: { get: true, list: false, create: false, update: false, delete: false },
    otherUser: { get: false, list: false, create: false, update: false, delete: false },
    demotedAdmin: { get: false, list: false, create: false, update: false, delete: false },
    // Not even admins: the answers are counted only in aggregates, by the functions.
    admin: { get: false, list: false, create: false, update: false, delete: false },
  },
});

describe('selfIdentifications: edge cases', () => {
  useRulesEnvironment();

  it('the owner reads their answers before they exist (an empty snapshot), and no list of them', async () => {
    const db = firestoreAs('owner');
    const snapshot = await assertSucceeds(getDoc(ownRef(db)));
    expect(snapshot.exists()).toBe(false);
    await assertFails(getDocs(query(collection(db, COLLECTIONS.selfIdentifications), where('sex', '==', 'female'))));
  });

  it('nobody finds whose answers say what, by any filter', async () => {
    await withoutRules((db) => setDoc(ownRef(db), answers));
    for (const actor of ['admin', 'recruiter', 'hiringManager', 'interviewer', 'otherUser'] as const) {
      const db = firestoreAs(actor);
      await assertFails(getDocs(query(collection(db, COLLECTIONS.selfIdentifications), where('sex', '==', 'female'))));
      await assertFails(getDoc(ownRef(db)));
    }
  });
});
