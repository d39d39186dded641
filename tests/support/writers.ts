// Writes factory data into the emulators: shared by function tests, end-to-end tests and the seed.
import { COLLECTIONS, emulatorGoogleSub, type Job } from '@careers/domain';
import { jobDocument, makeUserDocument, type TestAccount } from '@careers/domain/testing';
import { adminAuth, adminDb } from './admin-app';

/**
 * Creates the account in the auth emulator as a Google user (so the emulator sign-in with
 * its email lands on it), with the admin claim when asked, and its users/{uid} document.
 */
export async function createAccount(account: TestAccount, { withProfile = true } = {}): Promise<void> {
  const result = await adminAuth.importUsers([
    {
      uid: account.uid,
      email: account.email,
      emailVerified: true,
      displayName: account.name,
      customClaims: account.admin ? { admin: true } : undefined,
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
  if (withProfile) {
    await adminDb.collection(COLLECTIONS.users).doc(account.uid).set(makeUserDocument(account));
  }
}

/** Writes jobs/{slug} (the id is the document key). */
export async function writeJob(job: Job): Promise<void> {
  await adminDb.collection(COLLECTIONS.jobs).doc(job.id).set(jobDocument(job));
}
