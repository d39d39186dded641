import { COLLECTIONS } from '@careers/domain/shared';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { CLOSED_TO_EVERY_CLIENT, describeMatrix, UIDS } from './harness';

// The fairness figures' counts and each application's entry, as functions/src/stores/fairness.ts
// stores them. No `match` in the rules: only the functions read and write them (the figures are
// read through GET /api/admin/fairness); an entry names an application's groups, so no client,
// an admin included, reads one.
const countsId = 'screening--fullstack-engineer--2026-11-20';
const counts = {
  flow: 'screening',
  job_slug: 'fullstack-engineer',
  day: '2026-11-20',
  counts: { all: { applicants: 2, selected: 1 }, 'sex:female': { applicants: 1, selected: 1 } },
};
const countsRef = (db: Firestore) => doc(db, COLLECTIONS.fairnessCounts, countsId);

describeMatrix(COLLECTIONS.fairnessCounts, {
  seed: (db) => setDoc(countsRef(db), counts),
  operations: {
    get: (db) => getDoc(countsRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.fairnessCounts)),
    create: (db) => setDoc(doc(db, COLLECTIONS.fairnessCounts, 'screening--fullstack-engineer--2026-11-21'), counts),
    // Each caller tries to better a group's selection.
    update: (db) => updateDoc(countsRef(db), { 'counts.all.selected': 2 }),
    delete: (db) => deleteDoc(countsRef(db)),
  },
  allowed: CLOSED_TO_EVERY_CLIENT,
});

const entry = {
  flow: 'screening',
  application_id: UIDS.owner,
  job_slug: 'fullstack-engineer',
  day: '2026-11-20',
  counts: { all: { applicants: 1 }, 'sex:female': { applicants: 1 } },
};
const entryRef = (db: Firestore) => doc(db, COLLECTIONS.fairnessEntries, `screening--${UIDS.owner}`);

describeMatrix(COLLECTIONS.fairnessEntries, {
  seed: (db) => setDoc(entryRef(db), entry),
  operations: {
    get: (db) => getDoc(entryRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.fairnessEntries)),
    create: (db) => setDoc(doc(db, COLLECTIONS.fairnessEntries, `screening--${UIDS.otherUser}`), entry),
    update: (db) => updateDoc(entryRef(db), { counts: {} }),
    delete: (db) => deleteDoc(entryRef(db)),
  },
  allowed: CLOSED_TO_EVERY_CLIENT,
});
