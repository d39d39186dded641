import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount } from '@careers/domain/testing';
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
import { describe, expect, it } from 'vitest';
import { describeMatrix, firestoreAs, UIDS, useRulesEnvironment, withoutRules, type Actor } from './harness';
import { makeScreeningApplication } from '../../functions/testing/screening-applications';

const owner = makeAccount({ uid: UIDS.owner });
const stored = makeScreeningApplication(owner, 'screening_passed');
const runId = stored.runs[0]!.run_id;
const ownRef = (db: Firestore) => doc(db, COLLECTIONS.screeningApplications, owner.uid);
const runRef = (db: Firestore) =>
  doc(db, COLLECTIONS.screeningApplications, owner.uid, COLLECTIONS.screeningAssessments, runId);
const seed = async (db: Firestore) => {
  await setDoc(ownRef(db), stored.application);
  await setDoc(runRef(db), stored.runs[0]!);
};

/** The uid an actor would create their own application under (anonymous tries the owner's). */
const uidOf = (actor: Actor) => (actor === 'anonymous' ? UIDS.owner : UIDS[actor]);

// Functions write screening applications; only admins read them (the candidate reads screeningStatus).
const ADMIN_READS_ONLY = {
  anonymous: { get: false, list: false, create: false, update: false, delete: false },
  owner: { get: false, list: false, create: false, update: false, delete: false },
  otherUser: { get: false, list: false, create: false, update: false, delete: false },
  // Revoked: the claim left in their token counts for nothing.
  demotedAdmin: { get: false, list: false, create: false, update: false, delete: false },
  admin: { get: true, list: true, create: false, update: false, delete: false },
};

describeMatrix(COLLECTIONS.screeningApplications, {
  seed,
  operations: {
    get: (db) => getDoc(ownRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.screeningApplications)),
    // Each caller tries to store their own application with a passing score, the write a client would want most.
    create: (db, actor) =>
      setDoc(
        doc(db, COLLECTIONS.screeningApplications, uidOf(actor)),
        makeScreeningApplication({ ...owner, uid: uidOf(actor) }, 'screening_passed').application,
      ),
    update: (db) => updateDoc(ownRef(db), { fs_status: 'hired' }),
    delete: (db) => deleteDoc(ownRef(db)),
  },
  allowed: ADMIN_READS_ONLY,
});

describeMatrix(`${COLLECTIONS.screeningApplications}/{uid}/${COLLECTIONS.screeningAssessments}`, {
  seed,
  operations: {
    get: (db) => getDoc(runRef(db)),
    list: (db) =>
      getDocs(collection(db, COLLECTIONS.screeningApplications, owner.uid, COLLECTIONS.screeningAssessments)),
    create: (db) =>
      setDoc(doc(db, COLLECTIONS.screeningApplications, owner.uid, COLLECTIONS.screeningAssessments, 'run-0002'), {
        ...stored.runs[0]!,
        run_id: 'run-0002',
      }),
    update: (db) => updateDoc(runRef(db), { state: 'scored', outcome: 'screening_passed' }),
    delete: (db) => deleteDoc(runRef(db)),
  },
  allowed: ADMIN_READS_ONLY,
});

describe('screeningApplications: edge cases', () => {
  useRulesEnvironment();

  it('an owner may not list their own application even filtered to their uid', async () => {
    await withoutRules(seed);
    const own = query(
      collection(firestoreAs('owner'), COLLECTIONS.screeningApplications),
      where('user_id', '==', owner.uid),
    );
    await assertFails(getDocs(own));
  });

  it('an owner may not read their application before it exists either', async () => {
    await assertFails(getDoc(ownRef(firestoreAs('owner'))));
  });

  it('an owner may not reassess their own application by writing its status', async () => {
    await withoutRules(seed);
    await assertFails(updateDoc(ownRef(firestoreAs('owner')), { fs_status: 'submitted' }));
    await assertFails(setDoc(ownRef(firestoreAs('owner')), { ...stored.application, fs_overall_score: 10 }));
  });

  it("an admin reads an application's assessment history in order, its candidate does not", async () => {
    await withoutRules(seed);
    const history = (db: Firestore) =>
      getDocs(collection(db, COLLECTIONS.screeningApplications, owner.uid, COLLECTIONS.screeningAssessments));
    const runs = await assertSucceeds(history(firestoreAs('admin')));
    expect(runs.docs.map((d) => d.id)).toEqual(['run-0001']);
    await assertFails(history(firestoreAs('owner')));
  });

  it('an admin may not change a status or a score from the client', async () => {
    await withoutRules(seed);
    await assertFails(updateDoc(ownRef(firestoreAs('admin')), { fs_status: 'shortlisted' }));
    await assertFails(updateDoc(runRef(firestoreAs('admin')), { result: null }));
  });
});
