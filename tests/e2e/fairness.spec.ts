// The fairness figures on screen (docs/features/fairness.md): an admin reads them per flow and
// period, with the filters in the URL, and exports them; a visitor reaches the published summary
// from the screening posting and from the footer. The figures themselves are
// functions/test/fairness.test.ts's. axe on each.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount, makeJob } from '@careers/domain/testing';
import { adminDb } from '../support/admin-app';
import { TRIGGER_WAIT } from '../support/triggers';
import { createScreeningApplication, writeJob } from '../support/writers';
import { adminOn } from './support/auth';
import { expectAccessible } from './support/axe';

/** A screening posting with two self-identified applicants the assessment decided (the triggers count them). */
async function screenedPosting(): Promise<string> {
  const job = makeJob({ flow: 'screening' });
  await writeJob(job);
  for (const [sex, race, status] of [
    ['female', 'asian', 'screening_passed'],
    ['male', 'white', 'screening_failed'],
  ] as const) {
    const account = makeAccount();
    await adminDb
      .collection(COLLECTIONS.selfIdentifications)
      .doc(account.uid)
      .set({ sex, race_ethnicity: race, updated_at: new Date() });
    await createScreeningApplication(account, status, undefined, { job_slug: job.id });
  }
  return job.id;
}

/** Reloads `path` until the Sex table shows: the trigger that counts an application runs a moment after its write. */
async function untilCounted(page: Page, path: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByRole('table', { name: 'Sex', exact: true })).toBeVisible({ timeout: 3000 });
  }).toPass(TRIGGER_WAIT);
}

test('an admin reads the figures of a flow and a period, kept in the URL, and exports them', async ({ page }) => {
  const slug = await screenedPosting();
  await adminOn(page, '/admin/fairness', 'Fairness');
  await untilCounted(page, `/admin/fairness?posting=${slug}`);
  // One woman and one man: each group too small to show.
  await expect(
    page.getByRole('table', { name: 'Sex', exact: true }).getByRole('row', { name: /Female/ }),
  ).toContainText('Fewer than five applicants: not shown, not compared');
  await expect(page.getByRole('table', { name: 'Intersectional' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Scoring rate' }).first()).toBeVisible();
  await expectAccessible(page, 'admin: /admin/fairness');

  await page.getByRole('combobox', { name: /^Flow/ }).click();
  await page.getByRole('option', { name: 'Recruiting criteria' }).click();
  await expect(page).toHaveURL(/flow=recruiting/);
  await expect(page.getByRole('columnheader', { name: 'Scoring rate' })).toHaveCount(0);

  await page.getByLabel('From').fill('2021-01-01');
  await page.getByLabel('To').fill('2021-01-02');
  await expect(page).toHaveURL(/from=2021-01-01/);
  await expect(page.getByText('No applicants in this period.')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('fairness-recruiting-2021-01-01-2021-01-02.csv');

  // The URL holds the view: a reload shows the same.
  await page.reload();
  await expect(page.getByText('No applicants in this period.')).toBeVisible();
});

test('a visitor reaches the published figures from the screening posting and from the footer', async ({ page }) => {
  await screenedPosting();
  await page.goto('/jobs/fullstack-engineer');
  await page.getByRole('link', { name: 'How it works, and how fair it is' }).click();
  await expect(page).toHaveURL(/\/ai-assessment$/);
  await expect(page.getByRole('heading', { name: 'Our automated screening assessment', level: 1 })).toBeVisible();
  await untilCounted(page, '/ai-assessment');
  await expect(page.getByText('Every full-stack screening application the automated assessment decided')).toBeVisible();
  await expectAccessible(page, 'visitor: /ai-assessment');

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'AI Assessment' }).click();
  await expect(page).toHaveURL(/\/ai-assessment$/);
});
