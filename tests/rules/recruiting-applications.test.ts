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
import {
  adminRole,
  CLAIMS_UID,
  describeMatrix,
  firestoreAs,
  firestoreWithClaims,
  TEAM_POSTING,
  teamEmailOf,
  UIDS,
  useRulesEnvironment,
  withoutRules,
  type Actor,
} from './harness';

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
  stage_history: { applied: new Date(0), hired: new Date() },
  stage_history_approximate: false,
  search: { text: 'someone else', name: 'someone else', email: 'someone@example.com', trigrams: { som: true } },
};

/** The uid an actor would create their own application under (anonymous tries the owner's). */
const uidOf = (actor: Actor) => (actor === 'anonymous' ? UIDS.owner : UIDS[actor]);

/**
 * Functions write applications (any posting's); the candidate reads their own, admins read all.
 * The team actors, absent here, are held to another user's row: the second posting's team names
 * none of them.
 */
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
  // The owner's application is to TEAM_POSTING, whose hiring team names the team actors: its
  // recruiter and hiring manager read it (a list only filtered to the posting: the edge cases), its
  // interviewer does not.
  allowed: {
    ...APPLICATION_ACCESS,
    recruiter: { get: true, list: false, create: false, update: false, delete: false },
    hiringManager: { get: true, list: false, create: false, update: false, delete: false },
    interviewer: { get: false, list: false, create: false, update: false, delete: false },
  },
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

describe("recruitingApplications: a posting's hiring team", () => {
  useRulesEnvironment();
  const ofPosting = (db: Firestore, slug: string) =>
    query(collection(db, COLLECTIONS.recruitingApplications), where('job_slug', '==', slug));
  const seedBoth = () =>
    withoutRules(async (db) => {
      await seedOwnerApplication(db);
      await seedSecondApplication(db);
    });

  it("its recruiter and hiring manager list its applications, filtered to it, and no other posting's", async () => {
    await seedBoth();
    expect(ownerApplication.job_slug).toBe(TEAM_POSTING);
    for (const actor of ['recruiter', 'hiringManager'] as const) {
      const snapshot = await assertSucceeds(getDocs(ofPosting(firestoreAs(actor), TEAM_POSTING)));
      expect(snapshot.docs.map((d) => d.id)).toEqual([owner.uid]);
      await assertFails(getDocs(ofPosting(firestoreAs(actor), 'marketing-analyst-recruiting-campaign-2')));
      await assertFails(getDoc(secondRef(firestoreAs(actor))));
    }
    await assertFails(getDocs(ofPosting(firestoreAs('interviewer'), TEAM_POSTING)));
  });

  /** Mallory, holding `role` (her role document) and named in `part` of the posting's team, with these claims. */
  async function mallory(role: string, part: string, claims: Record<string, unknown>, active = true) {
    const email = 'mallory@example.com';
    await withoutRules(async (db) => {
      await seedOwnerApplication(db);
      await setDoc(doc(db, COLLECTIONS.adminRoles, CLAIMS_UID), { ...adminRole(CLAIMS_UID, active), role });
      await updateDoc(doc(db, COLLECTIONS.hiringTeams, TEAM_POSTING), { [part]: [email] });
    });
    return firestoreWithClaims({ role, email, email_verified: true, ...claims });
  }

  it('a team address whose email Google did not verify reads nothing', async () => {
    await assertFails(getDoc(ownRef(await mallory('recruiter', 'recruiters', { email_verified: false }))));
  });

  it('a revoked recruiter still named on the team reads nothing', async () => {
    await assertFails(getDoc(ownRef(await mallory('recruiter', 'recruiters', {}, false))));
  });

  it('a role named in another part of the team reads nothing (an interviewer listed as recruiter)', async () => {
    await assertFails(getDoc(ownRef(await mallory('interviewer', 'recruiters', {}))));
    await assertFails(getDoc(ownRef(await mallory('hiring_manager', 'recruiters', {}))));
  });

  it('the role claim must agree with the role document', async () => {
    await withoutRules(async (db) => {
      await seedOwnerApplication(db);
      await setDoc(doc(db, COLLECTIONS.adminRoles, CLAIMS_UID), {
        ...adminRole(CLAIMS_UID, true),
        role: 'interviewer',
      });
      await updateDoc(doc(db, COLLECTIONS.hiringTeams, TEAM_POSTING), { recruiters: ['mallory@example.com'] });
    });
    const claimsRecruiter = firestoreWithClaims({
      role: 'recruiter',
      email: 'mallory@example.com',
      email_verified: true,
    });
    await assertFails(getDoc(ownRef(claimsRecruiter)));
  });

  it('a role document and a team naming the address read nothing without the role claim in the token', async () => {
    await assertFails(getDoc(ownRef(await mallory('recruiter', 'recruiters', { role: null }))));
    await assertFails(getDoc(ownRef(await mallory('recruiter', 'recruiters', { role: 'interviewer' }))));
  });

  it('the address is compared lower-case, as the team stores it', async () => {
    await withoutRules(seedOwnerApplication);
    const shouting = firestoreWithClaims({
      role: 'recruiter',
      email: teamEmailOf('recruiter').toUpperCase(),
      email_verified: true,
    });
    await withoutRules((db) =>
      setDoc(doc(db, COLLECTIONS.adminRoles, CLAIMS_UID), { ...adminRole(CLAIMS_UID, true), role: 'recruiter' }),
    );
    await withoutRules((db) =>
      updateDoc(doc(db, COLLECTIONS.hiringTeams, TEAM_POSTING), { recruiters: [teamEmailOf('recruiter')] }),
    );
    await assertSucceeds(getDoc(ownRef(shouting)));
  });
});
