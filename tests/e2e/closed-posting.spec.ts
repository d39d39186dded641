// A closed (inactive) posting keeps its page, says it is closed and offers no way to apply; its
// apply page tells a new candidate so too. The API refusing applications to it is a function test.
import { expect, test } from './support/test';
import { applyPath, jobPath } from '@careers/domain/shared';
import { makeJob } from '@careers/domain/testing';
import { signedInAsNew } from './support/auth';
import { writeJob } from '../support/writers';

test('a closed posting says so and offers no apply button, to visitors and candidates', async ({ page }) => {
  const closed = makeJob({ isActive: false });
  await writeJob(closed);
  await page.goto(jobPath(closed.id));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: closed.title, level: 1 })).toBeVisible();
  await expect(main.getByText('Closed', { exact: true })).toBeVisible();
  await expect(main.getByText('Open Position', { exact: true })).toHaveCount(0);
  await expect(main.getByText('This position is no longer accepting applications.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Apply for This Position' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);

  // Typed in by hand, the apply address tells a new candidate the same.
  await signedInAsNew(page);
  await page.goto(applyPath(closed.id));
  await expect(page.getByRole('heading', { name: 'Applications Closed' })).toBeVisible();
  await expect(page.getByText('This position is no longer accepting applications.')).toBeVisible();
  await expect(page.getByTestId('step-counter')).toHaveCount(0);
});

test('an open posting of the recruiting flow other than the marketing analyst takes applications', async ({ page }) => {
  const open = makeJob();
  await writeJob(open);
  await signedInAsNew(page);
  await page.goto(applyPath(open.id));
  await expect(page.getByRole('heading', { name: `Apply: ${open.title}` })).toBeVisible();
  await expect(page.getByTestId('step-counter')).toHaveText('Step 1 of 4');
});
