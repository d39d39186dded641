import { screeningStatusDocument } from '@careers/domain/screening';
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

const ownerStatus = screeningStatusDocument('assessing', new Date());
const ownRef = (db: Firestore) => doc(db, COLLECTIONS.screeningStatus, UIDS.owner);
const uidOf = (actor: Actor) => (actor === 'anonymous' ? UIDS.owner : UIDS[actor]);

describeMatrix(COLLECTIONS.screeningStatus, {
  seed: (db) => setDoc(ownRef(db), ownerStatus),
  operations: {
    get: (db) => getDoc(ownRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.screeningStatus)),
    // Each caller tries to give themselves a passed screening.
    create: (db, actor) =>
      setDoc(
        doc(db, COLLECTIONS.screeningStatus, uidOf(actor)),
        screeningStatusDocument('screening_passed', new Date()),
      ),
    update: (db) => updateDoc(ownRef(db), { status: 'screening_passed' }),
    delete: (db) => deleteDoc(ownRef(db)),
  },
  // Functions mirror the status here; the candidate reads their own, admins read all.
  allowed: {
    anonymous: { get: false, list: false, create: false, update: false, delete: false },
    owner: { get: true, list: false, create: false, update: false, delete: false },
    otherUser: { get: false, list: false, create: false, update: false, delete: false },
    demotedAdmin: { get: false, list: false, create: false, update: false, delete: false },
    admin: { get: true, list: true, create: false, update: false, delete: false },
  },
});

describe('screeningStatus: edge cases', () => {
  useRulesEnvironment();

  it('an owner reads their status before it exists (empty snapshot, for the live view)', async () => {
    const snapshot = await assertSucceeds(getDoc(ownRef(firestoreAs('owner'))));
    expect(snapshot.exists()).toBe(false);
  });

  it('an owner reads exactly status, message and time', async () => {
    await withoutRules((db) => setDoc(ownRef(db), ownerStatus));
    const snapshot = await assertSucceeds(getDoc(ownRef(firestoreAs('owner'))));
    expect(Object.keys(snapshot.data() ?? {}).sort()).toEqual(['message', 'status', 'updated_at']);
    expect(snapshot.data()?.message).toBe('Your application is being assessed. Please check back soon.');
  });

  it('nobody may list statuses by filtering, not even the owner on a field', async () => {
    await withoutRules((db) => setDoc(ownRef(db), ownerStatus));
    const byStatus = query(
      collection(firestoreAs('owner'), COLLECTIONS.screeningStatus),
      where('status', '==', 'assessing'),
    );
    await assertFails(getDocs(byStatus));
  });

  it("another user may not read the owner's status", async () => {
    await withoutRules((db) => setDoc(ownRef(db), ownerStatus));
    await assertFails(getDoc(ownRef(firestoreAs('otherUser'))));
  });
});
