// Every column of every admin table is readable on a 1280 px wide laptop screen: the table needs no
// sideways scrolling (the last columns were cut off at the right edge), no header or cell is cut
// short (a chip or a date clipped by its column), and no word is split across lines (a line breaks
// between words; a column too narrow for a word is the layout's to fix, by its minimum width or by
// a lower-priority column giving way at this width). Rows in the statuses each table shows come
// first, so every column holds something, and a second posting of the screening flow is open, so the
// screening tables show their Posting column too.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { makeAccount, makeJob } from '@careers/domain/testing';
import {
  createApplication,
  createOffer,
  createScreeningApplication,
  writeJob,
  writeTeamGrant,
} from '../support/writers';
import { adminOn } from './support/auth';

/** The admin screens with a table: each one's path and title. */
const TABLES = [
  ['/admin/dashboard', 'Admin Dashboard'],
  ['/admin/applications', 'All Applications'],
  ['/admin/interviews', 'Interview Management'],
  ['/admin/job-offers', 'Job Offers Management'],
  ['/admin/team', 'Our Team'],
  ['/admin/team-roles', 'Team & roles'],
  ['/admin/positions', 'Positions'],
  ['/admin/fullstack-screening/applications', 'Screening Applications'],
  ['/fullstack-admin/applications', 'Full-Stack Applications'],
] as const;

/**
 * What of a grid does not fit: its sideways overflow, each header, and each cell of the rows holding
 * one of `markers` (this test's own rows, as in wordsBroken) whose content is wider than it.
 */
async function clipped(page: Page, markers: readonly string[]) {
  return page.locator('.MuiDataGrid-root').evaluateAll(
    (grids, wanted) =>
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
          const row = part.closest('.MuiDataGrid-row');
          if (row && !wanted.some((marker) => row.textContent?.includes(marker))) continue;
          if (part.scrollWidth > part.clientWidth + 1) {
            found.push(`"${part.textContent?.trim()}" needs ${part.scrollWidth} px, has ${part.clientWidth} px`);
          }
        }
        return found;
      }),
    markers,
  );
}

/**
 * The words broken across two lines in the headers, and in the rows holding `marker` (this test's
 * own rows: other tests' data has made-up tokens no column is meant to fit). A line may break only
 * between words (an email address between its parts: BreakableText makes each part a text of its
 * own); a word drawn on two lines was split inside.
 */
async function wordsBroken(page: Page, markers: readonly string[]) {
  return page
    .locator('.MuiDataGrid-columnHeaders, .MuiDataGrid-row, .MuiTableContainer-root tr')
    .evaluateAll((parts, wanted) => {
      const found: string[] = [];
      for (const part of parts) {
        const header = part.matches('.MuiDataGrid-columnHeaders') || part.querySelector('th') !== null;
        if (!header && !wanted.some((marker) => part.textContent?.includes(marker))) continue;
        const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node as Text;
          // A hyphen ends a word too: a line may break after it ('Fernández-' / 'Santiago').
          for (const word of text.data.matchAll(/[^\s-]+-?/g)) {
            const range = document.createRange();
            range.setStart(text, word.index);
            range.setEnd(text, word.index + word[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) found.push(`"${word[0]}" is split across ${lines.size} lines`);
          }
        }
      }
      return found;
    }, markers);
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

// One test per table, in order on one signed-in page, over rows written once: each table has its
// own time limit, and a failure names its table.
test.describe.configure({ mode: 'serial' });

let page: Page;
// Long, real-looking names and addresses (a short tag keeps each address new).
const tag = Math.random().toString(36).slice(2, 6);
const posting = `Data Engineer Intern (Screening ${tag})`;
/** What marks this test's rows: other tests write rows of their own at any time, with made-up tokens. */
const ours = ['Fernández-Santiago', `.${tag}@`, posting];
const oursPattern = new RegExp(ours.map((marker) => marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));

test.beforeAll(async ({ browser }) => {
  const long = (status: string) =>
    makeAccount({
      name: `Maximiliana Fernández-Santiago ${status}`,
      email: `maximiliana.fernandez.${status}.${tag}@example.com`,
    });
  await writeJob(makeJob({ id: `data-engineer-intern-${tag}`, isActive: true, flow: 'screening', title: posting }));
  await createApplication(long('failed'), 'criteria_failed');
  await createApplication(long('meeting'), 'meeting_scheduled');
  await createApplication(long('interviewed'), 'rejected_after_interview');
  await createOffer(await createApplication(long('hired'), 'hired'), 'one_signed');
  await createScreeningApplication(long('screening'), 'screening_failed');
  await createScreeningApplication(long('shortlisted'), 'shortlisted');
  await writeTeamGrant({ ...long('team'), teamRole: 'hiring_manager' });
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await adminOn(page, TABLES[0][0], TABLES[0][1]);
});

test.afterAll(async () => {
  await page.close();
});

for (const [path, title] of TABLES) {
  test(`every column of ${path} is readable at 1280 px wide`, async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    // The first rows show in a plain table while the data grid loads: measure the grid.
    await expect(page.getByTestId('first-rows')).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: oursPattern }).first()).toBeVisible();
    expect([
      ...(await clipped(page, ours)),
      ...(await tablesScrolling(page)),
      ...(await wordsBroken(page, ours)),
    ]).toEqual([]);
  });
}
