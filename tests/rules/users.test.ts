import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount, makeUserDocument } from '@careers/domain/testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { describeMatrix, firestoreAs, UIDS, useRulesEnvironment, withoutRules } from './harness';

const owner = makeAccount({ uid: UIDS.owner });
const ownerProfile = makeUserDocument(owner);

describeMatrix(COLLECTIONS.users, {
  seed: (db) => setDoc(doc(db, COLLECTIONS.users, owner.uid), ownerProfile),
  operations: {
    get: (db) => getDoc(doc(db, COLLECTIONS.users, owner.uid)),
    list: (db) => getDocs(collection(db, COLLECTIONS.users)),
    create: (db) => setDoc(doc(db, COLLECTIONS.users, owner.uid), ownerProfile),
    update: (db) => updateDoc(doc(db, COLLECTIONS.users, owner.uid), { name: 'Renamed' }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.users, owner.uid)),
  },
  // Profiles are written by functions only; users read their own, admins read all.
  allowed: {
    anonymous: { get: false, list: false, create: false, update: false, delete: false },
    owner: { get: true, list: false, create: false, update: false, delete: false },
    otherUser: { get: false, list: false, create: false, update: false, delete: false },
    // Revoked: the claim left in their token counts for nothing.
    demotedAdmin: { get: false, list: false, create: false, update: false, delete: false },
    admin: { get: true, list: true, create: false, update: false, delete: false },
  },
});

describe('users: edge cases', () => {
  useRulesEnvironment();

  it('an owner may not list profiles even when the query names only their own', async () => {
    await withoutRules((db) => setDoc(doc(db, COLLECTIONS.users, owner.uid), ownerProfile));
    await assertFails(
      getDocs(query(collection(firestoreAs('owner'), COLLECTIONS.users), where('uid', '==', owner.uid))),
    );
  });

  it('an owner may not give themselves a role field', async () => {
    await withoutRules((db) => setDoc(doc(db, COLLECTIONS.users, owner.uid), ownerProfile));
    await assertFails(updateDoc(doc(firestoreAs('owner'), COLLECTIONS.users, owner.uid), { admin: true }));
  });

  it('an admin reads a profile that does not exist yet (no error, empty snapshot)', async () => {
    await assertSucceeds(getDoc(doc(firestoreAs('admin'), COLLECTIONS.users, 'nobody')));
  });
});
