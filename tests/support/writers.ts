// Writes factory data into the emulators: shared by function tests, end-to-end tests and the seed.
import { JOB_TITLES_ID, jobTitleOf, type Job } from '@careers/domain/jobs';
import { OFFER_DOCUMENTS, type Offer, type OfferDocType } from '@careers/domain/offers';
import { NDA_DOCUMENT, type RecruitingApplication, type RecruitingStatus } from '@careers/domain/recruiting';
import {
  type ScreeningApplication,
  type ScreeningDraftDocument,
  type ScreeningFormValues,
  type StoredScreeningStatus,
} from '@careers/domain/screening';
import { COLLECTIONS, documentSha256, emulatorGoogleSub } from '@careers/domain/shared';
import {
  jobDocument,
  makeAdminRole,
  makeApplication,
  makeOffer,
  type OfferStage,
  makeUserDocument,
  type TestAccount,
} from '@careers/domain/testing';
import { adminAuth, adminDb } from './admin-app';
import { makeScreeningApplication, type StoredScreening } from '../../functions/testing/screening-applications';

/**
 * Creates the account in the auth emulator as a Google user (so the emulator sign-in with
 * its email lands on it), with the admin claim when asked, and its users/{uid} document.
 */
export async function createAccount(account: TestAccount): Promise<void> {
  const result = await adminAuth.importUsers([
    {
      uid: account.uid,
      email: account.email,
      emailVerified: true,
      displayName: account.name,
      customClaims: account.admin ? { admin: true } : account.teamRole ? { role: account.teamRole } : undefined,
      providerData: [
        {
          providerId: 'google.com',
          uid: emulatorGoogleSub(account.email),
          email: account.email,
          displayName: account.name,
        },
      ],
    },
  ]);
  if (result.failureCount > 0) throw new Error(`importUsers failed: ${result.errors[0]?.error.message}`);
  await adminDb.collection(COLLECTIONS.users).doc(account.uid).set(makeUserDocument(account));
  if (account.admin || account.teamRole) {
    await adminDb.collection(COLLECTIONS.adminRoles).doc(account.uid).set(makeAdminRole(account));
  }
}

/** Lists a team account (an admin, or another role) in the team's list, teamMembers/{email}, as its grant would. */
export async function writeTeamGrant(account: TestAccount): Promise<void> {
  const role = account.admin ? 'admin' : account.teamRole;
  if (!role) return;
  await adminDb.collection(COLLECTIONS.teamMembers).doc(account.email).set({
    email: account.email,
    role,
    uid: account.uid,
    granted_by: 'seed',
    updated_at: new Date(),
    revision: 'seed',
  });
}

/**
 * Writes recruitingApplications/{uid} of the account in a status, as the server would have stored it
 * (makeApplication; a signed NDA carries the real hash of the NDA text). For the NDA screen
 * pass `{ nda_signed: false }` with 'meeting_scheduled'. Answers the stored application.
 */
export async function createApplication(
  account: Pick<TestAccount, 'uid' | 'name' | 'email'>,
  status: RecruitingStatus,
  overrides: Partial<RecruitingApplication> = {},
): Promise<RecruitingApplication> {
  const application = makeApplication(account, status, overrides);
  if (application.nda_signature && !overrides.nda_signature) {
    application.nda_signature.nda_sha256 = await documentSha256(NDA_DOCUMENT);
  }
  await adminDb.collection(COLLECTIONS.recruitingApplications).doc(application.id).set(application);
  return application;
}

/**
 * Writes the screening application of the account in a status as the server would have stored it
 * (makeScreeningApplication: the application, its assessment runs and the candidate's status
 * mirror), with the answers of `form` (the strong applicant's by default). While the functions
 * emulator runs, the assessment trigger sees the write: a `submitted` one gets assessed.
 */
export async function createScreeningApplication(
  account: Pick<TestAccount, 'uid' | 'name' | 'email'>,
  status: StoredScreeningStatus,
  form?: ScreeningFormValues,
  overrides: Partial<ScreeningApplication> = {},
): Promise<StoredScreening> {
  const stored = makeScreeningApplication(account, status, form, overrides);
  // Under its key (the uid for the specification's posting, uid__slug for another), its mirror with
  // it; another posting's mirror names its owner and posting, as the functions write it.
  const { id: key, job_slug: slug } = stored.application;
  if (key !== account.uid) Object.assign(stored.status, { user_id: account.uid, job_slug: slug });
  const batch = adminDb.batch();
  const application = adminDb.collection(COLLECTIONS.screeningApplications).doc(key);
  for (const run of stored.runs) {
    batch.set(application.collection(COLLECTIONS.screeningAssessments).doc(run.run_id), run);
  }
  batch.set(adminDb.collection(COLLECTIONS.screeningStatus).doc(key), stored.status);
  batch.set(application, stored.application);
  await batch.commit();
  return stored;
}

/** Writes the account's screening draft (makeScreeningDraft), as the form would have saved it. */
export async function writeScreeningDraft(
  account: Pick<TestAccount, 'uid'>,
  draft: ScreeningDraftDocument,
): Promise<void> {
  await adminDb.collection(COLLECTIONS.screeningDrafts).doc(account.uid).set(draft);
}

/** Writes jobs/{slug} (the id is the document key) and its entry in the title index, as the functions do. */
export async function writeJob(job: Job): Promise<void> {
  await Promise.all([
    adminDb.collection(COLLECTIONS.jobs).doc(job.id).set(jobDocument(job)),
    adminDb
      .collection(COLLECTIONS.jobTitles)
      .doc(JOB_TITLES_ID)
      .set({ jobs: { [job.id]: jobTitleOf(job) } }, { merge: true }),
  ]);
}

/**
 * Takes the admin role away as `npm run admin -- revoke` does, but leaves the user's token
 * valid: the claim stays in tokens already issued, the role document says revoked.
 */
export async function demoteAdmin(account: Pick<TestAccount, 'uid'>): Promise<void> {
  await adminDb
    .collection(COLLECTIONS.adminRoles)
    .doc(account.uid)
    .set({ ...makeAdminRole({ ...account, email: null }), active: false });
  await adminAuth.setCustomUserClaims(account.uid, {});
}

/**
 * Writes the offer of a hired application at a stage (makeOffer), as the server would have
 * stored it: each signature carries the real SHA-256 of the document text. Answers the offer.
 */
export async function createOffer(
  application: RecruitingApplication,
  stage: OfferStage = 'pending',
  overrides: Partial<Offer> = {},
): Promise<Offer> {
  const offer = makeOffer(application, stage, overrides);
  for (const [docType, signature] of Object.entries(offer.signatures)) {
    signature.document_sha256 = await documentSha256(OFFER_DOCUMENTS[docType as OfferDocType]);
  }
  await adminDb.collection(COLLECTIONS.offers).doc(offer.id).set(offer);
  return offer;
}
