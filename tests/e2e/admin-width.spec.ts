// Every column of every admin table is readable on a 1280 px wide laptop screen: the table needs no
// sideways scrolling (the last columns were cut off at the right edge), and no header or cell is
// cut short (a chip or a date clipped by its column, or a word wider than its column: lines break
// only between words). Lower-priority columns give way at this width. Rows in the statuses each table shows come
// first, so every column holds something, and a second posting of the screening flow is open, so the
// screening tables show their Posting column too.
import { expect, test, type Page } from '@playwright/test';
import { makeAccount, makeJob } from '@careers/domain/testing';
import { createApplication, createOffer, createScreeningApplication, writeJob } from '../support/writers';
import { adminOn } from './support/auth';

test.use({ viewport: { width: 1280, height: 800 } });

/** The admin screens with a table: each one's path and title. */
const TABLES = [
  ['/admin/dashboard', 'Admin Dashboard'],
  ['/admin/applications', 'All Applications'],
  ['/admin/interviews', 'Interview Management'],
  ['/admin/job-offers', 'Job Offers Management'],
  ['/admin/team', 'Our Team'],
  ['/admin/positions', 'Positions'],
  ['/admin/fullstack-screening/applications', 'Screening Applications'],
  ['/fullstack-admin/applications', 'Full-Stack Applications'],
] as const;

/** What of a grid does not fit: its sideways overflow, and each header or cell whose content is wider than it. */
async function clipped(page: Page) {
  return page.locator('.MuiDataGrid-root').evaluateAll((grids) =>
    grids.flatMap((grid) => {
      const scroller = grid.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller');
      const found: string[] = [];
      // The columns' right edge, not the scroller's scrollWidth: the last column's resize handle
      // hangs a few pixels past the edge, hidden, in every grid.
      const headers = [...grid.querySelectorAll<HTMLElement>('.MuiDataGrid-columnHeader')];
      const columnsRight = Math.max(...headers.map((header) => header.getBoundingClientRect().right));
      const visibleRight = scroller ? scroller.getBoundingClientRect().left + scroller.clientWidth : columnsRight;
      if (columnsRight > visibleRight + 1) {
        found.push(`the columns need ${Math.round(columnsRight - visibleRight)} px more than the table shows`);
      }
      const parts = grid.querySelectorAll<HTMLElement>(
        '.MuiDataGrid-columnHeaderTitle, .MuiDataGrid-cell:not(.MuiDataGrid-cellCheckbox) > *, .MuiDataGrid-cell:not(:has(*))',
      );
      for (const part of parts) {
        if (part.scrollWidth > part.clientWidth + 1) {
          found.push(`"${part.textContent?.trim()}" needs ${part.scrollWidth} px, has ${part.clientWidth} px`);
        }
      }
      return found;
    }),
  );
}

/** A plain table (the dashboard's ten rows) that does not fit its container: it scrolls sideways. */
async function tablesScrolling(page: Page) {
  return page
    .locator('.MuiTableContainer-root')
    .evaluateAll((containers) =>
      containers
        .filter((container) => container.scrollWidth > container.clientWidth + 1)
        .map((container) => `a table scrolls sideways: ${container.scrollWidth} px in ${container.clientWidth} px`),
    );
}

test('every column of every admin table is readable at 1280 px wide', async ({ page }) => {
  const long = (status: string) =>
    makeAccount({
      name: `Maximiliana Fernández-Santiago ${status}`,
      email: `maximiliana.fernandez.${status}.${Date.now()}@example.com`,
    });
  await writeJob(makeJob({ isActive: true, flow: 'screening', title: 'Data Engineer Intern (Screening)' }));
  await createApplication(long('failed'), 'criteria_failed');
  await createApplication(long('meeting'), 'meeting_scheduled');
  await createApplication(long('interviewed'), 'rejected_after_interview');
  await createOffer(await createApplication(long('hired'), 'hired'), 'one_signed');
  await createScreeningApplication(long('screening'), 'screening_failed');
  await createScreeningApplication(long('shortlisted'), 'shortlisted');

  await adminOn(page, TABLES[0][0], TABLES[0][1]);
  const found: Record<string, string[]> = {};
  for (const [path, title] of TABLES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    // The first rows show in a plain table while the data grid loads: measure the grid.
    await expect(page.getByTestId('first-rows')).toHaveCount(0);
    found[path] = [...(await clipped(page)), ...(await tablesScrolling(page))];
  }
  expect(found).toEqual(Object.fromEntries(TABLES.map(([path]) => [path, []])));
});
