import { COLLECTIONS } from '@careers/domain/shared';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describeMatrix, UIDS } from './harness';

// A window's counter of one user's writes, as functions/src/stores/rate-limits.ts stores it.
const WINDOW_ID = `writes%3A${UIDS.owner}@1700000000000`;
const counter = { key: `writes:${UIDS.owner}`, points: 3, expireAt: Timestamp.fromMillis(1_700_000_060_000) };
const counterRef = (db: Firestore) => doc(db, COLLECTIONS.rateLimits, WINDOW_ID);

// No `match` in the rules: functions keep the counters, and no client reads or writes them, not
// even the user being counted (who would reset their own limit) nor an admin.
describeMatrix(COLLECTIONS.rateLimits, {
  seed: (db) => setDoc(counterRef(db), counter),
  operations: {
    get: (db) => getDoc(counterRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.rateLimits)),
    create: (db) => setDoc(counterRef(db), counter),
    update: (db) => updateDoc(counterRef(db), { points: 0 }),
    delete: (db) => deleteDoc(counterRef(db)),
  },
  allowed: {
    anonymous: { get: false, list: false, create: false, update: false, delete: false },
    owner: { get: false, list: false, create: false, update: false, delete: false },
    otherUser: { get: false, list: false, create: false, update: false, delete: false },
    demotedAdmin: { get: false, list: false, create: false, update: false, delete: false },
    admin: { get: false, list: false, create: false, update: false, delete: false },
  },
});
