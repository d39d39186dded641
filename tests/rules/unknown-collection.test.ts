import { COLLECTIONS } from '@careers/domain/shared';
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { describeMatrix, firestoreAs, UIDS, useRulesEnvironment, withoutRules } from './harness';

// Deny by default: a collection the rules do not name is closed to every caller, admins included.
const UNKNOWN = 'notACollection';
const unknownRef = (db: Firestore) => doc(db, UNKNOWN, UIDS.owner);
const data = { owner: UIDS.owner, note: 'anything' };

describeMatrix(UNKNOWN, {
  seed: (db) => setDoc(unknownRef(db), data),
  operations: {
    get: (db) => getDoc(unknownRef(db)),
    list: (db) => getDocs(collection(db, UNKNOWN)),
    create: (db) => setDoc(unknownRef(db), data),
    update: (db) => updateDoc(unknownRef(db), { note: 'changed' }),
    delete: (db) => deleteDoc(unknownRef(db)),
  },
  allowed: {
    anonymous: { get: false, list: false, create: false, update: false, delete: false },
    owner: { get: false, list: false, create: false, update: false, delete: false },
    otherUser: { get: false, list: false, create: false, update: false, delete: false },
    demotedAdmin: { get: false, list: false, create: false, update: false, delete: false },
    admin: { get: false, list: false, create: false, update: false, delete: false },
  },
});

describe('deny by default: paths below the named collections', () => {
  useRulesEnvironment();

  it('a subcollection of a readable document is closed: the owner under their profile, anyone under a job', async () => {
    const ownPrivate = (db: Firestore) => doc(db, COLLECTIONS.users, UIDS.owner, 'private', 'notes');
    const jobComment = (db: Firestore) => doc(db, COLLECTIONS.jobs, 'some-job', 'comments', 'c1');
    await withoutRules(async (db) => {
      await setDoc(ownPrivate(db), data);
      await setDoc(jobComment(db), data);
    });
    await assertFails(getDoc(ownPrivate(firestoreAs('owner'))));
    await assertFails(setDoc(ownPrivate(firestoreAs('owner')), data));
    await assertFails(getDoc(jobComment(firestoreAs('anonymous'))));
    await assertFails(setDoc(jobComment(firestoreAs('admin')), data));
  });
});
