// A second posting of the screening flow, as a candidate sees it: its questionnaire under its
// title, /profile listing the application to it, and a ?job= that names no screening posting,
// each checked by axe; and as an admin sees it: the full-stack dashboard, Shortlisted and Team
// narrowed to it.
import { expect, test } from './support/test';
import {
  SCREENING_CANDIDATE_MESSAGES,
  screeningApplicationId,
  screeningStatusDocument,
} from '@careers/domain/screening';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount, makeJob } from '@careers/domain/testing';
import { adminDb } from '../support/admin-app';
import { createScreeningApplication, writeJob } from '../support/writers';
import { adminOn, signedInAsNew } from './support/auth';
import { expectAccessible } from './support/axe';
import { choosePosting } from './support/filters';
import { paced } from '../support/pace';

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

test('the screening admin narrowed to a second screening posting: the dashboards, Shortlisted and Team show its applications alone, and the shortcuts keep it', async ({
  page,
}) => {
  const posting = makeJob({ isActive: true, flow: 'screening', title: `Data Intern ${Date.now().toString(36)}` });
  await writeJob(posting);
  const passed = makeAccount();
  const shortlisted = makeAccount();
  const hired = makeAccount();
  await createScreeningApplication(passed, 'screening_passed', undefined, {
    job_slug: posting.id,
    fs_overall_score: 8,
  });
  await createScreeningApplication(shortlisted, 'shortlisted', undefined, {
    job_slug: posting.id,
    fs_overall_score: 9,
  });
  await createScreeningApplication(hired, 'hired', undefined, { job_slug: posting.id, fs_overall_score: 9.5 });
  await adminOn(page, '/fullstack-admin/dashboard', 'Full-Stack Admin Dashboard');
  await choosePosting(page, posting.title);
  const card = (id: string) => page.getByTestId(`${id}-value`);
  await expect(async () => {
    expect(await card('fs-total').innerText()).toBe('3');
    expect(await card('fs-passed').innerText()).toBe('1');
    expect(await card('fs-shortlisted').innerText()).toBe('1');
    expect(await card('fs-hired').innerText()).toBe('1');
  }).toPass({ timeout: paced(45_000) });
  const latest = page.getByRole('table', { name: 'Latest Applications' });
  await expect(latest.getByRole('row')).toHaveCount(4);
  for (const account of [passed, shortlisted, hired]) {
    await expect(latest.getByRole('row').filter({ hasText: account.email })).toContainText(posting.title);
  }
  await expectAccessible(page, 'admin: /fullstack-admin/dashboard (one screening posting)');

  await page.getByRole('link', { name: 'Shortlisted', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Shortlisted', level: 1 })).toBeVisible();
  await choosePosting(page, posting.title);
  // The four pipeline statuses' counts and cards: this posting's three.
  const cards = page.getByTestId(/^shortlist-(?!score|posting)/);
  await expect(cards).toHaveCount(3);
  for (const account of [passed, shortlisted, hired]) {
    await expect(cards.filter({ hasText: account.email }).getByTestId('shortlist-posting')).toHaveText(posting.title);
  }
  await expect(page.getByTestId('count-screening_passed-value')).toHaveText('1');
  await expect(page.getByTestId('count-shortlisted-value')).toHaveText('1');
  await expect(page.getByTestId('count-interviewed-value')).toHaveText('0');
  await expect(page.getByTestId('count-hired-value')).toHaveText('1');
  await expectAccessible(page, 'admin: /fullstack-admin/shortlisted (one screening posting)');

  await page.getByRole('link', { name: 'Team', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Full-Stack Team', level: 1 })).toBeVisible();
  await choosePosting(page, posting.title);
  await expect(page.getByTestId('team-members-value')).toHaveText('1');
  await expect(page.getByTestId('team-posting')).toHaveText(posting.title);
  await expect(
    page
      .getByTestId(/^team-/)
      .filter({ hasText: hired.email })
      .first(),
  ).toBeVisible();
  await expectAccessible(page, 'admin: /fullstack-admin/team (one screening posting)');

  // The screening dashboard's shortcuts carry its posting to the applications list (in the URL).
  await page.goto('/admin/fullstack-screening');
  await choosePosting(page, posting.title);
  await page.getByRole('link', { name: /^Passed Screening/ }).click();
  await expect(page).toHaveURL(new RegExp(`status=screening_passed&posting=${posting.id}$`));
  await expect(page.getByRole('combobox', { name: /^Posting/ })).toHaveText(posting.title);
  const table = page.getByRole('grid', { name: 'Screening Applications' });
  await expect(table.getByRole('row').filter({ hasText: passed.email })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
});
