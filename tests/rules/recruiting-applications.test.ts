import { recruitingApplicationId, type RecruitingApplication } from '@careers/domain/recruiting';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount, makeApplication } from '@careers/domain/testing';
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

const owner = makeAccount({ uid: UIDS.owner });
const ownerApplication = makeApplication(owner, 'meeting_scheduled', { nda_signed: false });
const ownRef = (db: Firestore) => doc(db, COLLECTIONS.recruitingApplications, owner.uid);
const seedOwnerApplication = (db: Firestore) => setDoc(ownRef(db), ownerApplication);

/**
 * A change to every field of an application, the edit a candidate might try (typed: a new field
 * of RecruitingApplication must get its line here).
 */
const OWNER_EDITS: Record<keyof RecruitingApplication, unknown> = {
  id: UIDS.otherUser,
  user_id: UIDS.otherUser,
  job_slug: 'fullstack-engineer',
  status: 'hired',
  criteria_failure_reason: 'none',
  nda_signed: true,
  nda_signed_at: new Date(),
  nda_signature: { signed_at: new Date(), nda_version: 'forged', nda_sha256: 'f'.repeat(64) },
  interview_start: new Date(),
  interview_end: new Date(),
  interview_window_id: '2026-11-27-2000',
  interview_seat_id: '2026-11-27-2000_0',
  interview_sequence: 7,
  interview_cancellation: { at: new Date(), reason: 'forged', by: UIDS.owner },
  created_at: new Date(0),
  updated_at: new Date(),
  confidentiality_agreed: false,
  name: 'Someone Else',
  email: 'someone@example.com',
  gender: 'Male',
  phone_number: '+15555550100',
  has_whatsapp: false,
  country: 'Canada',
  linkedin_profile: 'https://www.linkedin.com/in/someone-else',
  referral_source: 'Friend',
  linkedin_verified: false,
  has_100_connections: false,
  willing_to_increase_connections: true,
  has_passport_id: false,
  data_processing_consent: false,
  accuracy_confirmation: false,
  applicant_key: 'forged-key',
  search: { text: 'someone else', name: 'someone else', email: 'someone@example.com', trigrams: { som: true } },
};

/** The uid an actor would create their own application under (anonymous tries the owner's). */
const uidOf = (actor: Actor) => (actor === 'anonymous' ? UIDS.owner : UIDS[actor]);

/** Functions write applications (any posting's); the candidate reads their own, admins read all. */
const APPLICATION_ACCESS = {
  anonymous: { get: false, list: false, create: false, update: false, delete: false },
  owner: { get: true, list: false, create: false, update: false, delete: false },
  otherUser: { get: false, list: false, create: false, update: false, delete: false },
  // Revoked: the claim left in their token counts for nothing.
  demotedAdmin: { get: false, list: false, create: false, update: false, delete: false },
  admin: { get: true, list: true, create: false, update: false, delete: false },
};

describeMatrix(COLLECTIONS.recruitingApplications, {
  seed: seedOwnerApplication,
  operations: {
    get: (db) => getDoc(ownRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.recruitingApplications)),
    // Each caller tries to create their own application, the one a client would most want to write.
    create: (db, actor) => {
      const uid = uidOf(actor);
      return setDoc(
        doc(db, COLLECTIONS.recruitingApplications, uid),
        makeApplication({ ...owner, uid }, 'meeting_scheduled'),
      );
    },
    update: (db) => updateDoc(ownRef(db), { status: 'hired' }),
    delete: (db) => deleteDoc(ownRef(db)),
  },
  allowed: APPLICATION_ACCESS,
});

// The owner's application to another posting than the specification's (id uid__slug).
const secondId = recruitingApplicationId(owner.uid, 'marketing-analyst-recruiting-campaign-2');
const secondRef = (db: Firestore) => doc(db, COLLECTIONS.recruitingApplications, secondId);
const seedSecondApplication = (db: Firestore) =>
  setDoc(secondRef(db), { ...ownerApplication, id: secondId, job_slug: 'marketing-analyst-recruiting-campaign-2' });

describeMatrix(`${COLLECTIONS.recruitingApplications} (another posting: {uid}__{slug})`, {
  seed: seedSecondApplication,
  operations: {
    get: (db) => getDoc(secondRef(db)),
    list: (db) => getDocs(collection(db, COLLECTIONS.recruitingApplications)),
    create: (db, actor) =>
      setDoc(doc(db, COLLECTIONS.recruitingApplications, recruitingApplicationId(uidOf(actor), 'sales-rep')), {
        ...makeApplication({ ...owner, uid: uidOf(actor) }, 'meeting_scheduled'),
        job_slug: 'sales-rep',
      }),
    update: (db) => updateDoc(secondRef(db), { status: 'hired' }),
    delete: (db) => deleteDoc(secondRef(db)),
  },
  allowed: APPLICATION_ACCESS,
});

