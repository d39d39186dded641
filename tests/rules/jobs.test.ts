import { COLLECTIONS } from '@careers/domain/shared';
import { jobDocument, makeJob, makeSpecJobs } from '@careers/domain/testing';
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
import { describe, it } from 'vitest';
import { describeMatrix, firestoreAs, useRulesEnvironment, withoutRules } from './harness';

// Who may read and write postings: everyone reads them, no client writes them (admins included):
// functions own the postings.
const job = makeJob();
const posting = jobDocument(job);
const jobRef = (db: Firestore, id = job.id) => doc(db, COLLECTIONS.jobs, id);

// Jobs have no owner: `owner` and `otherUser` are both signed-in candidates here.
describeMatrix(COLLECTIONS.jobs, {
  seed: (db) => setDoc(jobRef(db), posting),
  operations: {
    get: (db) => getDoc(jobRef(db)),
    list: (db) => getDocs(query(collection(db, COLLECTIONS.jobs), where('isActive', '==', true))),
    create: (db) => setDoc(jobRef(db), posting),
    update: (db) => updateDoc(jobRef(db), { isActive: false }),
    delete: (db) => deleteDoc(jobRef(db)),
  },
  // Everyone reads postings; nobody writes them through the rules, admins included.
  allowed: {
    anonymous: { get: true, list: true, create: false, update: false, delete: false },
    owner: { get: true, list: true, create: false, update: false, delete: false },
    otherUser: { get: true, list: true, create: false, update: false, delete: false },
    // Revoked: the claim left in their token counts for nothing.
    demotedAdmin: { get: true, list: true, create: false, update: false, delete: false },
    admin: { get: true, list: true, create: false, update: false, delete: false },
  },
});

describe('jobs: edge cases', () => {
  useRulesEnvironment();

  it('an anonymous visitor lists every posting, inactive ones included (the page filters)', async () => {
    await withoutRules((db) => setDoc(jobRef(db), { ...posting, isActive: false }));
    await assertSucceeds(getDocs(collection(firestoreAs('anonymous'), COLLECTIONS.jobs)));
  });

  it("an admin may not write even the specification's own postings, whole and well formed", async () => {
    const admin = firestoreAs('admin');
    for (const specJob of makeSpecJobs()) {
      await assertFails(setDoc(jobRef(admin, specJob.id), jobDocument(specJob)));
    }
  });
});
