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

// Who may read and write postings: everyone reads published ones, only admins drafts; no client
// writes them (admins included): functions own the postings.
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

// A draft (never opened) stays the admins': nobody else reads it, by id or in a list.
const draft = makeJob({ isActive: false, published: false });
const draftRef = (db: Firestore) => doc(db, COLLECTIONS.jobs, draft.id);

describeMatrix(COLLECTIONS.jobs, {
  seed: (db) => setDoc(draftRef(db), jobDocument(draft)),
  operations: {
    get: (db) => getDoc(draftRef(db)),
    list: (db) => getDocs(query(collection(db, COLLECTIONS.jobs), where('published', '==', false))),
    create: (db) => setDoc(draftRef(db), { ...jobDocument(draft), title: 'Changed' }),
    update: (db) => updateDoc(draftRef(db), { isActive: true, published: true }),
    delete: (db) => deleteDoc(draftRef(db)),
  },
  allowed: {
    anonymous: { get: false, list: false, create: false, update: false, delete: false },
    owner: { get: false, list: false, create: false, update: false, delete: false },
    otherUser: { get: false, list: false, create: false, update: false, delete: false },
    demotedAdmin: { get: false, list: false, create: false, update: false, delete: false },
    admin: { get: true, list: true, create: false, update: false, delete: false },
  },
});

describe('jobs: edge cases', () => {
  useRulesEnvironment();

  it('an anonymous visitor reads a closed posting, and lists the active ones, but no list that holds a draft', async () => {
    await withoutRules(async (db) => {
      await setDoc(jobRef(db), { ...posting, isActive: false });
      await setDoc(draftRef(db), jobDocument(draft));
    });
    const visitor = firestoreAs('anonymous');
    await assertSucceeds(getDoc(jobRef(visitor)));
    await assertSucceeds(getDocs(query(collection(visitor, COLLECTIONS.jobs), where('isActive', '==', true))));
    await assertFails(getDocs(collection(visitor, COLLECTIONS.jobs)));
    await assertFails(getDocs(query(collection(visitor, COLLECTIONS.jobs), where('isActive', '==', false))));
    await assertSucceeds(getDocs(collection(firestoreAs('admin'), COLLECTIONS.jobs)));
  });

  it('a posting stored before drafts existed (no published field) reads as published', async () => {
    const { published: _published, ...legacy } = jobDocument(makeJob({ isActive: false }));
    await withoutRules((db) => setDoc(jobRef(db), legacy));
    await assertSucceeds(getDoc(jobRef(firestoreAs('anonymous'))));
  });

  it("an admin may not write even the specification's own postings, whole and well formed", async () => {
    const admin = firestoreAs('admin');
    for (const specJob of makeSpecJobs()) {
      await assertFails(setDoc(jobRef(admin, specJob.id), jobDocument(specJob)));
    }
  });
});