describe('recruitingApplications: edge cases', () => {
  useRulesEnvironment();
  const byUser = (db: Firestore, uid: string) =>
    query(collection(db, COLLECTIONS.recruitingApplications), where('user_id', '==', uid));

  it('an owner may list applications when the query is filtered to their own uid', async () => {
    await withoutRules(seedOwnerApplication);
    const snapshot = await assertSucceeds(getDocs(byUser(firestoreAs('owner'), owner.uid)));
    expect(snapshot.docs.map((d) => d.id)).toEqual([owner.uid]);
  });

  it("another user may not list the owner's application by filtering on the owner's uid", async () => {
    await withoutRules(seedOwnerApplication);
    await assertFails(getDocs(byUser(firestoreAs('otherUser'), owner.uid)));
  });

  it('a user filtering on their own uid sees none of the owner’s applications', async () => {
    await withoutRules(seedOwnerApplication);
    const snapshot = await assertSucceeds(getDocs(byUser(firestoreAs('otherUser'), UIDS.otherUser)));
    expect(snapshot.empty).toBe(true);
  });

  it('an owner may not list with a filter that is not their uid (by status)', async () => {
    await withoutRules(seedOwnerApplication);
    const byStatus = query(
      collection(firestoreAs('owner'), COLLECTIONS.recruitingApplications),
      where('status', '==', 'hired'),
    );
    await assertFails(getDocs(byStatus));
  });

  it('anonymous may not list even with a user_id filter', async () => {
    await withoutRules(seedOwnerApplication);
    await assertFails(getDocs(byUser(firestoreAs('anonymous'), owner.uid)));
  });

  it('an owner lists every application of theirs, one per posting, by filtering on their uid', async () => {
    await withoutRules(seedOwnerApplication);
    await withoutRules(seedSecondApplication);
    const snapshot = await assertSucceeds(getDocs(byUser(firestoreAs('owner'), owner.uid)));
    expect(snapshot.docs.map((d) => d.id).sort()).toEqual([
      owner.uid,
      `${owner.uid}__marketing-analyst-recruiting-campaign-2`,
    ]);
  });

  it("another user may not read the owner's application to another posting, nor one before it exists", async () => {
    await withoutRules(seedSecondApplication);
    await assertFails(getDoc(secondRef(firestoreAs('otherUser'))));
    await assertFails(
      getDoc(doc(firestoreAs('owner'), COLLECTIONS.recruitingApplications, `${owner.uid}__not-applied`)),
    );
  });

  it('an owner reads their application before it exists (empty snapshot, for the live view)', async () => {
    const snapshot = await assertSucceeds(getDoc(ownRef(firestoreAs('owner'))));
    expect(snapshot.exists()).toBe(false);
  });

  it('an owner may not flip their status', async () => {
    await withoutRules(seedOwnerApplication);
    await assertFails(updateDoc(ownRef(firestoreAs('owner')), { status: 'meeting_scheduled' }));
    await assertFails(updateDoc(ownRef(firestoreAs('owner')), { status: 'hired', updated_at: new Date() }));
  });

  it('an owner may not mark their NDA signed or set an interview time', async () => {
    await withoutRules(seedOwnerApplication);
    await assertFails(updateDoc(ownRef(firestoreAs('owner')), { nda_signed: true }));
    await assertFails(updateDoc(ownRef(firestoreAs('owner')), { interview_start: new Date() }));
  });

  it('an owner may not change any single field of their application (each is a valid write without rules)', async () => {
    for (const [field, value] of Object.entries(OWNER_EDITS)) {
      await withoutRules(seedOwnerApplication);
      try {
        await assertFails(updateDoc(ownRef(firestoreAs('owner')), { [field]: value }));
      } catch (error) {
        throw new Error(`${field}: ${(error as Error).message}`, { cause: error });
      }
      // The same change goes through with the rules off: the denial above is the rules', not the data's.
      await withoutRules((db) => updateDoc(ownRef(db), { [field]: value }));
    }
  }, 20_000);

  it('an owner may not overwrite their application with a set', async () => {
    await withoutRules(seedOwnerApplication);
    await assertFails(setDoc(ownRef(firestoreAs('owner')), { ...ownerApplication, status: 'hired' }));
  });

  it('an admin may not change a status from the client either', async () => {
    await withoutRules(seedOwnerApplication);
    await assertFails(updateDoc(ownRef(firestoreAs('admin')), { status: 'interviewed' }));
  });
});
