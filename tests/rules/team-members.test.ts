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
import { describeMatrix, UIDS, type Actor, NONE } from './harness';

// A role granted to an address, as functions/src/stores/team-members.ts stores it: the grant of
// the team actor most tempted to touch it (the interviewer's own), so "owner" is nobody here.
const EMAIL = 'ivy.interviewer@example.com';
const grant = {
  email: EMAIL,
  role: 'interviewer',
  uid: UIDS.interviewer,
  granted_by: UIDS.admin,
  updated_at: Timestamp.fromMillis(1_800_000_000_000),
  revision: 'r1',
};
const grantRef = (db: Firestore, email = EMAIL) => doc(db, COLLECTIONS.teamMembers, email);
/** Each caller's own address: the grant they would most want to create for themselves. */
const ownAddress = (actor: Actor) => `${UIDS[actor === 'anonymous' ? 'owner' : actor]}@example.com`;

// Admins read the team's list; functions alone write it (a client that could would grant itself a
// role). Every team role reads nothing of it, the interviewer's own grant included.
describeMatrix(COLLECTIONS.teamMembers, {
  seed: (db) => setDoc(grantRef(db), grant),
  operations: {
    get: (db) => getDoc(grantRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.teamMembers)),
    create: (db, actor) =>
      setDoc(grantRef(db, ownAddress(actor)), { ...grant, email: ownAddress(actor), role: 'admin' }),
    update: (db) => updateDoc(grantRef(db), { role: 'admin' }),
    delete: (db) => deleteDoc(grantRef(db)),
  },
  allowed: {
    anonymous: NONE,
    owner: NONE,
    otherUser: NONE,
    demotedAdmin: NONE,
    admin: { get: true, list: true, create: false, update: false, delete: false },
    recruiter: NONE,
    hiringManager: NONE,
    interviewer: NONE,
  },
});
