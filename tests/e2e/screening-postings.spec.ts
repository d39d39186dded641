// A second posting of the screening flow, as a candidate sees it: its questionnaire under its
// title, /profile listing the application to it, and a ?job= that names no screening posting,
// each checked by axe.
import { expect, test } from '@playwright/test';
import {
  SCREENING_CANDIDATE_MESSAGES,
  screeningApplicationId,
  screeningStatusDocument,
} from '@careers/domain/screening';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeJob } from '@careers/domain/testing';
import { adminDb } from '../support/admin-app';
import { writeJob } from '../support/writers';
import { signedInAsNew } from './support/auth';
import { expectAccessible } from './support/axe';

test('a candidate and a second screening posting: its questionnaire, /profile listing the application, and a posting that takes none', async ({
  page,
}) => {
  const posting = makeJob({ isActive: true, flow: 'screening', title: 'Data Engineer Intern (Screening)' });
  await writeJob(posting);
  const account = await signedInAsNew(page);
  await page.goto(`/fullstack-screening?job=${posting.id}`);
  await expect(page.getByTestId('screening-posting').filter({ hasText: posting.title })).toBeVisible();
  await expect(page.getByTestId('section-counter')).toHaveText(/Section 1 of 8/);
  await expectAccessible(page, 'candidate: /fullstack-screening?job=:slug (another posting: first section)');
  // Where the candidate stands with it, as the functions keep it: the mirror under its key.
  await adminDb
    .collection(COLLECTIONS.screeningStatus)
    .doc(screeningApplicationId(account.uid, posting.id))
    .set({ ...screeningStatusDocument('assessing', new Date()), user_id: account.uid, job_slug: posting.id });
  // /profile shows the candidate's applications once they fetch their status.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Fetch Application Status' }).click();
  await expect(page.getByTestId('screening-application').filter({ hasText: posting.title })).toBeVisible();
  await expect(page.getByTestId('screening-application-message')).toHaveText(SCREENING_CANDIDATE_MESSAGES.assessing);
  await expectAccessible(page, 'candidate: /profile (a screening application to another posting)');
  await page.goto('/fullstack-screening?job=no-such-posting');
  await expect(
    page.getByRole('heading', { name: 'This job was not found or does not take screening applications', exact: true }),
  ).toBeVisible();
  await expectAccessible(page, 'candidate: /fullstack-screening?job=:slug (not a screening posting)');
});
