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
import { describeMatrix } from './harness';

// What an erase keeps of a person's last decisions, as functions/src/stores/applicant-history.ts
// stores it: under the keyed hash of their Google account, so no signed-in user is its owner.
const KEY = 'b'.repeat(64);
const history = {
  screening: { at: Timestamp.fromMillis(1_800_000_000_000), outcome: 'screening_failed' },
  expire_at: Timestamp.fromMillis(1_815_552_000_000),
};
const historyRef = (db: Firestore) => doc(db, COLLECTIONS.applicantHistory, KEY);

// No `match` in the rules: functions write it on an erase and read it on a submission; no client
// reads or writes it (a candidate who could delete it could apply again at once).
describeMatrix(COLLECTIONS.applicantHistory, {
  seed: (db) => setDoc(historyRef(db), history),
  operations: {
    get: (db) => getDoc(historyRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.applicantHistory)),
    create: (db) => setDoc(historyRef(db), history),
    update: (db) => updateDoc(historyRef(db), { expire_at: Timestamp.fromMillis(0) }),
    delete: (db) => deleteDoc(historyRef(db)),
  },
  allowed: {
    anonymous: { get: false, list: false, create: false, update: false, delete: false },
    owner: { get: false, list: false, create: false, update: false, delete: false },
    otherUser: { get: false, list: false, create: false, update: false, delete: false },
    demotedAdmin: { get: false, list: false, create: false, update: false, delete: false },
    admin: { get: false, list: false, create: false, update: false, delete: false },
  },
});
