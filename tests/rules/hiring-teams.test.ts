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
import { describeMatrix, UIDS, NONE } from './harness';

// A posting's hiring team, as functions/src/stores/hiring-teams.ts stores it, naming the team
// actors' addresses: the ones most tempted to read it, or to add themselves.
const SLUG = 'marketing-analyst-recruiting';
const team = {
  job_slug: SLUG,
  recruiters: ['rita-recruiter@example.com'],
  hiring_managers: ['hugo-manager@example.com'],
  interviewers: ['ivy-interviewer@example.com'],
  updated_by: UIDS.admin,
  updated_at: Timestamp.fromMillis(1_800_000_000_000),
};
const teamRef = (db: Firestore, slug = SLUG) => doc(db, COLLECTIONS.hiringTeams, slug);

// Admins read the teams; functions alone write them (a client that could would put itself on a
// posting's team). No team role reads a team yet, their own included.
describeMatrix(COLLECTIONS.hiringTeams, {
  seed: (db) => setDoc(teamRef(db), team),
  operations: {
    get: (db) => getDoc(teamRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.hiringTeams)),
    create: (db) => setDoc(teamRef(db, 'fullstack-engineer'), { ...team, job_slug: 'fullstack-engineer' }),
    update: (db) => updateDoc(teamRef(db), { interviewers: ['mallory@example.com'] }),
    delete: (db) => deleteDoc(teamRef(db)),
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
