import { COLLECTIONS, type AuditLogEntry } from '@careers/domain/shared';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
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

// The owner here is the candidate the entry is about, who also acted (an NDA signature).
const entry: AuditLogEntry = {
  action: 'nda_signed',
  actor_uid: UIDS.owner,
  actor_email: 'alice@example.com',
  target: { collection: COLLECTIONS.recruitingApplications, id: UIDS.owner },
  from: 'meeting_scheduled',
  to: 'meeting_scheduled',
  at: new Date(),
};
const ENTRY_ID = 'entry-1';
const entryRef = (db: Firestore) => doc(db, COLLECTIONS.auditLog, ENTRY_ID);
const seedEntry = (db: Firestore) => setDoc(entryRef(db), entry);

describeMatrix(COLLECTIONS.auditLog, {
  seed: seedEntry,
  operations: {
    get: (db) => getDoc(entryRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.auditLog)),
    create: (db) => addDoc(collection(db, COLLECTIONS.auditLog), entry),
    update: (db) => updateDoc(entryRef(db), { to: 'hired' }),
    delete: (db) => deleteDoc(entryRef(db)),
  },
  // Functions write the log; only admins read it, and nobody edits history from a client.
  allowed: {
    anonymous: { get: false, list: false, create: false, update: false, delete: false },
    owner: { get: false, list: false, create: false, update: false, delete: false },
    otherUser: { get: false, list: false, create: false, update: false, delete: false },
    // Revoked: the claim left in their token counts for nothing.
    demotedAdmin: { get: false, list: false, create: false, update: false, delete: false },
    admin: { get: true, list: true, create: false, update: false, delete: false },
  },
});

describe('auditLog: edge cases', () => {
  useRulesEnvironment();

  it('a candidate may not list the entries about themselves, even filtered to their uid', async () => {
    await withoutRules(seedEntry);
    const own = query(collection(firestoreAs('owner'), COLLECTIONS.auditLog), where('actor_uid', '==', UIDS.owner));
    await assertFails(getDocs(own));
  });

  it('an admin may query the entries of one application', async () => {
    await withoutRules(seedEntry);
    const byTarget = query(
      collection(firestoreAs('admin'), COLLECTIONS.auditLog),
      where('target.id', '==', UIDS.owner),
    );
    await assertSucceeds(getDocs(byTarget));
  });
});
