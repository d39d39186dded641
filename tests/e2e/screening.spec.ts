// The full-stack screening form in the browser: Next's required fields, conditional fields, the
// autosaved draft restored on another device, submitting, and the status followed live (the
// emulator's trigger assesses with the built-in rubric), including an admin's reassess.
import type { Page } from '@playwright/test';
import { expect, holdsSessionCookie, pageErrors, test } from './support/test';
import {
  makeAccount,
  makeScreeningDraft,
  makeScreeningForm,
  STRONG_SCREENING_CANDIDATE,
  type TestAccount,
} from '@careers/domain/testing';
import { call } from '../support/api';
import { storedScreeningApplication, storedScreeningDraft } from '../support/readers';
import { idTokenFor } from '../support/tokens';
import { createAccount, createScreeningApplication, writeScreeningDraft } from '../support/writers';
import { signedInAs } from './support/auth';
import { expectAccessible } from './support/axe';
import { checkHeld } from './support/held';

const SCREENING = '/fullstack-screening';
const counter = (page: Page) => page.getByTestId('section-counter');
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

// Texts of the specification and the candidate messages (pinned here, not read from the code).
const REQUIRED_TOAST = 'Please fill in all required fields before proceeding';
const ALL_SECTIONS_TOAST = 'Please complete all required fields in all sections';
const PASSED_MESSAGE =
  'Congratulations! Your application passed the screening. Our team will contact you with next steps.';
const RECEIVED_MESSAGE = 'Your application has been received and is being reviewed by our team.';

async function candidate(): Promise<TestAccount> {
  const account = makeAccount();
  await createAccount(account);
  return account;
}

test('Next insists on the section’s required fields; editing clears a message; conditional fields show', async ({
  page,
}) => {
  await signedInAs(page, await candidate());
  await page.goto(SCREENING);
  await expect(page.getByRole('heading', { name: 'Full-Stack Screening Application', level: 1 })).toBeVisible();
  await expect(counter(page)).toHaveText('Section 1 of 8');
  await expect(page.getByTestId('section-percent')).toHaveText('13%');
  await expect(page.getByText('This application takes about 30-45 minutes to complete.')).toBeVisible();
  await expect(page.getByText('Your progress is saved automatically.')).toBeVisible();
  await expect(page.getByRole('button', { name: /save/i })).toHaveCount(0);
  await expectAccessible(page, 'candidate: /fullstack-screening (new: first section)');

  await next(page).click();
  await expect(page.getByText(REQUIRED_TOAST)).toBeVisible();
  for (const message of [
    'University name is required',
    'Current year is required',
    'Cumulative CGPA is required',
    'Relevant coursework is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expectAccessible(page, 'candidate: /fullstack-screening (first section with its messages)');
  await page.getByLabel('University name').fill('Vellore Institute of Technology');
  await expect(page.getByText('University name is required', { exact: true })).toBeHidden();
  await expect(page.getByText('Current year is required', { exact: true })).toBeVisible();

  await expect(page.getByLabel('Backlog subjects')).toBeHidden();
  await checkHeld(page.getByLabel('Active backlogs'));
  await expect(page.getByLabel('Backlog subjects')).toBeVisible();

  await page.getByLabel('Current year').selectOption('3');
  const cgpa = page.getByLabel('Cumulative CGPA');
  await expect(cgpa).toHaveAttribute('step', '0.01');
  await expect(cgpa).toHaveAttribute('max', '10');
  await cgpa.fill('8.72');
  await page.getByLabel('Relevant coursework').fill('Data structures, DBMS and operating systems.');
  await next(page).click();
  await expect(counter(page)).toHaveText('Section 2 of 8');
  await expect(page.getByRole('heading', { name: 'Frontend Development', level: 2 })).toBeVisible();
  await expectAccessible(page, 'candidate: /fullstack-screening (frontend: multi-select)');

  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(counter(page)).toHaveText('Section 1 of 8');
  await expect(page.getByLabel('Cumulative CGPA')).toHaveValue('8.72');
});

test('answers are saved as typed and restored on another device', async ({ page, browser }) => {
  const account = await candidate();
  await signedInAs(page, account);
  await page.goto(SCREENING);
  await page.getByLabel('University name').fill('National Institute of Technology');
  await page.getByLabel('Branch / major').fill('B.Tech Computer Science');
  await expect(page.getByTestId('draft-saved')).toHaveText(/^Last saved at /);
  await expect
    .poll(
      async () => JSON.parse(((await storedScreeningDraft(account.uid))?.values as string) ?? '{}').university_branch,
    )
    .toBe('B.Tech Computer Science');

  // Another device: a new browser context, signed in as the same candidate.
  const other = await browser.newContext();
  const second = await other.newPage();
  await signedInAs(second, account);
  await second.goto(SCREENING);
  await expect(second.getByLabel('University name')).toHaveValue('National Institute of Technology');
  await expect(second.getByLabel('Branch / major')).toHaveValue('B.Tech Computer Science');
  await expect(second.getByTestId('draft-saved')).toHaveText(/^Last saved at /);
  await other.close();
});

test('a returning candidate gets their draft from the server: it attaches as sent, saves as they type, and sign-out ends it', async ({
  page,
}) => {
  const account = await candidate();
  const form = makeScreeningForm();
  // Answered through Backend Development, and back on it.
  await writeScreeningDraft(account, { ...makeScreeningDraft(form, 3), section: 2 });
  await signedInAs(page, account);
  // The first visit renders in the browser and keeps the session in its cookie.
  await page.goto(SCREENING);
  await expect(counter(page)).toHaveText('Section 3 of 8');
  const framework = page.getByRole('textbox', { name: 'Backend framework', exact: true });
  const sessionCookie = () => holdsSessionCookie(page);
  await expect.poll(sessionCookie).toBe(true);

  // The next comes rendered from the server (its embedded data says so), and the app attaches to it.
  const errors = pageErrors(page);
  await page.reload();
  await expect(page.locator('#preloaded-data')).toHaveCount(1);
  await expect(counter(page)).toHaveText('Section 3 of 8');
  await expect(framework).toHaveValue(form.backend_framework);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'attached');
  await expectAccessible(page, 'candidate: /fullstack-screening (server-rendered draft)');
  await expect(page.getByTestId('draft-saved')).toHaveText(/^Last saved at /);

  // It works as the browser-rendered form does: an answer is saved, and shows when the form is
  // shown again (another screen and back: the draft is read anew, not the one the page came with)
  // and on the next visit.
  await framework.fill('Fastify');
  await expect.poll(async () => (await storedScreeningDraft(account.uid))?.values).toContain('"Fastify"');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('button', { name: 'Fetch Application Status' })).toBeVisible();
  await page.goBack();
  await expect(framework).toHaveValue('Fastify');
  await page.reload();
  await expect(framework).toHaveValue('Fastify');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'attached');
  expect(errors).toEqual([]);

  // Signing out takes the cookie away: the page is the sign-in's again.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect.poll(sessionCookie).toBe(false);
  const after = await page.goto(SCREENING);
  expect(await after?.text()).not.toContain('id="preloaded-data"');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Ffullstack-screening$/);
});

