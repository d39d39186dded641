// The candidate's data rights on /profile (docs/features/data-rights.md): "Download my data" saves
// a zip of everything stored about them with their signing certificate; "Delete my account and
// data" asks for their email typed out, then erases, signs them out and goes home.
import { expect, test } from './support/test';
import { offerIdFor } from '@careers/domain/offers';
import { EXPORT_FORMAT, pseudonymFor, type CareersExport } from '@careers/domain/privacy';
import { COLLECTIONS } from '@careers/domain/shared';
import { strFromU8, unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { adminAuth, adminDb } from '../support/admin-app';
import { pdfText } from '../support/pdf-text';
import { createOffer, createScreeningApplication } from '../support/writers';
import { candidateWithApplication } from './support/application';
import { signedInAs } from './support/auth';
import { expectAccessible } from './support/axe';
import { EMULATOR_PSEUDONYM_KEY } from '../support/secrets';

test('a candidate downloads their data, then deletes their account and data', async ({ page }) => {
  const { account, application } = await candidateWithApplication('hired');
  const offer = await createOffer(application, 'accepted');
  await createScreeningApplication(account, 'screening_passed');
  await signedInAs(page, account);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();

  // The download: one zip, data.json with every collection's data and the signing certificate.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^careers-data-export-\d{4}-\d\d-\d\d\.zip$/);
  const files = unzipSync(readFileSync((await file.path())!));
  const data = JSON.parse(strFromU8(files['data.json']!)) as CareersExport;
  expect(data).toMatchObject({
    format: EXPORT_FORMAT,
    account: { uid: account.uid, email: account.email },
    user: { uid: account.uid, email: account.email, name: account.name },
    recruiting_application: { id: account.uid, status: 'hired', email: account.email },
    screening_application: { id: account.uid, fs_status: 'screening_passed' },
    screening_status: { status: 'screening_passed' },
  });
  expect(data.offers.map((o) => [o.id, o.status])).toEqual([[offer.id, 'accepted']]);
  expect(pdfText(files[`certificates/${offer.id}.pdf`]!)).toContain(`Signed by (typed name): ${account.name}`);
  await expect(page.getByText('Your data was downloaded')).toBeVisible();
  await expectAccessible(page, 'candidate: /profile (your data downloaded and its toast)');

  // The delete: the button is enabled only once the email is typed out.
  await page.getByRole('button', { name: 'Delete my account and data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account and data?' });
  const confirm = dialog.getByRole('button', { name: 'Delete permanently' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type your email address to confirm').fill('someone-else@example.com');
  await expect(confirm).toBeDisabled();
  await expectAccessible(page, 'candidate: /profile (the delete-account dialog)');
  await dialog.getByLabel('Type your email address to confirm').fill(account.email);
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page.getByText('Your account and data were deleted')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:5000\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  // Gone: the account, the profile, the applications; the accepted offer kept as evidence under the pseudonym.
  await expect(adminAuth.getUser(account.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  for (const collection of [COLLECTIONS.users, COLLECTIONS.recruitingApplications, COLLECTIONS.screeningApplications]) {
    expect((await adminDb.collection(collection).doc(account.uid).get()).exists, collection).toBe(false);
  }
  expect((await adminDb.collection(COLLECTIONS.offers).doc(offer.id).get()).exists).toBe(false);
  const kept = await adminDb
    .collection(COLLECTIONS.offers)
    .doc(offerIdFor(await pseudonymFor(account.uid, EMULATOR_PSEUDONYM_KEY)))
    .get();
  expect(kept.get('candidate.email')).toBe('');
  // Signed out for good: /profile asks for a sign-in.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Not Signed In' })).toBeVisible();
});
