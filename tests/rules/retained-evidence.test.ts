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

// What an erase keeps of a recruiting NDA signature, as functions/src/stores/retained-evidence.ts
// stores it: under the erased person's pseudonym, so no signed-in user is its owner.
const PSEUDONYM = 'erased-0123456789abcdef01234567';
const evidence = {
  pseudonym: PSEUDONYM,
  nda_signature: {
    signed_at: Timestamp.fromMillis(1_700_000_000_000),
    server_ip: '203.0.113.5',
    forwarded_for: '203.0.113.5',
    user_agent: 'Mozilla/5.0',
    nda_version: '1.0',
    nda_sha256: 'a'.repeat(64),
  },
  erased_at: Timestamp.fromMillis(1_800_000_000_000),
  expire_at: Timestamp.fromMillis(1_857_000_000_000),
};
const evidenceRef = (db: Firestore) => doc(db, COLLECTIONS.retainedEvidence, PSEUDONYM);

// No `match` in the rules: functions write it on an erase, and no client reads or writes it, an
// admin included (a dispute reads it with the Admin SDK or the console).
describeMatrix(COLLECTIONS.retainedEvidence, {
  seed: (db) => setDoc(evidenceRef(db), evidence),
  operations: {
    get: (db) => getDoc(evidenceRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.retainedEvidence)),
    create: (db) => setDoc(evidenceRef(db), evidence),
    update: (db) => updateDoc(evidenceRef(db), { expire_at: Timestamp.fromMillis(0) }),
    delete: (db) => deleteDoc(evidenceRef(db)),
  },
  allowed: {
    anonymous: { get: false, list: false, create: false, update: false, delete: false },
    owner: { get: false, list: false, create: false, update: false, delete: false },
    otherUser: { get: false, list: false, create: false, update: false, delete: false },
    demotedAdmin: { get: false, list: false, create: false, update: false, delete: false },
    admin: { get: false, list: false, create: false, update: false, delete: false },
  },
});
