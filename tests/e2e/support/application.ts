import { expect, type Page } from '@playwright/test';
import { JOB_SLUGS } from '@careers/domain/jobs';
import { applyPath } from '@careers/domain/shared';
import { createAccount, createApplication } from '../../support/writers';
import { idTokenFor } from '../../support/tokens';
import { call } from '../../support/api';
import { makeAccount, type TestAccount } from '@careers/domain/testing';
import type { RecruitingStatus } from '@careers/domain/recruiting';
import { checkHeld } from './held';

export const APPLY_PATH = applyPath(JOB_SLUGS.marketingAnalyst);

/** The progress text, e.g. 'Step 2 of 4'. */
export const stepCounter = (page: Page) => page.getByTestId('step-counter');

/** A yes/no (or other) question of the form, by its label. */
export const question = (page: Page, label: string) => page.getByRole('radiogroup', { name: label });

export async function answer(page: Page, label: string, choice: string) {
  await checkHeld(question(page, label).getByLabel(choice, { exact: true }));
}

export interface ProfessionalAnswers {
  verified: 'Yes' | 'No';
  connections: 'Yes' | 'No';
  willing?: boolean;
  passport: 'Yes' | 'No';
}

/** Step 0 to the review (step 3) with valid answers; the account's name and email are prefilled. */
export async function fillUpToReview(page: Page, professional: ProfessionalAnswers) {
  await expect(stepCounter(page)).toHaveText('Step 1 of 4');
  await checkHeld(page.getByLabel('I have read and agree to the Confidentiality Agreement'));
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(stepCounter(page)).toHaveText('Step 2 of 4');
  await answer(page, 'Gender', 'Female');
  await page.getByLabel('Phone Number').fill('917 123 4567');
  await answer(page, 'Do you have WhatsApp on this number?', 'Yes');
  await page.getByLabel('Country', { exact: true }).selectOption('Philippines');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepCounter(page)).toHaveText('Step 3 of 4');
  await page.getByLabel('LinkedIn Profile URL').fill('https://www.linkedin.com/in/maria-santos');
  await page.getByLabel('How did you hear about us?').selectOption('LinkedIn');
  await answer(page, 'Is your LinkedIn profile verified?', professional.verified);
  await answer(page, 'Do you have 100+ LinkedIn connections?', professional.connections);
  if (professional.willing)
    await checkHeld(page.getByLabel('I am willing to increase my LinkedIn connections to 100+'));
  await answer(page, 'Do you have a valid passport or government-issued ID?', professional.passport);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepCounter(page)).toHaveText('Step 4 of 4');
}

/** Ticks both review boxes and submits. */
export async function confirmAndSubmit(page: Page) {
  await checkHeld(page.getByLabel('I consent to the processing of my personal data for this application'));
  await checkHeld(page.getByLabel('I confirm that the information I have provided is accurate and complete'));
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application submitted successfully!')).toBeVisible();
}

/** A signed-up candidate with an application stored in `status`. */
export async function candidateWithApplication(status: RecruitingStatus) {
  const account = makeAccount();
  await createAccount(account);
  const application = await createApplication(account, status);
  return { account, application };
}

/** Moves the application through the admin endpoint, as an admin's dashboard would. */
export async function adminSetsStatus(candidate: Pick<TestAccount, 'uid'>, status: RecruitingStatus) {
  const admin = makeAccount({ admin: true });
  await createAccount(admin);
  const answer = await call('PATCH', `/api/admin/applications/${candidate.uid}/status`, {
    token: await idTokenFor(admin),
    body: { status },
  });
  expect(answer.status, answer.text).toBe(200);
}
