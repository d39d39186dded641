import { COLLECTIONS } from '@careers/domain';
import { makeAccount, makeApplication } from '@careers/domain/testing';
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

const owner = makeAccount({ uid: UIDS.owner });
const ownerApplication = makeApplication(owner, 'meeting_scheduled', { nda_signed: false });
const ownRef = (db: Firestore) => doc(db, COLLECTIONS.recruitingApplications, owner.uid);
const seedOwnerApplication = (db: Firestore) => setDoc(ownRef(db), ownerApplication);

/** The uid an actor would create their own application under (anonymous tries the owner's). */
const uidOf = (actor: Actor) => (actor === 'anonymous' ? UIDS.owner : UIDS[actor]);

describeMatrix(COLLECTIONS.recruitingApplications, {
  seed: seedOwnerApplication,
  operations: {
    get: (db) => getDoc(ownRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.recruitingApplications)),
    // Each caller tries to create their own application, the one a client would most want to write.
    create: (db, actor) => {
      const uid = uidOf(actor);
      return setDoc(
        doc(db, COLLECTIONS.recruitingApplications, uid),
        makeApplication({ ...owner, uid }, 'meeting_scheduled'),
      );
    },
    update: (db) => updateDoc(ownRef(db), { status: 'hired' }),
    delete: (db) => deleteDoc(ownRef(db)),
  },
  // Functions write applications; the candidate reads their own, admins read all.
  allowed: {
    anonymous: { get: false, list: false, create: false, update: false, delete: false },
    owner: { get: true, list: false, create: false, update: false, delete: false },
    otherUser: { get: false, list: false, create: false, update: false, delete: false },
    // Revoked: the claim left in their token counts for nothing.
    demotedAdmin: { get: false, list: false, create: false, update: false, delete: false },
    admin: { get: true, list: true, create: false, update: false, delete: false },
  },
});

describe('recruitingApplications: edge cases', () => {
  useRulesEnvironment();
  const byUser = (db: Firestore, uid: string) =>
    query(collection(db, COLLECTIONS.recruitingApplications), where('user_id', '==', uid));

  it('an owner may list applications when the query is filtered to their own uid', async () => {
    await withoutRules(seedOwnerApplication);
    const snapshot = await assertSucceeds(getDocs(byUser(firestoreAs('owner'), owner.uid)));
    expect(snapshot.docs.map((d) => d.id)).toEqual([owner.uid]);
  });

  it("another user may not list the owner's application by filtering on the owner's uid", async () => {
    await withoutRules(seedOwnerApplication);
    await assertFails(getDocs(byUser(firestoreAs('otherUser'), owner.uid)));
  });

  it('a user filtering on their own uid sees none of the owner’s applications', async () => {
    await withoutRules(seedOwnerApplication);
    const snapshot = await assertSucceeds(getDocs(byUser(firestoreAs('otherUser'), UIDS.otherUser)));
    expect(snapshot.empty).toBe(true);
  });

  it('an owner may not list with a filter that is not their uid (by status)', async () => {
    await withoutRules(seedOwnerApplication);
    const byStatus = query(
      collection(firestoreAs('owner'), COLLECTIONS.recruitingApplications),
      where('status', '==', 'hired'),
    );
    await assertFails(getDocs(byStatus));
  });

  it('anonymous may not list even with a user_id filter', async () => {
    await withoutRules(seedOwnerApplication);
    await assertFails(getDocs(byUser(firestoreAs('anonymous'), owner.uid)));
  });

  it('an owner reads their application before it exists (empty snapshot, for the live view)', async () => {
    const snapshot = await assertSucceeds(getDoc(ownRef(firestoreAs('owner'))));
    expect(snapshot.exists()).toBe(false);
  });

  it('an owner may not flip their status', async () => {
    await withoutRules(seedOwnerApplication);
    await assertFails(updateDoc(ownRef(firestoreAs('owner')), { status: 'meeting_scheduled' }));
    await assertFails(updateDoc(ownRef(firestoreAs('owner')), { status: 'hired', updated_at: new Date() }));
  });

  it('an owner may not mark their NDA signed or set an interview time', async () => {
    await withoutRules(seedOwnerApplication);
    await assertFails(updateDoc(ownRef(firestoreAs('owner')), { nda_signed: true }));
    await assertFails(updateDoc(ownRef(firestoreAs('owner')), { interview_start: new Date() }));
  });

  it('an owner may not overwrite their application with a set', async () => {
    await withoutRules(seedOwnerApplication);
    await assertFails(setDoc(ownRef(firestoreAs('owner')), { ...ownerApplication, status: 'hired' }));
  });

  it('an admin may not change a status from the client either', async () => {
    await withoutRules(seedOwnerApplication);
    await assertFails(updateDoc(ownRef(firestoreAs('admin')), { status: 'interviewed' }));
  });
});
