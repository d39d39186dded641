// The admin tables at size: more than 500 job offers and more than 500 screening applications page
// through to the last (no ceiling on what a table can show), and a search whose letters more rows
// hold than it reads says so. Both sets are written before the run (support/at-size.ts).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminOn } from './support/auth';
import { AT_SIZE_ROWS as ROWS, atSizePerson as person, atSizeTag } from './support/at-size';
import { paced } from '../support/pace';

const PAGE_SIZE = 25;

/** The first cell of `field` in the grid: the top row's candidate. */
const firstCell = (table: Locator, field: string) => table.locator(`[role="gridcell"][data-field="${field}"]`).first();

/** Clicks through to page `last` (0-based), checking each page starts with the row it should. */
async function pageThrough(page: Page, table: Locator, field: string, tag: string, last: number) {
  for (let p = 1; p <= last; p += 1) {
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(firstCell(table, field)).toContainText(person(tag, p * PAGE_SIZE).name);
  }
}

test('Job Offers Management pages through more than 500 offers; a search held by more than it reads says so', async ({
  page,
}) => {
  // Twenty-one pages, each waited for, on a machine every other test shares.
  test.setTimeout(paced(120_000));
  const tag = atSizeTag();
  await adminOn(page, '/admin/job-offers', 'Job Offers Management');
  const table = page.getByRole('grid', { name: 'Job offers' });
  await table.getByRole('columnheader', { name: 'Created' }).click();
  await expect(firstCell(table, 'candidate')).toContainText(person(tag, 0).name);
  await pageThrough(page, table, 'candidate', tag, Math.floor((ROWS - 1) / PAGE_SIZE));
  await expect(table.getByText(person(tag, ROWS - 1).name)).toBeVisible();
  // The badge counts every offer, as Total Offers does (once the counts have come: wait for a number).
  const totalCard = page.getByRole('group', { name: 'Total Offers' });
  await expect(totalCard).toHaveText(/\d/);
  const total = await totalCard.innerText();
  expect(Number(total.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(ROWS);
  await expect(page.getByTestId('offers-count')).toHaveText(`${total.match(/\d+/)?.[0]} offers`);

  await page.getByLabel('Search by name, email or position').fill(tag);
  await expect(page.getByTestId('search-capped')).toBeVisible();
  await page.getByLabel('Search by name, email or position').fill(`p509.${tag}`);
  await expect(page.getByTestId('search-capped')).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: person(tag, 509).name })).toHaveCount(1);
});

test('the screening applications page through more than 500', async ({ page }) => {
  // Twenty-one pages, each waited for, on a machine every other test shares.
  test.setTimeout(paced(120_000));
  const tag = atSizeTag();
  await adminOn(page, '/admin/fullstack-screening/applications', 'Screening Applications');
  const table = page.getByRole('grid', { name: 'Screening Applications' });
  await table.getByRole('columnheader', { name: 'Submitted' }).click();
  await expect(firstCell(table, 'user_name')).toContainText(person(tag, 0).name);
  await pageThrough(page, table, 'user_name', tag, Math.floor((ROWS - 1) / PAGE_SIZE));
  await expect(table.getByText(person(tag, ROWS - 1).name)).toBeVisible();
});
