import { COLLECTIONS } from '@careers/domain';
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

describe('jobs: what an admin may write', () => {
  useRulesEnvironment();
  const admin = () => firestoreAs('admin');

  it('an anonymous visitor lists every posting, inactive ones included (the page filters)', async () => {
    await withoutRules((db) => setDoc(jobRef(db), { ...posting, isActive: false }));
    await assertSucceeds(getDocs(collection(firestoreAs('anonymous'), COLLECTIONS.jobs)));
  });

  it('both postings of the spec (a Contract Role and an Internship) pass the shape check', async () => {
    for (const specJob of makeSpecJobs()) {
      await assertSucceeds(setDoc(jobRef(admin(), specJob.id), jobDocument(specJob)));
    }
  });

  it('a posting without a title is refused', async () => {
    const { title: _title, ...untitled } = posting;
    await assertFails(setDoc(jobRef(admin()), untitled));
  });

  it('an unknown field is refused', async () => {
    await assertFails(setDoc(jobRef(admin()), { ...posting, salary: 1000 }));
  });

  it('a type other than Contract Role or Internship is refused', async () => {
    await assertFails(setDoc(jobRef(admin()), { ...posting, type: 'Full-time' }));
  });

  it('isActive must be a boolean', async () => {
    await withoutRules((db) => setDoc(jobRef(db), posting));
    await assertFails(updateDoc(jobRef(admin()), { isActive: 'yes' }));
  });

  it('dates must be timestamps', async () => {
    await assertFails(setDoc(jobRef(admin()), { ...posting, postedAt: '2024-01-01' }));
  });

  it('a slug that is not lower-case words joined by hyphens is refused', async () => {
    await assertFails(setDoc(jobRef(admin(), 'Bad Slug'), posting));
    await assertSucceeds(setDoc(jobRef(admin(), 'good-slug-2'), posting));
  });
});
