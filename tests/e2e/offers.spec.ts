// Job offers in the browser: the list, signing the three documents in order, accepting (start
// date today in Philippines time) and the signing certificate, rejecting for good, someone else's
// offer, the secure viewer, and an admin-side change showing live.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { formatStartDate, startDateFor } from '@careers/domain/offers';
import { jobOfferPath, ROUTES } from '@careers/domain/shared';
import { makeAccount, type OfferStage } from '@careers/domain/testing';
import { readFileSync } from 'node:fs';
import { adminDb } from '../support/admin-app';
import { pdfText } from '../support/pdf-text';
import { createAccount, createApplication, createOffer } from '../support/writers';
import { signedInAs, signedInAsNew } from './support/auth';
import { expectAccessible } from './support/axe';

/** A hired candidate with an offer at `stage`, signed in on `path` (the offer page by default). */
async function candidateOnOffer(page: Page, stage: OfferStage, path?: (offerId: string) => string) {
  const account = makeAccount();
  await createAccount(account);
  const offer = await createOffer(await createApplication(account, 'hired'), stage);
  await signedInAs(page, account);
  await page.goto(path ? path(offer.id) : jobOfferPath(offer.id));
  return { account, offer };
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 });

/** Signs the document of the current step; after the last one the form gives way to the acceptance. */
async function signCurrent(page: Page, name: string, { last = false } = {}) {
  const field = page.getByLabel('Type your full name to sign');
  const button = page.getByRole('button', { name: 'Sign Document' });
  await expect(button).toBeDisabled();
  await field.fill('   ');
  await expect(button).toBeDisabled();
  await field.fill(name);
  await button.click();
  // Signed: the toast says so (earlier ones may still show) and the form is empty for the next
  // document, or gone after the last one.
  await expect(page.getByText('Document signed').first()).toBeVisible();
  if (last) await expect(field).toBeHidden();
  else await expect(field).toHaveValue('');
}

