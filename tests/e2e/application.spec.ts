import type { Locator } from '@playwright/test';
import { expect, pageErrors, test } from './support/test';
import { readFileSync } from 'node:fs';
import {
  APPLICATION_MESSAGES as M,
  CRITERIA_RULES,
  formatInterviewDate,
  type RecruitingApplication,
} from '@careers/domain/recruiting';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount } from '@careers/domain/testing';
import { adminAuth, adminDb } from '../support/admin-app';
import { inboxMailTo } from '../support/maildev';
import { signedInAs, signedInAsNew, signInHere, withSessionCookie } from './support/auth';
import { expectAccessible } from './support/axe';
import {
  adminSetsStatus,
  answer,
  APPLY_PATH,
  candidateWithApplication,
  confirmAndSubmit,
  fillUpToReview,
  stepCounter,
} from './support/application';
import { checkHeld } from './support/held';

const MEETING_URL = 'https://meet.google.com/demo-interview'; // web/.env.emulator
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The application stored for the user who signed in with this email (a new user's uid is the emulator's). */
async function storedApplication(email: string) {
  const { uid } = await adminAuth.getUserByEmail(email);
  const snapshot = await adminDb.collection(COLLECTIONS.recruitingApplications).doc(uid).get();
  return snapshot.data() as (RecruitingApplication & Record<string, unknown>) | undefined;
}

test('a signed-out visitor signs in and lands on the application', async ({ page }) => {
  await page.goto(APPLY_PATH);
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fjobs%2Fmarketing-analyst-recruiting%2Fapply$/);
  await signInHere(page, makeAccount());
  await expect(page).toHaveURL(new RegExp(`${APPLY_PATH}$`));
  await expect(stepCounter(page)).toHaveText('Step 1 of 4');
  await expect(page.getByTestId('step-percent')).toHaveText('25%');
  await expectAccessible(page, 'candidate: /jobs/marketing-analyst-recruiting/apply (new: agreement)');
  await page.getByRole('link', { name: 'Back to Job Details' }).click();
  await expect(page).toHaveURL(/\/jobs\/marketing-analyst-recruiting$/);
});

test('a returning candidate gets the first step from the server: it attaches as sent and goes on', async ({ page }) => {
  const account = await signedInAsNew(page);
  await withSessionCookie(page, account);
  const errors = pageErrors(page);
  await page.goto(APPLY_PATH);
  // The server's page (its embedded data says so), which the app attaches to.
  await expect(page.locator('#preloaded-data')).toHaveCount(1);
  await expect(stepCounter(page)).toHaveText('Step 1 of 4');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'attached');
  await expectAccessible(page, 'candidate: /jobs/marketing-analyst-recruiting/apply (server-rendered agreement)');
  await checkHeld(page.getByRole('checkbox', { name: 'I have read and agree to the Confidentiality Agreement' }));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepCounter(page)).toHaveText('Step 2 of 4');
  await expect(page.getByLabel('Full Name')).toHaveValue(account.name);
  expect(errors).toEqual([]);
});

test('the full-stack role goes to its screening form', async ({ page }) => {
  await signedInAsNew(page);
  await page.goto('/jobs/fullstack-engineer/apply');
  await expect(page).toHaveURL(/\/fullstack-screening$/);
});

