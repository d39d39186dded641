// The pipeline figures on screen (docs/features/analytics.md): an admin reads a flow's funnel,
// times, offers and sources, of one posting and a period, with the filters in the URL, and exports
// a table. The figures themselves are the functions' tests'; here only counts that follow by hand
// from what a test writes (a stage counts the applications that reached it or any later stage).
// axe on each state.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ROUTES } from '@careers/domain/shared';
import { makeAccount, makeJob } from '@careers/domain/testing';
import { readFile } from 'node:fs/promises';
import { paced } from '../support/pace';
import { API_WAIT } from '../support/triggers';
import { createApplication, createScreeningApplication, writeJob } from '../support/writers';
import { adminOn } from './support/auth';
import { expectAccessible } from './support/axe';
import { choosePosting } from './support/filters';

/** A table of the screen, by the heading that names it. */
const figureTable = (page: Page, name: string) => page.getByRole('table', { name, exact: true });

/** The figures of a table's row (its cells after the row's name), the row named by its first cell. */
const rowFigures = (page: Page, table: string, row: string) =>
  figureTable(page, table)
    .getByRole('row', { name: new RegExp(`^${row} `) })
    .getByRole('cell');

/**
 * Reloads `path` until the Funnel's first stage counts `count`: the trigger that counts an
 * application runs a moment after its write (each load asks the API once, hence API_WAIT's pace).
 */
async function untilCounted(page: Page, path: string, stage: string, count: number) {
  await expect(async () => {
    await page.goto(path);
    await expect(rowFigures(page, 'Funnel', stage).first()).toHaveText(String(count), { timeout: paced(3000) });
  }).toPass(API_WAIT);
}

/** Waits for both charts (they load after the first figures show), so axe sees the whole screen. */
async function chartsShown(page: Page) {
  for (const chart of ['funnel', 'time-in-stage']) {
    await expect(page.getByTestId(`analytics-chart-${chart}`).locator('svg').first()).toBeVisible();
  }
}

test('an admin reads the recruiting funnel of a posting and a period, kept in the URL, and exports it', async ({
  page,
}) => {
  const job = makeJob();
  await writeJob(job);
  // Three applications to the posting: one stopped at the criteria (it reached Applied only), one
  // with its NDA signed and an interview booked, one hired (it counts in every stage).
  await createApplication(makeAccount(), 'criteria_failed', { job_slug: job.id });
  await createApplication(makeAccount(), 'meeting_scheduled', { job_slug: job.id });
  await createApplication(makeAccount(), 'hired', { job_slug: job.id });

  await adminOn(page, ROUTES.admin.analytics, 'Analytics');
  await expect(
    page.getByRole('navigation', { name: 'Admin', exact: true }).getByRole('link', { name: 'Analytics' }),
  ).toHaveAttribute('aria-current', 'page');
  await choosePosting(page, job.title);
  await expect(page).toHaveURL(new RegExp(`posting=${job.id}`));

  const path = `${ROUTES.admin.analytics}?posting=${job.id}`;
  await untilCounted(page, path, 'Applied', 3);
  await expect(rowFigures(page, 'Funnel', 'Applied')).toHaveText(['3', '—']);
  await expect(rowFigures(page, 'Funnel', 'Interview booked').first()).toHaveText('2');
  await expect(rowFigures(page, 'Funnel', 'Hired').first()).toHaveText('1');
  await expect(figureTable(page, 'Time in stage')).toBeVisible();
  await expect(figureTable(page, 'Offers')).toBeVisible();
  // Every application the factory makes names LinkedIn as its source.
  await expect(rowFigures(page, 'Sources', 'LinkedIn').first()).toHaveText('3');
  await chartsShown(page);
  await expectAccessible(page, 'admin: /admin/analytics');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export funnel CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`analytics-recruiting-funnel-${job.id}.csv`);
  const lines = (await readFile(await file.path(), 'utf8')).split('\r\n');
  expect(lines.slice(0, 2)).toEqual(['"stage","count","conversion"', '"applied","3",""']);

  await page.getByLabel('From', { exact: true }).fill('2021-01-01');
  await page.getByLabel('To', { exact: true }).fill('2021-01-31');
  await expect(page).toHaveURL(/from=2021-01-01/);
  await expect(page).toHaveURL(/to=2021-01-31/);
  await expect(page).toHaveURL(new RegExp(`posting=${job.id}`));
  await expect(page.getByText('No applications in this period.')).toBeVisible();
  await expectAccessible(page, 'admin: /admin/analytics (no applications in the period)');

  // The URL holds the view: a reload shows the same.
  await page.reload();
  await expect(page.getByText('No applications in this period.')).toBeVisible();

  // A period ending before it starts is not asked: the To field says so.
  await page.getByLabel('From', { exact: true }).fill('2021-02-01');
  await expect(page.getByText('From must not be after To')).toBeVisible();
  await expect(page.getByText('No applications in this period.')).toHaveCount(0);
  await expectAccessible(page, 'admin: /admin/analytics (a backwards period)');
});

test("the full-stack admin reads the screening flow's funnel", async ({ page }) => {
  const job = makeJob({ flow: 'screening' });
  await writeJob(job);
  // Two applications the assessment decided, both past Submitted.
  await createScreeningApplication(makeAccount(), 'screening_passed', undefined, { job_slug: job.id });
  await createScreeningApplication(makeAccount(), 'screening_failed', undefined, { job_slug: job.id });

  await adminOn(page, `${ROUTES.fullstackAdmin.analytics}?posting=${job.id}`, 'Analytics');
  await untilCounted(page, `${ROUTES.fullstackAdmin.analytics}?posting=${job.id}`, 'Submitted', 2);
  await expect(page.getByText('The full-stack screening applications submitted in the period')).toBeVisible();
  // Screening applications name no referral source.
  await expect(rowFigures(page, 'Sources', 'Unknown').first()).toHaveText('2');
  await chartsShown(page);
  await expectAccessible(page, 'admin: /fullstack-admin/analytics');
});
