// The admin tables at size: more than 500 job offers and more than 500 screening applications page
// through to the last (no ceiling on what a table can show), and a search whose letters more rows
// hold than it reads says so. The rows are dated 1990, older than any other test's, so sorted
// oldest first they fill the first pages by themselves.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { COLLECTIONS, searchIndexFor } from '@careers/domain/shared';
import { makeAccount, makeApplication, makeOffer } from '@careers/domain/testing';
import { adminDb } from '../support/admin-app';
import { adminOn, newTag } from './support/auth';

/** More rows than the 500 the old tables held. */
const ROWS = 510;
const PAGE_SIZE = 25;
const BASE = Date.UTC(1990, 0, 1);

/** Row i's candidate: 'P000 Zqabcdef' ... in creation order. */
function person(tag: string, i: number) {
  const name = `P${String(i).padStart(3, '0')} ${tag[0]?.toUpperCase()}${tag.slice(1)}`;
  return { ...makeAccount({ name, email: `p${i}.${tag}@example.com` }), created_at: new Date(BASE + i * 60_000) };
}

/** Writes documents in batches of 400 (Firestore's batch limit is 500). */
async function writeAll(writes: { collection: string; id: string; data: object }[]) {
  for (let i = 0; i < writes.length; i += 400) {
    const batch = adminDb.batch();
    for (const write of writes.slice(i, i + 400))
      batch.set(adminDb.collection(write.collection).doc(write.id), write.data);
    await batch.commit();
  }
}

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
  test.setTimeout(180_000);
  const tag = newTag();
  await writeAll(
    Array.from({ length: ROWS }, (_, i) => {
      const who = person(tag, i);
      const offer = makeOffer(makeApplication(who, 'hired', { created_at: who.created_at }), 'pending', {
        created_at: who.created_at,
      });
      return { collection: COLLECTIONS.offers, id: offer.id, data: offer };
    }),
  );
  await adminOn(page, '/admin/job-offers', 'Job Offers Management');
  const table = page.getByRole('grid', { name: 'Job offers' });
  await table.getByRole('columnheader', { name: 'Created' }).click();
  await expect(firstCell(table, 'candidate')).toContainText(person(tag, 0).name);
  await pageThrough(page, table, 'candidate', tag, Math.floor((ROWS - 1) / PAGE_SIZE));
  await expect(table.getByText(person(tag, ROWS - 1).name)).toBeVisible();
  // The badge counts every offer, as Total Offers does.
  const total = await page.getByRole('group', { name: 'Total Offers' }).innerText();
  expect(Number(total.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(ROWS);
  await expect(page.getByTestId('offers-count')).toHaveText(`${total.match(/\d+/)?.[0]} offers`);

  await page.getByLabel('Search by name, email or position').fill(tag);
  await expect(page.getByTestId('search-capped')).toBeVisible();
  await page.getByLabel('Search by name, email or position').fill(`p509.${tag}`);
  await expect(page.getByTestId('search-capped')).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: person(tag, 509).name })).toHaveCount(1);
});

test('the screening applications page through more than 500', async ({ page }) => {
  test.setTimeout(180_000);
  const tag = newTag();
  // What the table shows of an application, and its search index: a whole stored application
  // holds every answer, which 510 of would only slow the write.
  await writeAll(
    Array.from({ length: ROWS }, (_, i) => {
      const who = person(tag, i);
      const application = {
        id: who.uid,
        user_id: who.uid,
        user_name: who.name,
        user_email: who.email,
        fs_status: 'screening_failed',
        fs_overall_score: 4.2,
        fs_failure_reason: 'Weighted score 4.2 is below the pass mark of 6.0',
        search: searchIndexFor(who.name, who.email, who.uid),
        created_at: who.created_at,
        updated_at: who.created_at,
      };
      return { collection: COLLECTIONS.screeningApplications, id: who.uid, data: application };
    }),
  );
  await adminOn(page, '/admin/fullstack-screening/applications', 'Screening Applications');
  const table = page.getByRole('grid', { name: 'Screening Applications' });
  await table.getByRole('columnheader', { name: 'Submitted' }).click();
  await expect(firstCell(table, 'user_name')).toContainText(person(tag, 0).name);
  await pageThrough(page, table, 'user_name', tag, Math.floor((ROWS - 1) / PAGE_SIZE));
  await expect(table.getByText(person(tag, ROWS - 1).name)).toBeVisible();
});