test('a new candidate qualifies, signs the NDA and gets the interview with its calendar file', async ({ page }) => {
  const account = await signedInAsNew(page);
  // Every host the page asks, to show the flow calls no third party (the NDA screen once asked an
  // IP lookup service for the candidate's address; the server records the address it saw).
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).host));
  await page.goto(APPLY_PATH);

  // Step 0: Continue only once the agreement is accepted.
  await expect(stepCounter(page)).toHaveText('Step 1 of 4');
  const accept = page.getByLabel('I have read and agree to the Confidentiality Agreement');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await checkHeld(accept);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 1: prefilled from the signed-in user; the phone code drives the placeholder and clears the number.
  await expect(stepCounter(page)).toHaveText('Step 2 of 4');
  await expect(page.getByTestId('step-percent')).toHaveText('50%');
  await expect(page.getByLabel('Full Name')).toHaveValue(account.name);
  await expect(page.getByLabel('Email Address')).toHaveValue(account.email);
  const phone = page.getByLabel('Phone Number');
  await expect(phone).toHaveAttribute('placeholder', '917 123 4567');
  await phone.fill('98765 43210');
  await page.getByLabel('Country Code').selectOption('IN');
  await expect(phone).toHaveValue('');
  await expect(phone).toHaveAttribute('placeholder', '98765 43210');
  await page.getByLabel('Country Code').selectOption('ID');
  await expect(phone).toHaveAttribute('placeholder', '812 3456 7890');
  await page.getByLabel('Country Code').selectOption('PH');
  const countries = page.getByLabel('Country', { exact: true }).locator('option');
  await expect(countries.nth(1)).toHaveText(/Philippines$/);
  await expect(countries.nth(2)).toHaveText(/India$/);
  await expect(countries.nth(3)).toHaveText(/Indonesia$/);
  await expect(countries.last()).toHaveText(/Other$/);
  await phone.fill('917 123 4567');
  await answer(page, 'Gender', 'Female');
  await answer(page, 'Do you have WhatsApp on this number?', 'Yes');
  await page.getByLabel('Country', { exact: true }).selectOption('Philippines');

  // Back keeps what was typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepCounter(page)).toHaveText('Step 1 of 4');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(phone).toHaveValue('917 123 4567');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2.
  await expect(stepCounter(page)).toHaveText('Step 3 of 4');
  await page.getByLabel('LinkedIn Profile URL').fill('https://www.linkedin.com/in/maria-santos');
  await page.getByLabel('How did you hear about us?').selectOption('LinkedIn');
  await answer(page, 'Is your LinkedIn profile verified?', 'Yes');
  await answer(page, 'Do you have 100+ LinkedIn connections?', 'No');
  await checkHeld(page.getByLabel('I am willing to increase my LinkedIn connections to 100+'));
  await answer(page, 'Do you have a valid passport or government-issued ID?', 'Yes');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepCounter(page)).toHaveText('Step 4 of 4');

  // Step 3: the review, with edit links back to steps 0, 1 and 2.
  const personal = page.getByRole('region', { name: 'Personal & Contact Information' });
  await expect(personal).toContainText('+639171234567');
  await expect(personal).toContainText(account.email);
  await page.getByRole('button', { name: 'Edit Professional Information' }).click();
  await expect(stepCounter(page)).toHaveText('Step 3 of 4');
  await expect(page.getByLabel('LinkedIn Profile URL')).toHaveValue('https://www.linkedin.com/in/maria-santos');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Edit Personal & Contact Information' }).click();
  await expect(stepCounter(page)).toHaveText('Step 2 of 4');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Edit Confidentiality Agreement' }).click();
  await expect(stepCounter(page)).toHaveText('Step 1 of 4');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepCounter(page)).toHaveText('Step 4 of 4');
  await expect(page.getByTestId('step-percent')).toHaveText('100%');

  // Submit needs both boxes; until then the message says so.
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await expect(page.getByText(M.confirmBothTerms)).toBeVisible();
  await expect(submit).toBeDisabled();
  await checkHeld(page.getByLabel('I consent to the processing of my personal data for this application'));
  await expect(submit).toBeDisabled();
  await confirmAndSubmit(page);
  await expect(page.getByText('Congratulations! You meet our criteria. Please sign the NDA to proceed.')).toBeVisible();

  // The server got the phone as dial code + number, without phone_country_code.
  const submitted = await storedApplication(account.email);
  expect(submitted?.phone_number).toBe('+639171234567');
  expect(submitted).not.toHaveProperty('phone_country_code');
  expect(submitted?.willing_to_increase_connections).toBe(true);

  // Step 4: the NDA. Read first, then agree, then sign.
  await expect(page.getByRole('heading', { name: "Congratulations! You're Qualified" })).toBeVisible();
  await expect(stepCounter(page)).toHaveText('Step 5 of 7');
  await expectAccessible(page, 'candidate: /jobs/marketing-analyst-recruiting/apply (NDA)');
  const read = page.getByLabel('I have read the Non-Disclosure Agreement');
  const agree = page.getByLabel('I agree to the terms of the Non-Disclosure Agreement');
  const sign = page.getByRole('button', { name: 'Sign NDA' });
  await expect(agree).toBeDisabled();
  await expect(sign).toBeDisabled();
  await checkHeld(read);
  await expect(agree).toBeEnabled();
  await expect(sign).toBeDisabled();
  await checkHeld(agree);
  const signing = page.waitForRequest((request) => request.url().endsWith('/api/sign-nda'));
  await sign.click();
  await expect(page.getByText('NDA signed successfully! Proceeding to interview scheduling.')).toBeVisible();
  // The body is the application's id alone: no IP of the browser's own.
  expect((await signing).postDataJSON()).toEqual({ application_id: account.uid });
  // Only the site and the emulators it is built for (Auth 9099, Firestore 8080).
  expect([...hosts].filter((host) => !/^(127\.0\.0\.1|localhost):(5000|8080|9099)$/.test(host))).toEqual([]);

  // Step 5: the interview the server stored at signing.
  await expect(stepCounter(page)).toHaveText('Step 6 of 7');
  const signed = await storedApplication(account.email);
  expect(signed?.nda_signed).toBe(true);
  const start = (signed!.interview_start as unknown as { toDate(): Date }).toDate();
  const end = (signed!.interview_end as unknown as { toDate(): Date }).toDate();
  expect(end.getTime() - start.getTime()).toBe(2 * 3_600_000);
  expect(start.getUTCHours()).toBe(12);
  await expect(page.getByTestId('interview-date')).toHaveText(formatInterviewDate(start));
  await expect(page.getByTestId('interview-time')).toHaveText('8:00 PM - 10:00 PM Philippines Time');
  await expect(page.getByRole('link', { name: 'Join Video Meeting' })).toHaveAttribute('href', MEETING_URL);
  const calendarLink = await page.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href');
  expect(new URL(calendarLink!).searchParams.get('dates')).toBe(`${utc(start)}/${utc(end)}`);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download .ics' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = readFileSync((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toMatch(new RegExp(`^DTSTART:${utc(start)}\\r?$`, 'm'));
  expect(ics).toMatch(new RegExp(`^DTEND:${utc(end)}\\r?$`, 'm'));
  expect(ics).toContain(MEETING_URL);

  // The inbox (maildev's API) receives the interview-scheduled mail with its calendar file.
  await expect
    .poll(async () =>
      (await inboxMailTo(account.email))
        .filter((mail) => mail.subject.startsWith('Your interview is scheduled: '))
        .map((mail) => mail.attachments?.map((file) => file.filename)),
    )
    .toEqual([['applypilot-interview.ics']]);

  await expect(page.getByRole('heading', { name: 'What Happens Next?' })).toBeVisible();
  const team = page.getByRole('region', { name: 'Meet Our Team' });
  await expect(team.getByRole('article')).toHaveCount(6);
  await expect(team.getByRole('link', { name: /on LinkedIn$/ })).toHaveCount(6);
  await expect(team.getByRole('img', { name: /^Photo of / })).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'community forum' })).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
    'href',
    'mailto:support@applypilot.example',
  );
  await expect(page.getByRole('link', { name: 'Return to Jobs' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'View My Profile' })).toHaveAttribute('href', '/profile');

  // Coming back, the page opens where the server places the candidate.
  await page.reload();
  await expect(stepCounter(page)).toHaveText('Step 6 of 7');
  await expect(page.getByTestId('interview-date')).toHaveText(formatInterviewDate(start));
});

