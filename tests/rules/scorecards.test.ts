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
import { CLOSED_TO_EVERY_CLIENT, describeMatrix, teamEmailOf, UIDS } from './harness';

// An interviewer's scorecard of the owner's application and that application's panel, as
// functions/src/stores/scorecards.ts and interview-panels.ts store them: the interviewer actor is
// on the panel and wrote the scorecard, the one most tempted to read colleagues' or rewrite their own.
const scorecard = {
  application_id: UIDS.owner,
  job_slug: 'marketing-analyst-recruiting',
  interviewer_uid: UIDS.interviewer,
  interviewer_email: teamEmailOf('interviewer'),
  ratings: { outreach: 4 },
  recommendation: 'yes',
  notes: 'Clear and warm.',
  submitted: true,
  submitted_at: Timestamp.fromMillis(1_800_000_000_000),
  earlier: [],
  updated_at: Timestamp.fromMillis(1_800_000_000_000),
};
const scorecardRef = (db: Firestore) => doc(db, COLLECTIONS.scorecards, `${UIDS.owner}--${UIDS.interviewer}`);

// No `match` in the rules: the calls read and write scorecards (the panel, the visibility rule and
// the amendments are theirs to check); no client reads or writes one, an admin included.
describeMatrix(COLLECTIONS.scorecards, {
  seed: (db) => setDoc(scorecardRef(db), scorecard),
  operations: {
    get: (db) => getDoc(scorecardRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.scorecards)),
    create: (db, actor) =>
      setDoc(
        doc(db, COLLECTIONS.scorecards, `${UIDS.owner}--${UIDS[actor === 'anonymous' ? 'owner' : actor]}`),
        scorecard,
      ),
    update: (db) => updateDoc(scorecardRef(db), { recommendation: 'strong_yes' }),
    delete: (db) => deleteDoc(scorecardRef(db)),
  },
  allowed: CLOSED_TO_EVERY_CLIENT,
});

const panel = {
  application_id: UIDS.owner,
  job_slug: 'marketing-analyst-recruiting',
  interviewers: [teamEmailOf('interviewer')],
  members: { [teamEmailOf('interviewer')]: true },
  updated_by: UIDS.admin,
  updated_at: Timestamp.fromMillis(1_800_000_000_000),
};
const panelRef = (db: Firestore) => doc(db, COLLECTIONS.interviewPanels, UIDS.owner);

// No `match` either: the panel call writes it, GET /api/me/interviews reads it.
describeMatrix(COLLECTIONS.interviewPanels, {
  seed: (db) => setDoc(panelRef(db), panel),
  operations: {
    get: (db) => getDoc(panelRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.interviewPanels)),
    create: (db) => setDoc(doc(db, COLLECTIONS.interviewPanels, UIDS.otherUser), panel),
    update: (db) => updateDoc(panelRef(db), { interviewers: ['mallory@example.com'] }),
    delete: (db) => deleteDoc(panelRef(db)),
  },
  allowed: CLOSED_TO_EVERY_CLIENT,
});