test('a restored draft resumes on its section; Submit sends the candidate back to what is missing, then submits and follows the result live', async ({
  page,
}) => {
  const account = await candidate();
  const form = makeScreeningForm({ university_name: '' });
  await writeScreeningDraft(account, makeScreeningDraft(form, 8));
  await signedInAs(page, account);
  await page.goto(SCREENING);

  await expect(counter(page)).toHaveText('Section 8 of 8');
  await expect(page.getByLabel('SQL vs cache explanation')).toHaveValue(form.sql_vs_cache_explanation);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText(ALL_SECTIONS_TOAST)).toBeVisible();
  await expect(counter(page)).toHaveText('Section 1 of 8');
  await expect(page.getByText('University name is required', { exact: true })).toBeVisible();

  await page.getByLabel('University name').fill(STRONG_SCREENING_CANDIDATE.form.university_name);
  for (let section = 2; section <= 8; section += 1) {
    await next(page).click();
    await expect(counter(page)).toHaveText(`Section ${section} of 8`);
  }
  await page.getByRole('button', { name: 'Submit', exact: true }).click();

  await expect(page.getByText('Application submitted successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Application Already Submitted' })).toBeVisible();
  // The built-in rubric scores the strong applicant 10.0: the page follows the status to the result.
  await expect(page.getByTestId('screening-message')).toHaveText(PASSED_MESSAGE);
  expect((await storedScreeningApplication(account.uid))?.fs_status).toBe('screening_passed');
  expect(await storedScreeningDraft(account.uid)).toBeUndefined();
});

test('an application that exists shows its message and the way home; an admin’s reassess reaches the open page', async ({
  page,
}) => {
  const account = await candidate();
  await createScreeningApplication(account, 'assessment_failed');
  await signedInAs(page, account);
  await page.goto(SCREENING);
  await expect(page.getByRole('heading', { name: 'Application Already Submitted' })).toBeVisible();
  await expect(page.getByTestId('screening-message')).toHaveText(RECEIVED_MESSAGE);

  const admin = makeAccount({ admin: true });
  await createAccount(admin);
  const answer = await call('POST', `/api/admin/fullstack-screening/applications/${account.uid}/reassess`, {
    token: await idTokenFor(admin),
    body: {},
  });
  expect(answer.status, answer.text).toBe(200);
  await expect(page.getByTestId('screening-message')).toHaveText(PASSED_MESSAGE);

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