test('a hired candidate signs the three documents in order, accepts, and downloads the certificate', async ({
  page,
}) => {
  const { account, offer } = await candidateOnOffer(page, 'pending', () => ROUTES.jobOffers);
  // The list: one card that opens the offer.
  const card = page.getByRole('article', { name: 'Marketing Analyst (Recruiting)' });
  await expect(card.getByText('0 of 4 steps completed')).toBeVisible();
  await expect(card.getByTestId('offer-status')).toHaveText('Pending');
  await card.getByText('Continue Process').click();
  await expect(page).toHaveURL(new RegExp(`${jobOfferPath(offer.id)}$`));

  await expect(page.getByRole('heading', { name: `Hi ${account.name}, congratulations on your offer!` })).toBeVisible();
  await expect(page.getByTestId('offer-step-counter')).toHaveText('Step 1 of 4');
  await expect(stepHeading(page, 'Step 1: Employment Agreement')).toBeVisible();
  await expectAccessible(page, 'candidate: /job-offers/:offerId (first document)');
  await signCurrent(page, account.name);
  await expect(stepHeading(page, 'Step 2: NDA')).toBeVisible();
  await expect(page.getByTestId('offer-percent')).toHaveText('25%');
  await expect(page.getByTestId('offer-status')).toHaveText('In Progress');
  await expectAccessible(page, 'candidate: /job-offers/:offerId (second document, after a signature and its toast)');
  await signCurrent(page, account.name);
  await expect(stepHeading(page, 'Step 3: Compensation')).toBeVisible();
  await signCurrent(page, account.name, { last: true });
  await expect(stepHeading(page, 'Step 4: Final Acceptance')).toBeVisible();
  await expect(page.getByTestId('offer-percent')).toHaveText('75%');
  await expect(page.getByText('Your start date will be today (Philippines time), the day you accept.')).toBeVisible();

  await page.getByRole('button', { name: 'Accept Offer' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to the Team!' })).toBeVisible();
  await expect(page.getByTestId('offer-start-date')).toHaveText(
    `Start date: ${formatStartDate(startDateFor(new Date()))} (the day you accepted, Philippines time)`,
  );
  await expectAccessible(page, 'candidate: /job-offers/:offerId (accepted)');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Signing Certificate' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`signing-certificate-${offer.id}.pdf`);
  const text = pdfText(readFileSync((await file.path())!));
  const stored = (await adminDb.collection('offers').doc(offer.id).get()).data()!;
  for (const docType of ['employment_agreement', 'nda', 'compensation_agreement']) {
    expect(text).toContain(stored.signatures[docType].document_sha256);
  }
  expect(text).toContain('Decision: Accepted');
});

test('a candidate rejects with a reason, for good: the offer can no longer be accepted', async ({ page }) => {
  const { offer } = await candidateOnOffer(page, 'all_signed');
  await expect(stepHeading(page, 'Step 4: Final Acceptance')).toBeVisible();
  await expectAccessible(page, 'candidate: /job-offers/:offerId (final acceptance)');
  await page.getByRole('button', { name: 'Reject Offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this offer?' });
  await expect(
    dialog.getByText('Rejecting is permanent: you will not be able to accept this offer later.'),
  ).toBeVisible();
  await dialog.getByLabel('Reason (optional)').fill('  I accepted another offer.  ');
  await dialog.getByRole('button', { name: 'Reject Offer' }).click();
  await expect(page.getByRole('heading', { name: 'Offer Declined' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept Offer' })).toHaveCount(0);
  await expectAccessible(page, 'candidate: /job-offers/:offerId (rejected)');
  const stored = (await adminDb.collection('offers').doc(offer.id).get()).data()!;
  expect(stored.status).toBe('rejected');
  expect(stored.decision.reason).toBe('I accepted another offer.');
  // Back on the list, the card now says View Details.
  await page.goto(ROUTES.jobOffers);
  await expect(page.getByRole('article').getByText('View Details')).toBeVisible();
});

test("another user's offer shows Offer Not Found", async ({ page }) => {
  const owner = makeAccount();
  await createAccount(owner);
  const offer = await createOffer(await createApplication(owner, 'hired'), 'pending');
  await signedInAsNew(page);
  await page.goto(jobOfferPath(offer.id));
  await expect(page.getByRole('heading', { name: 'Offer Not Found' })).toBeVisible();
  await expect(page.getByText("This offer was not found or you don't have access to it.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Offers' })).toHaveAttribute('href', ROUTES.jobOffers);
});

test('a candidate without offers reads the empty state', async ({ page }) => {
  await signedInAsNew(page);
  await page.goto(ROUTES.jobOffers);
  await expect(page.getByRole('heading', { name: 'No Job Offers Yet' })).toBeVisible();
  await expect(
    page.getByText("You don't have any job offers at the moment. Keep an eye on your email for updates!"),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  await expectAccessible(page, 'candidate: /job-offers (none yet)');
});

test('the secure viewer refuses copying, the context menu, selection and the print shortcut, and marks the page', async ({
  page,
}) => {
  const { account } = await candidateOnOffer(page, 'pending');
  const viewer = page.getByTestId('secure-document');
  await expect(viewer.getByRole('heading', { name: 'Employment Agreement' })).toBeVisible();
  await expect(page.getByTestId('watermark').first()).toContainText(`CONFIDENTIAL · ${account.email}`);
  // Each event dispatched on the document is cancelled by the viewer.
  const cancelled = await viewer.evaluate((element) => {
    const fire = (event: Event) => !element.dispatchEvent(event);
    const target = element.querySelector('p') ?? element;
    return {
      copy: fire(new ClipboardEvent('copy', { bubbles: true, cancelable: true })),
      cut: fire(new ClipboardEvent('cut', { bubbles: true, cancelable: true })),
      contextmenu: !target.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })),
      selectstart: !target.dispatchEvent(new Event('selectstart', { bubbles: true, cancelable: true })),
      dragstart: fire(new DragEvent('dragstart', { bubbles: true, cancelable: true })),
      print: !window.dispatchEvent(new KeyboardEvent('keydown', { key: 'p', ctrlKey: true, cancelable: true })),
      devtools: !window.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'I', ctrlKey: true, shiftKey: true, cancelable: true }),
      ),
    };
  });
  expect(cancelled).toEqual({
    copy: true,
    cut: true,
    contextmenu: true,
    selectstart: true,
    dragstart: true,
    print: true,
    devtools: true,
  });
  // Select all stays the user's in the typed-name field: it selects what they typed, and typing
  // replaces it (the viewer refuses it only outside text fields).
  const name = page.getByLabel('Type your full name to sign');
  await name.fill('Wrong Name');
  await name.press('ControlOrMeta+a');
  await name.pressSequentially('Ana Cruz');
  await expect(name).toHaveValue('Ana Cruz');
  // Printing shows no document.
  await page.emulateMedia({ media: 'print' });
  await expect(viewer).toBeHidden();
});

test('the offer page follows the offer live: a change made elsewhere shows without a reload', async ({ page }) => {
  const { offer } = await candidateOnOffer(page, 'pending');
  await expect(page.getByTestId('offer-step-counter')).toHaveText('Step 1 of 4');
  await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
  // The first answer may be the API's: the change is made once the page follows the offer, that is
  // once the listener's channel has had its first request (which carries the listen) answered.
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => entry.name.includes('/google.firestore.v1.Firestore/Listen/channel')),
  );
  // The same candidate signing from another device.
  await adminDb.collection('offers').doc(offer.id).update({ employment_agreement_signed: true, status: 'in_progress' });
  await expect(page.getByTestId('offer-step-counter')).toHaveText('Step 2 of 4');
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
});
