import { COLLECTIONS } from '@careers/domain/shared';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { CLOSED_TO_EVERY_CLIENT, describeMatrix, UIDS } from './harness';

// The pipeline figures' counts and each application's entry, as functions/src/stores/analytics.ts
// stores them. No `match` in the rules: only the functions read and write them (the figures are
// read through GET /api/admin/analytics, which answers a recruiter only their postings' figures).
const countsId = 'recruiting--marketing-analyst-recruiting--2026-11-20';
const counts = {
  flow: 'recruiting',
  job_slug: 'marketing-analyst-recruiting',
  day: '2026-11-20',
  counts: { reached: { applied: 2, hired: 1 }, 'source:LinkedIn': { applied: 2, hired: 1 } },
};
const countsRef = (db: Firestore) => doc(db, COLLECTIONS.analyticsCounts, countsId);

describeMatrix(COLLECTIONS.analyticsCounts, {
  seed: (db) => setDoc(countsRef(db), counts),
  operations: {
    get: (db) => getDoc(countsRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.analyticsCounts)),
    create: (db) =>
      setDoc(doc(db, COLLECTIONS.analyticsCounts, 'recruiting--marketing-analyst-recruiting--2026-11-21'), counts),
    // Each caller tries to better a posting's hires.
    update: (db) => updateDoc(countsRef(db), { 'counts.reached.hired': 2 }),
    delete: (db) => deleteDoc(countsRef(db)),
  },
  allowed: CLOSED_TO_EVERY_CLIENT,
});

const entry = {
  flow: 'recruiting',
  application_id: UIDS.owner,
  job_slug: 'marketing-analyst-recruiting',
  day: '2026-11-20',
  counts: { reached: { applied: 1 }, 'source:LinkedIn': { applied: 1 } },
};
const entryRef = (db: Firestore) => doc(db, COLLECTIONS.analyticsEntries, `recruiting--${UIDS.owner}`);

describeMatrix(COLLECTIONS.analyticsEntries, {
  seed: (db) => setDoc(entryRef(db), entry),
  operations: {
    get: (db) => getDoc(entryRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.analyticsEntries)),
    create: (db) => setDoc(doc(db, COLLECTIONS.analyticsEntries, `recruiting--${UIDS.otherUser}`), entry),
    update: (db) => updateDoc(entryRef(db), { counts: {} }),
    delete: (db) => deleteDoc(entryRef(db)),
  },
  allowed: CLOSED_TO_EVERY_CLIENT,
});
