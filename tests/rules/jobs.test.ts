import { COLLECTIONS } from '@careers/domain/shared';
import { jobDocument, makeJob } from '@careers/domain/testing';
import { assertSucceeds } from '@firebase/rules-unit-testing';
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

// Who may read and write postings; what a written posting must look like is jobs-shape.test.ts.
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
  // Everyone reads postings; only admins write them.
  allowed: {
    anonymous: { get: true, list: true, create: false, update: false, delete: false },
    owner: { get: true, list: true, create: false, update: false, delete: false },
    otherUser: { get: true, list: true, create: false, update: false, delete: false },
    // Revoked: the claim left in their token counts for nothing.
    demotedAdmin: { get: true, list: true, create: false, update: false, delete: false },
    admin: { get: true, list: true, create: true, update: true, delete: true },
  },
});

describe('jobs: edge cases', () => {
  useRulesEnvironment();

  it('an anonymous visitor lists every posting, inactive ones included (the page filters)', async () => {
    await withoutRules((db) => setDoc(jobRef(db), { ...posting, isActive: false }));
    await assertSucceeds(getDocs(collection(firestoreAs('anonymous'), COLLECTIONS.jobs)));
  });
});
