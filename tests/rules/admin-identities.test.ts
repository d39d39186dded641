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

// A grant or revocation of the admin role by identity, as functions/src/stores/admin-identities.ts
// stores it: under a keyed hash of a Google subject or verified email, so no signed-in user is its owner.
const HASH = 'a'.repeat(64);
const record = { active: false, updated_by: 'script', updated_at: Timestamp.fromMillis(1_800_000_000_000) };
const recordRef = (db: Firestore) => doc(db, COLLECTIONS.adminIdentities, HASH);

// No `match` in the rules: functions write it with a role change; no client reads or writes it, an
// admin included (a client that could write it could grant itself the role, or lift a revocation).
describeMatrix(COLLECTIONS.adminIdentities, {
  seed: (db) => setDoc(recordRef(db), record),
  operations: {
    get: (db) => getDoc(recordRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.adminIdentities)),
    create: (db) => setDoc(recordRef(db), { ...record, active: true }),
    update: (db) => updateDoc(recordRef(db), { active: true }),
    delete: (db) => deleteDoc(recordRef(db)),
  },
  allowed: {
    anonymous: { get: false, list: false, create: false, update: false, delete: false },
    owner: { get: false, list: false, create: false, update: false, delete: false },
    otherUser: { get: false, list: false, create: false, update: false, delete: false },
    demotedAdmin: { get: false, list: false, create: false, update: false, delete: false },
    admin: { get: false, list: false, create: false, update: false, delete: false },
  },
});
