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

// The status of an application to another screening posting (key uid__slug), as the
// functions write it: with user_id and job_slug.
const otherKey = `${UIDS.owner}__backend-engineer-screening`;
const otherRef = (db: Firestore) => doc(db, COLLECTIONS.screeningStatus, otherKey);
const otherStatus = { ...ownerStatus, user_id: UIDS.owner, job_slug: 'backend-engineer-screening' };

describeMatrix(`${COLLECTIONS.screeningStatus} (another posting: {uid}__{slug})`, {
  seed: (db) => setDoc(otherRef(db), otherStatus),
  operations: {
    get: (db) => getDoc(otherRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.screeningStatus)),
    create: (db, actor) =>
      setDoc(doc(db, COLLECTIONS.screeningStatus, `${uidOf(actor)}__backend-engineer-screening`), {
        ...screeningStatusDocument('screening_passed', new Date()),
        user_id: uidOf(actor),
      }),
    update: (db) => updateDoc(otherRef(db), { status: 'screening_passed' }),
    delete: (db) => deleteDoc(otherRef(db)),
  },
  allowed: {
    anonymous: { get: false, list: false, create: false, update: false, delete: false },
    owner: { get: true, list: false, create: false, update: false, delete: false },
    otherUser: { get: false, list: false, create: false, update: false, delete: false },
    demotedAdmin: { get: false, list: false, create: false, update: false, delete: false },
    admin: { get: true, list: true, create: false, update: false, delete: false },
  },
});

describe('screeningStatus: per posting', () => {
  useRulesEnvironment();
  const byUser = (actor: Actor, uid: string) =>
    query(collection(firestoreAs(actor), COLLECTIONS.screeningStatus), where('user_id', '==', uid));

  it('an owner reads their status for another posting before it exists (the live view)', async () => {
    const snapshot = await assertSucceeds(getDoc(otherRef(firestoreAs('owner'))));
    expect(snapshot.exists()).toBe(false);
  });

  it('an owner lists theirs filtered to their uid; another user may not, and sees none of them on their own', async () => {
    await withoutRules(async (db) => {
      await setDoc(ownRef(db), { ...ownerStatus, user_id: UIDS.owner, job_slug: 'fullstack-engineer' });
      await setDoc(otherRef(db), otherStatus);
    });
    const mine = await assertSucceeds(getDocs(byUser('owner', UIDS.owner)));
    expect(mine.docs.map((d) => d.id).sort()).toEqual([UIDS.owner, otherKey]);
    await assertFails(getDocs(byUser('otherUser', UIDS.owner)));
    await assertFails(getDocs(byUser('anonymous', UIDS.owner)));
    expect((await assertSucceeds(getDocs(byUser('otherUser', UIDS.otherUser)))).empty).toBe(true);
  });

  it('no key that only looks like the owner’s: a longer uid, an empty slug, a doubled separator', async () => {
    for (const key of [`${UIDS.owner}x__backend-engineer-screening`, `${UIDS.owner}__`, `${UIDS.owner}__a__b`]) {
      await assertFails(getDoc(doc(firestoreAs('owner'), COLLECTIONS.screeningStatus, key)));
    }
    await assertFails(getDoc(otherRef(firestoreAs('otherUser'))));
  });
});