test.describe('the team on the interview screen', () => {
  const PLACEHOLDER = '/images/staff-placeholder.svg';
  /** The photo's pixel width once it has finished loading (0 when it failed). */
  const loadedWidth = (photo: Locator) =>
    photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1));

  test('every staff photo loads from the site itself; none shows the placeholder', async ({ page }) => {
    const { account } = await candidateWithApplication('meeting_scheduled');
    await signedInAs(page, account);
    await page.goto(APPLY_PATH);
    const photos = page.getByRole('region', { name: 'Meet Our Team' }).getByRole('img', { name: /^Photo of / });
    await expect(photos).toHaveCount(6);
    for (const photo of await photos.all()) {
      await expect.poll(() => loadedWidth(photo)).toBeGreaterThan(0);
      await expect(photo).toHaveAttribute('src', /^\/images\/team\//);
      await expect(photo).not.toHaveAttribute('src', PLACEHOLDER);
    }
  });

  test('a photo that cannot load shows the placeholder', async ({ page }) => {
    const { account } = await candidateWithApplication('meeting_scheduled');
    await page.route('**/images/team/rahul-mehta.*', (route) => route.fulfill({ status: 404 }));
    await signedInAs(page, account);
    await page.goto(APPLY_PATH);
    const team = page.getByRole('region', { name: 'Meet Our Team' });
    const broken = team.getByRole('img', { name: 'Photo of Rahul Mehta' });
    await expect(broken).toHaveAttribute('src', PLACEHOLDER);
    await expect.poll(() => loadedWidth(broken)).toBeGreaterThan(0);
    await expect(team.getByRole('img', { name: 'Photo of Priya Nair' })).not.toHaveAttribute('src', PLACEHOLDER);
  });
});

test('a candidate who fails the criteria sees the thank-you screen with the reasons', async ({ page }) => {
  await signedInAsNew(page);
  await page.goto(APPLY_PATH);
  await fillUpToReview(page, { verified: 'No', connections: 'Yes', passport: 'No' });
  await expectAccessible(page, 'candidate: /jobs/marketing-analyst-recruiting/apply (new: review)');
  await confirmAndSubmit(page);

  await expect(page.getByRole('heading', { name: 'Thank You for Applying' })).toBeVisible();
  await expectAccessible(page, 'candidate: /jobs/marketing-analyst-recruiting/apply (criteria failed)');
  await expect(stepCounter(page)).toHaveText('Step 5 of 5');
  await expect(page.getByTestId('step-title')).toHaveText('Application Status');
  await expect(page.getByText(/does not meet our current requirements/)).toContainText(CRITERIA_RULES.verified);
  await expect(page.getByText(/does not meet our current requirements/)).toContainText(CRITERIA_RULES.passport);
  await expect(page.getByText('Congratulations! You meet our criteria.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign NDA' })).toHaveCount(0);
});

test('every field of steps 1 and 2 shows its message for a bad answer', async ({ page }) => {
  await signedInAsNew(page);
  await page.goto(APPLY_PATH);
  await checkHeld(page.getByLabel('I have read and agree to the Confidentiality Agreement'));
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 1, everything empty.
  await page.getByLabel('Full Name').fill('   ');
  await page.getByLabel('Email Address').fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  for (const message of [
    M.nameRequired,
    M.emailRequired,
    M.genderRequired,
    M.phoneRequired,
    M.whatsappRequired,
    M.countryRequired,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(stepCounter(page)).toHaveText('Step 2 of 4');
  await expectAccessible(
    page,
    'candidate: /jobs/marketing-analyst-recruiting/apply (new: personal step with its messages)',
  );
  await page.getByLabel('Email Address').fill('maria@');
  await expect(page.getByText(M.emailInvalid, { exact: true })).toBeVisible();

  // Each message goes once its field is right; then Next moves on.
  await page.getByLabel('Full Name').fill('Maria Santos');
  await page.getByLabel('Email Address').fill('maria@example.com');
  await answer(page, 'Gender', 'Male');
  await page.getByLabel('Phone Number').fill('9171234567');
  await answer(page, 'Do you have WhatsApp on this number?', 'No');
  await page.getByLabel('Country', { exact: true }).selectOption('Other');
  for (const message of [M.nameRequired, M.emailInvalid, M.genderRequired, M.phoneRequired, M.countryRequired]) {
    await expect(page.getByText(message, { exact: true })).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2, everything empty.
  await expect(stepCounter(page)).toHaveText('Step 3 of 4');
  await page.getByRole('button', { name: 'Next' }).click();
  for (const message of [
    M.linkedinRequired,
    M.referralRequired,
    M.verifiedRequired,
    M.connectionsRequired,
    M.passportRequired,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('LinkedIn Profile URL').fill('https://www.linkedin.com/company/acme');
  await expect(page.getByText(M.linkedinInvalid, { exact: true })).toBeVisible();
  await page.getByLabel('LinkedIn Profile URL').fill('https://www.linkedin.com/in/maria');
  await expect(page.getByText(M.linkedinInvalid, { exact: true })).toHaveCount(0);

  // Fewer than 100 connections: the willingness box must be ticked.
  const willing = page.getByLabel('I am willing to increase my LinkedIn connections to 100+');
  await expect(willing).toHaveCount(0);
  await answer(page, 'Do you have 100+ LinkedIn connections?', 'No');
  await expect(page.getByText(M.willingnessRequired, { exact: true })).toBeVisible();
  await expect(willing).toBeVisible();
  await expectAccessible(
    page,
    'candidate: /jobs/marketing-analyst-recruiting/apply (new: professional step with its messages)',
  );
  await page.getByLabel('How did you hear about us?').selectOption('Referral');
  await answer(page, 'Is your LinkedIn profile verified?', 'Yes');
  await answer(page, 'Do you have a valid passport or government-issued ID?', 'Yes');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepCounter(page)).toHaveText('Step 3 of 4');
  await checkHeld(willing);
  await expect(page.getByText(M.willingnessRequired, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepCounter(page)).toHaveText('Step 4 of 4');
});

test("an admin's status change reaches the open page without a reload", async ({ page }) => {
  const { account, application } = await candidateWithApplication('meeting_scheduled');
  await signedInAs(page, account);
  await page.goto(APPLY_PATH);
  await expect(stepCounter(page)).toHaveText('Step 6 of 7');
  await expect(page.getByTestId('interview-date')).toHaveText(formatInterviewDate(application.interview_start!));
  await expectAccessible(page, 'candidate: /jobs/marketing-analyst-recruiting/apply (interview scheduled)');

  // A marker on the window survives only if the page is not reloaded.
  await page.evaluate(() => Object.assign(window, { __notReloaded: true }));
  await adminSetsStatus(account, 'interviewed');
  await expect(page.getByRole('heading', { name: 'Interview Complete', level: 3 })).toBeVisible();
  await expect(stepCounter(page)).toHaveText('Step 7 of 7');
  await expectAccessible(page, 'candidate: /jobs/marketing-analyst-recruiting/apply (interview complete)');

  await adminSetsStatus(account, 'hired');
  await expect(page).toHaveURL(/\/job-offers$/);
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
});

test('a candidate rejected after the interview reads Thank You', async ({ page }) => {
  const { account } = await candidateWithApplication('rejected_after_interview');
  await signedInAs(page, account);
  await page.goto(APPLY_PATH);
  await expect(page.getByRole('heading', { name: 'Thank You', exact: true })).toBeVisible();
  await expect(stepCounter(page)).toHaveText('Step 7 of 7');
  await expectAccessible(page, 'candidate: /jobs/marketing-analyst-recruiting/apply (rejected)');
});

test('a hired candidate is sent to the job offers', async ({ page }) => {
  const { account } = await candidateWithApplication('hired');
  await signedInAs(page, account);
  await page.goto(APPLY_PATH);
  await expect(page).toHaveURL(/\/job-offers$/);
});

test('a failed status check says so and offers a retry', async ({ page }) => {
  await page.route('**/api/check-application-status', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' }),
  );
  await signedInAsNew(page);
  await page.goto(APPLY_PATH);
  await expect(page.getByText('Failed to load application status').first()).toBeVisible();
  await page.unroute('**/api/check-application-status');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(stepCounter(page)).toHaveText('Step 1 of 4');
});
