// The recruiting admin screens in the browser, as an admin: the dashboard's tiles (against the
// stored counts of a posting of the test's own), All Applications (search, filter, sort, per-row and bulk status changes, the
// detail dialog, CSV export, live rows), Interview Management, Job Offers and Our Team, and who
// may not reach them. Each test names its applicants with a tag of its own, so a search shows
// only its rows whatever the other tests write at the same time.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { RECRUITING_API, type RecruitingStatus } from '@careers/domain/recruiting';
import { makeAccount, makeJob, type OfferStage } from '@careers/domain/testing';
import { readFileSync } from 'node:fs';
import { call } from '../support/api';
import { auditEntries, storedApplication, storedOffersOf } from '../support/readers';
import { idTokenFor } from '../support/tokens';
import { createAccount, createApplication, createOffer, writeJob } from '../support/writers';
import { adminOn, newTag, signInHere, signedInAs } from './support/auth';
import { expectAccessible } from './support/axe';
import { checkHeld, clickUntilShown } from './support/held';
import { choosePosting } from './support/filters';
import { paced } from '../support/pace';
import { TRIGGER_WAIT } from '../support/triggers';

/** An application of a candidate named '{first} {Tag}' (no sign-in account unless asked). */
async function applicant(
  tag: string,
  first: string,
  status: RecruitingStatus,
  options: { account?: boolean; created_at?: Date; updated_at?: Date; job_slug?: string } = {},
) {
  const name = `${first} ${tag[0]?.toUpperCase()}${tag.slice(1)}`;
  const account = makeAccount({ name, email: `${first.toLowerCase()}.${tag}@example.com` });
  if (options.account) await createAccount(account);
  const { account: _account, ...overrides } = options;
  const application = await createApplication(account, status, overrides);
  return { account, application, name };
}

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
const rowOf = (table: Locator, name: string) => table.getByRole('row').filter({ hasText: name });
/** The names in a table, top to bottom (the name cell holds the name first). */
const namesIn = async (table: Locator, tag: string) =>
  (await table.locator('[role="gridcell"][data-field="name"]').allInnerTexts())
    .map((text) => text.split('\n')[0]?.trim() ?? '')
    .filter((text) => text.toLowerCase().includes(tag));

async function search(page: Page, label: string, term: string) {
  await page.getByLabel(label).fill(term);
}

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A dashboard tile's figure, by its title. */
const tile = (page: Page, label: string) =>
  page.getByRole('group', { name: label, exact: true }).getByTestId(/-value$/);

test.describe('dashboard', () => {
  test('the six tiles show the tally, and a new submission shows in Recent Applications live', async ({ page }) => {
    // Every posting's figures move with what the other workers write meanwhile: their equality with
    // the stored counts is checked at rest, after the run (support/global-setup.ts), and exactly for
    // a posting of the test's own below. Here the screen: six figures that add up.
    const tag = newTag();
    await applicant(tag, 'Dora', 'hired');
    await adminOn(page, '/admin/dashboard', 'Admin Dashboard');
    const figure = async (label: string) => Number(await tile(page, label).innerText());
    await expect(async () => {
      const total = await figure('Total Applications');
      const passed = await figure('Criteria Passed');
      const failed = await figure('Criteria Failed');
      expect(total).toBeGreaterThan(0);
      expect(passed + failed).toBe(total);
      for (const label of ['Interviews Scheduled', 'Interviewed', 'Hired']) {
        expect(await figure(label)).toBeLessThanOrEqual(passed);
      }
    }).toPass();
    await expectAccessible(page, 'admin: /admin/dashboard');

    const recent = page.getByRole('table', { name: 'Recent Applications' });
    for (const header of ['Name', 'Email', 'Country', 'Status', 'Failure Reason', 'Applied']) {
      await expect(recent.getByRole('columnheader', { name: header })).toBeVisible();
    }
    const { name } = await applicant(tag, 'Newton', 'criteria_failed', { created_at: new Date() });
    await expect(rowOf(recent, name)).toBeVisible();
    await expect(rowOf(recent, name).getByTestId('application-status')).toHaveText('Criteria Failed');
  });

  test("the Posting filter narrows the tiles and Recent Applications to one posting's applications", async ({
    page,
  }) => {
    const tag = newTag();
    const campaign = makeJob({ isActive: true, title: `Dashboard Campaign ${tag}` });
    await writeJob(campaign);
    const hired = await applicant(tag, 'Hana', 'hired', { job_slug: campaign.id });
    const failed = await applicant(tag, 'Faris', 'criteria_failed', { job_slug: campaign.id });
    const elsewhere = await applicant(tag, 'Otto', 'interviewed', { created_at: new Date(Date.now() + 60_000) });
    await adminOn(page, '/admin/dashboard', 'Admin Dashboard');
    await choosePosting(page, campaign.title);
    // The campaign's two applications alone, once the tally counted them.
    await expect(async () => {
      expect(await tile(page, 'Total Applications').innerText()).toBe('2');
      expect(await tile(page, 'Criteria Passed').innerText()).toBe('1');
      expect(await tile(page, 'Criteria Failed').innerText()).toBe('1');
      expect(await tile(page, 'Interviews Scheduled').innerText()).toBe('0');
      expect(await tile(page, 'Interviewed').innerText()).toBe('0');
      expect(await tile(page, 'Hired').innerText()).toBe('1');
    }).toPass({ timeout: paced(45_000) });
    const recent = page.getByRole('table', { name: 'Recent Applications' });
    await expect(recent.getByRole('row')).toHaveCount(3);
    for (const { name } of [hired, failed]) {
      await expect(rowOf(recent, name)).toContainText(campaign.title);
    }
    await expect(rowOf(recent, elsewhere.name)).toHaveCount(0);
    // Every posting again: the other posting's newest application is back in the list.
    await choosePosting(page, 'All Postings');
    await expect(rowOf(recent, elsewhere.name)).toBeVisible();
  });
});

test.describe('All Applications', () => {
  test('search is a case-insensitive substring of name or email; the filter and the sort apply', async ({ page }) => {
    const tag = newTag();
    const ana = await applicant(tag, 'Ana', 'hired');
    const bea = await applicant(tag, 'Bea', 'interviewed');
    const cyd = await applicant(tag, 'Cyd', 'hired');
    await applicant(newTag(), 'Other', 'hired');
    await adminOn(page, '/admin/applications', 'All Applications');
    const table = grid(page, 'Applications');

    await search(page, 'Search by name or email', tag.toUpperCase().slice(1));
    await expect.poll(() => namesIn(table, tag)).toHaveLength(3);
    await expectAccessible(page, 'admin: /admin/applications');
    // By email, in the middle of it.
    await search(page, 'Search by name or email', `na.${tag}@EXAMPLE`);
    await expect.poll(() => namesIn(table, tag)).toEqual([ana.name]);

    await search(page, 'Search by name or email', tag);
    await choose(page, page.getByRole('combobox', { name: /^Status/ }), 'Hired');
    await expect.poll(() => namesIn(table, tag)).toHaveLength(2);
    await table.getByRole('columnheader', { name: 'Name' }).click();
    await expect.poll(() => namesIn(table, tag)).toEqual([ana.name, cyd.name]);
    await table.getByRole('columnheader', { name: 'Name' }).click();
    await expect.poll(() => namesIn(table, tag)).toEqual([cyd.name, ana.name]);

    await choose(page, page.getByRole('combobox', { name: /^Status/ }), 'Interviewed');
    await expect.poll(() => namesIn(table, tag)).toEqual([bea.name]);
  });

  test("a two-letter search finds a substring anywhere: 'sa' finds Maria Santos", async ({ page }) => {
    const tag = newTag();
    const name = `Maria Santos ${tag[0]?.toUpperCase()}${tag.slice(1)}`;
    await createApplication(makeAccount({ name, email: `m.${tag}@example.com` }), 'interviewed');
    await adminOn(page, '/admin/applications', 'All Applications');
    const table = grid(page, 'Applications');
    await search(page, 'Search by name or email', 'sa');
    await expect.poll(() => namesIn(table, tag)).toEqual([name]);
    // The footer counts the search's matches: the rows shown, of all it found (it read "0–0 of 0").
    await expect(async () => {
      const shown = await table.locator('[role="row"][data-rowindex]').count();
      const footer = await page.locator('.MuiTablePagination-displayedRows').innerText();
      const [, to, of] = /^1–(\d+) of (\d+)$/.exec(footer) ?? [];
      expect(shown).toBeGreaterThan(0);
      expect(Number(to)).toBe(shown);
      expect(Number(of)).toBeGreaterThanOrEqual(shown);
    }).toPass();
  });

  test("a status change updates the row and the candidate's open page live; hiring makes an offer", async ({
    page,
    browser,
  }) => {
    // It waits on the hire trigger, which the functions emulator may run behind a busy run's others.
    test.slow();
    const tag = newTag();
    const { account, name, application } = await applicant(tag, 'Hugo', 'interviewed', { account: true });
    // The candidate's own page, open in another browser.
    const candidate = await browser.newPage();
    await signedInAs(candidate, account);
    await candidate.goto('/profile');
    await candidate.getByRole('button', { name: 'Fetch Application Status' }).click();
    await expect(candidate.getByTestId('profile-application-status')).toHaveText('Interviewed');

    const admin = await adminOn(page, '/admin/applications', 'All Applications');
    const table = grid(page, 'Applications');
    await search(page, 'Search by name or email', tag);
    const row = rowOf(table, name);
    const dropdown = row.getByRole('combobox', { name: `Update status of ${name}` });
    await dropdown.click();
    // Every admin status but the current one.
    await expect(page.getByRole('option')).toHaveText(['Criteria Failed', 'Interview Scheduled', 'Hired', 'Rejected']);
    await expectAccessible(page, 'admin: /admin/applications (a status menu open)');
    await page.getByRole('option', { name: 'Hired' }).click();
    await expect(page.getByText('Status updated successfully')).toBeVisible();
    await expect(row.getByTestId('application-status')).toHaveText('Hired');
    await expect(dropdown).toHaveText('Change status');
    await expect(candidate.getByTestId('profile-application-status')).toHaveText('Hired');

    const entries = await auditEntries(account.uid);
    expect(entries).toContainEqual(
      expect.objectContaining({ actor_email: admin.email, from: 'interviewed', to: 'hired' }),
    );

    // The hire trigger makes the offer. The dialog is opened once it is stored: a listener the
    // Firestore emulator holds on a document before it exists can answer "missing" after the
    // creation (firebase/firebase-tools#3867, emulator only; it failed this test twice under load
    // with the offer stored), so whether a dialog follows a later offer is not this test's subject.
    await expect
      .poll(async () => (await storedOffersOf(application.id)).length, {
        timeout: TRIGGER_WAIT.timeout,
        intervals: [TRIGGER_WAIT.interval],
      })
      .toBe(1);

    // The detail dialog: the history says who changed what.
    const dialog = page.getByRole('dialog', { name });
    await clickUntilShown(row.getByRole('button', { name }), dialog);
    await expect(dialog.getByTestId('application-history')).toContainText('Status Interviewed → Hired');
    await expect(dialog.getByTestId('application-history')).toContainText(admin.email);
    // The NDA signature's address, and the X-Forwarded-For chain as received (here the same one entry).
    await expect(dialog.getByText('203.0.113.10', { exact: true })).toHaveCount(2);
    await expect(dialog.getByText('X-Forwarded-For as received')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Job Offer' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'History' })).toBeVisible();
    // The mails sent to the candidate: the hire's interview decision (queued with the change).
    await expect(dialog.getByRole('heading', { name: 'Emails Sent' })).toBeVisible();
    await expect(dialog.getByTestId('application-emails')).toContainText('Interview decision');
    await expectAccessible(page, 'admin: /admin/applications (detail dialog open)');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The hire made an offer (the trigger): it shows on Job Offers.
    await page.getByRole('link', { name: 'Job Offers' }).click();
    await expect(page.getByRole('heading', { name: 'Job Offers Management', level: 1 })).toBeVisible();
    await search(page, 'Search by name, email or position', tag);
    await expect(rowOf(grid(page, 'Job offers'), name).getByTestId('offer-status')).toHaveText('Pending');
    // A context the test made is the test's to close (the worker's browser outlives it).
    await candidate.context().close();
  });

  test("a failed change says 'Failed to update status' and leaves the row", async ({ page }) => {
    const tag = newTag();
    const { name } = await applicant(tag, 'Fay', 'meeting_scheduled');
    await adminOn(page, '/admin/applications', 'All Applications');
    await page.route('**/api/admin/applications/*/status', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' }),
    );
    await search(page, 'Search by name or email', tag);
    const row = rowOf(grid(page, 'Applications'), name);
    await choose(page, row.getByRole('combobox', { name: `Update status of ${name}` }), 'Hired');
    await expect(page.getByText('Failed to update status')).toBeVisible();
    await expect(row.getByTestId('application-status')).toHaveText('Interview Scheduled');
  });

  test("an export whose read fails says 'Failed to load applications'", async ({ page }) => {
    await adminOn(page, '/admin/applications', 'All Applications');
    await page.route(
      (url) => url.pathname === '/api/admin/applications',
      (route) => route.abort(),
    );
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect(page.getByText('Failed to load applications')).toBeVisible();
  });

  test('bulk: two rows set at once, each audited; a row that cannot change is reported', async ({ page }) => {
    const tag = newTag();
    const one = await applicant(tag, 'Ben', 'meeting_scheduled');
    const two = await applicant(tag, 'Bob', 'interviewed');
    const done = await applicant(tag, 'Bud', 'rejected_after_interview');
    const admin = await adminOn(page, '/admin/applications', 'All Applications');
    const table = grid(page, 'Applications');
    await search(page, 'Search by name or email', tag);
    await expect.poll(() => namesIn(table, tag)).toHaveLength(3);

    await checkHeld(rowOf(table, one.name).getByRole('checkbox'));
    await checkHeld(rowOf(table, two.name).getByRole('checkbox'));
    const bulk = page.getByRole('region', { name: 'Bulk status change' });
    await expect(bulk.getByText('2 selected')).toBeVisible();
    await expectAccessible(page, 'admin: /admin/applications (rows selected for a bulk change)');
    await choose(page, bulk.getByRole('combobox'), 'Rejected');
    await bulk.getByRole('button', { name: 'Apply to selected' }).click();
    await expect(page.getByText('Updated 2 of 2 applications')).toBeVisible();
    await expect(rowOf(table, one.name).getByTestId('application-status')).toHaveText('Rejected');
    await expect(rowOf(table, two.name).getByTestId('application-status')).toHaveText('Rejected');
    for (const [uid, from] of [
      [one.account.uid, 'meeting_scheduled'],
      [two.account.uid, 'interviewed'],
    ] as const) {
      expect((await storedApplication(uid))?.status).toBe('rejected_after_interview');
      expect(await auditEntries(uid)).toContainEqual(
        expect.objectContaining({ actor_email: admin.email, from, to: 'rejected_after_interview' }),
      );
    }

    // One already Rejected: it is reported by name, the other changes.
    await rowOf(table, one.name).getByRole('checkbox').uncheck();
    await checkHeld(rowOf(table, done.name).getByRole('checkbox'));
    await rowOf(table, two.name).getByRole('checkbox').uncheck();
    const fresh = await applicant(tag, 'Bex', 'interviewed');
    await checkHeld(rowOf(table, fresh.name).getByRole('checkbox'));
    await expect(bulk.getByText('2 selected')).toBeVisible();
    await choose(page, bulk.getByRole('combobox'), 'Rejected');
    await bulk.getByRole('button', { name: 'Apply to selected' }).click();
    const report = page.getByTestId('bulk-report');
    await expect(report).toContainText('Updated 1 of 2 applications; 1 failed');
    await expect(report).toContainText(`${done.name}: The application is already Rejected`);
    await expect(rowOf(table, fresh.name).getByTestId('application-status')).toHaveText('Rejected');
  });

  test('CSV export downloads the rows of the filtered view', async ({ page }) => {
    const tag = newTag();
    const hired = await applicant(tag, 'Cara', 'hired');
    await applicant(tag, 'Cole', 'interviewed');
    await adminOn(page, '/admin/applications', 'All Applications');
    const table = grid(page, 'Applications');
    await search(page, 'Search by name or email', tag);
    await choose(page, page.getByRole('combobox', { name: /^Status/ }), 'Hired');
    await expect.poll(() => namesIn(table, tag)).toEqual([hired.name]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const lines = readFileSync(file, 'utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Name","Email","Posting","Phone","Country","Gender","Status","Failure Reason","LinkedIn","LinkedIn Verified","100+ Connections","NDA Signed","Applied"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^"${hired.name}","cara\\.${tag}@example\\.com","Marketing Analyst \\(Recruiting\\)","'\\+63 9171234567","Philippines","Female","Hired","",`,
      ),
    );
  });

  test('the posting filter shows one posting’s applications, each named by its posting, in All Applications, Interview Management, Our Team and Job Offers', async ({
    page,
  }) => {
    const tag = newTag();
    const campaign = makeJob({ title: `Campaign ${tag}` });
    await writeJob(campaign);
    const first = await applicant(tag, 'Pia', 'meeting_scheduled');
    const second = await applicant(tag, 'Paz', 'meeting_scheduled', { job_slug: campaign.id });
    const hiredHere = await applicant(tag, 'Pam', 'hired', { job_slug: campaign.id });
    const hiredElsewhere = await applicant(tag, 'Pat', 'hired');
    const sorted = async (table: Locator) => (await namesIn(table, tag)).sort();
    await adminOn(page, '/admin/applications', 'All Applications');
    const table = grid(page, 'Applications');
    await search(page, 'Search by name or email', tag);
    await expect(rowOf(table, second.name)).toContainText(campaign.title);
    await expect(rowOf(table, first.name)).toContainText('Marketing Analyst (Recruiting)');
    await choosePosting(page, campaign.title);
    await expect.poll(() => sorted(table)).toEqual([hiredHere.name, second.name].sort());
    await expectAccessible(page, 'admin: /admin/applications (filtered by posting)');

    await page.getByRole('link', { name: 'Interviews', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Interview Management', level: 1 })).toBeVisible();
    const interviews = grid(page, 'Interview candidates');
    await search(page, 'Search by name or email', tag);
    await expect.poll(() => sorted(interviews)).toEqual([first.name, second.name].sort());
    await choosePosting(page, campaign.title);
    await expect.poll(() => sorted(interviews)).toEqual([second.name]);

    await page.getByRole('link', { name: 'Our Team', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Our Team', level: 1 })).toBeVisible();
    const team = grid(page, 'Team members');
    await search(page, 'Search by name or email', tag);
    await expect.poll(() => sorted(team)).toEqual([hiredElsewhere.name, hiredHere.name].sort());
    await choosePosting(page, campaign.title);
    await expect.poll(() => sorted(team)).toEqual([hiredHere.name]);
    await expect(rowOf(team, hiredHere.name)).toContainText(campaign.title);

    // Job Offers Management: the offers the hires made (the trigger), each naming its posting; the
    // campaign's alone, and its counts.
    await page.getByRole('link', { name: 'Job Offers', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Job Offers Management', level: 1 })).toBeVisible();
    const offers = grid(page, 'Job offers');
    await search(page, 'Search by name, email or position', tag);
    await expect(rowOf(offers, hiredElsewhere.name)).toBeVisible();
    await choosePosting(page, campaign.title);
    await expect(rowOf(offers, hiredElsewhere.name)).toHaveCount(0);
    await expect(rowOf(offers, hiredHere.name)).toContainText(campaign.title);
    await search(page, 'Search by name, email or position', '');
    await expect(tile(page, 'Total Offers')).toHaveText('1');
    await expect(tile(page, 'Pending')).toHaveText('1');
    await expectAccessible(page, 'admin: /admin/job-offers (filtered by posting)');
  });

  test("a new submission and another admin's change show without a refresh", async ({ page }) => {
    const tag = newTag();
    const first = await applicant(tag, 'Lia', 'meeting_scheduled');
    await adminOn(page, '/admin/applications', 'All Applications');
    const table = grid(page, 'Applications');
    await search(page, 'Search by name or email', tag);
    await expect.poll(() => namesIn(table, tag)).toEqual([first.name]);

    const second = await applicant(tag, 'Leo', 'criteria_failed');
    await expect(rowOf(table, second.name)).toBeVisible();

    const other = makeAccount({ admin: true });
    await createAccount(other);
    const answer = await call('PATCH', RECRUITING_API.adminStatus.replace(':id', first.account.uid), {
      token: await idTokenFor(other),
      body: { status: 'interviewed' },
    });
    expect(answer.status).toBe(200);
    await expect(rowOf(table, first.name).getByTestId('application-status')).toHaveText('Interviewed');
  });
});

test.describe('Interview Management', () => {
  test('shows Yet to Interview by default; a candidate moved on stays with the new status until the view changes', async ({
    page,
  }) => {
    const tag = newTag();
    const scheduled = await applicant(tag, 'Ida', 'meeting_scheduled');
    const interviewed = await applicant(tag, 'Ike', 'interviewed');
    await applicant(tag, 'Ina', 'hired');
    await adminOn(page, '/admin/interviews', 'Interview Management');
    const table = grid(page, 'Interview candidates');
    await search(page, 'Search by name or email', tag);
    await expect.poll(() => namesIn(table, tag)).toEqual([scheduled.name]);
    const row = rowOf(table, scheduled.name);
    await expect(row.getByTestId('application-status')).toHaveText('Interview Scheduled');
    await expect(row.getByText('Verified', { exact: true })).toBeVisible();
    await expect(row.getByText('100+ connections', { exact: true })).toBeVisible();
    await expect(row.getByText('+63 9171234567')).toBeVisible();
    await expectAccessible(page, 'admin: /admin/interviews');

    await choose(page, page.getByRole('combobox', { name: /^Show/ }), 'Completed Interviews');
    await expect.poll(() => namesIn(table, tag)).toEqual([interviewed.name]);
    await choose(page, page.getByRole('combobox', { name: /^Show/ }), 'All Interview Candidates');
    await expect
      .poll(async () => (await namesIn(table, tag)).sort())
      .toEqual([scheduled.name, interviewed.name].sort());

    await choose(page, page.getByRole('combobox', { name: /^Show/ }), 'Yet to Interview');
    await expect.poll(() => namesIn(table, tag)).toEqual([scheduled.name]);
    const dropdown = rowOf(table, scheduled.name).getByRole('combobox', { name: `Update status of ${scheduled.name}` });
    await dropdown.click();
    await expect(page.getByRole('option')).toHaveText(['Mark Interviewed', 'Hire', 'Reject']);
    await page.getByRole('option', { name: 'Mark Interviewed' }).click();
    await expect(page.getByText('Status updated successfully')).toBeVisible();
    // Kept in place with its new status (no longer Yet to Interview), until the view changes.
    await expect(rowOf(table, scheduled.name).getByTestId('application-status')).toHaveText('Interviewed');
    await choose(page, page.getByRole('combobox', { name: /^Show/ }), 'Completed Interviews');
    await expect
      .poll(async () => (await namesIn(table, tag)).sort())
      .toEqual([scheduled.name, interviewed.name].sort());
    await choose(page, page.getByRole('combobox', { name: /^Show/ }), 'Yet to Interview');
    await expect(rowOf(table, scheduled.name)).toHaveCount(0);

    await search(page, 'Search by name or email', `${tag}nobody`);
    await expect(page.getByText('No interview candidates found')).toBeVisible();
    await expect(page.getByText('Candidates will appear here when they pass criteria screening')).toBeVisible();
  });
});

test.describe('a status change in flight', () => {
  test("keeps the row's dropdown disabled until the server answers", async ({ page }) => {
    const tag = newTag();
    const ida = await applicant(tag, 'Ida', 'meeting_scheduled');
    await adminOn(page, '/admin/interviews', 'Interview Management');
    await search(page, 'Search by name or email', tag);
    // The PATCH is held in the browser until the test lets it go (a condition, not a delay).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/applications/*/status', async (route) => {
      await held;
      await route.continue();
    });
    const dropdown = page.getByRole('combobox', { name: `Update status of ${ida.name}` });
    await dropdown.click();
    await page.getByRole('option', { name: 'Mark Interviewed' }).click();
    await expect(dropdown).toHaveAttribute('aria-disabled', 'true');
    release();
    await expect(page.getByText('Status updated successfully')).toBeVisible();
    expect((await storedApplication(ida.account.uid))?.status).toBe('interviewed');
  });
});

test.describe('Our Team', () => {
  test('hired only, sorted by hired date (newest first), then by the column clicked; Back to Interviewed', async ({
    page,
  }) => {
    const tag = newTag();
    // Noon UTC: the same calendar day in the browser's time zone, wherever it runs.
    const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12));
    const zoe = await applicant(tag, 'Zoe', 'hired', { created_at: day(1), updated_at: day(10) });
    const amy = await applicant(tag, 'Amy', 'hired', { created_at: day(2), updated_at: day(5) });
    const max = await applicant(tag, 'Max', 'hired', { created_at: day(3), updated_at: day(20) });
    await applicant(tag, 'Ned', 'interviewed');
    await adminOn(page, '/admin/team', 'Our Team');
    const table = grid(page, 'Team members');
    await search(page, 'Search by name or email', tag);
    await expect.poll(() => namesIn(table, tag)).toEqual([max.name, zoe.name, amy.name]);
    await expect(rowOf(table, max.name).getByText('Jan 20, 2025')).toBeVisible();
    await expectAccessible(page, 'admin: /admin/team');

    await table.getByRole('columnheader', { name: 'Name' }).click();
    await expect.poll(() => namesIn(table, tag)).toEqual([amy.name, max.name, zoe.name]);
    await table.getByRole('columnheader', { name: 'Name' }).click();
    await expect.poll(() => namesIn(table, tag)).toEqual([zoe.name, max.name, amy.name]);
    await table.getByRole('columnheader', { name: 'Hired Date' }).click();
    await expect.poll(() => namesIn(table, tag)).toEqual([amy.name, zoe.name, max.name]);

    const dropdown = rowOf(table, zoe.name).getByRole('combobox', { name: `Update status of ${zoe.name}` });
    await dropdown.click();
    await expect(page.getByRole('option')).toHaveText(['Back to Interviewed', 'Back to Scheduled', 'Reject']);
    await page.getByRole('option', { name: 'Back to Interviewed' }).click();
    await expect(page.getByText('Status updated successfully')).toBeVisible();
    await expect.poll(async () => (await storedApplication(zoe.account.uid))?.status).toBe('interviewed');
    // Kept on the page, now offering the moves from Interviewed, until the view changes.
    await rowOf(table, zoe.name)
      .getByRole('combobox', { name: `Update status of ${zoe.name}` })
      .click();
    await expect(page.getByRole('option')).toHaveText(['Hire', 'Reject']);
    await page.keyboard.press('Escape');

    await search(page, 'Search by name or email', `${tag}nobody`);
    await expect(page.getByText('No Results Found')).toBeVisible();
    await search(page, 'Search by name or email', tag);
    await expect.poll(() => namesIn(table, tag)).toEqual([amy.name, max.name]);
  });
});

test.describe('Job Offers Management', () => {
  test('search and status filter over the offers; the empty texts', async ({ page }) => {
    const tag = newTag();
    const offers: [string, OfferStage][] = [
      ['Ola', 'pending'],
      ['Oto', 'one_signed'],
      ['Ora', 'accepted'],
    ];
    for (const [first, stage] of offers) {
      const { application } = await applicant(tag, first, 'hired');
      await createOffer(application, stage);
    }
    await adminOn(page, '/admin/job-offers', 'Job Offers Management');
    for (const label of ['Total Offers', 'Pending', 'In Progress', 'Accepted', 'Rejected']) {
      await expect(page.getByRole('group', { name: label })).toBeVisible();
    }
    const table = grid(page, 'Job offers');
    await search(page, 'Search by name, email or position', tag);
    await expect(table.getByRole('row').filter({ hasText: tag })).toHaveCount(3);
    const ota = rowOf(table, `Oto ${tag[0]?.toUpperCase()}${tag.slice(1)}`);
    await expect(ota.getByTestId('offer-status')).toHaveText('In Progress');
    await expect(ota.getByText('25%')).toBeVisible();
    await expect(ota.getByText('+63 9171234567')).toBeVisible();
    await expect(ota.getByRole('link', { name: 'View Profile' })).toHaveAttribute('target', '_blank');
    await expectAccessible(page, 'admin: /admin/job-offers');

    await choose(page, page.getByRole('combobox', { name: /^Status/ }), 'Accepted');
    await expect(table.getByRole('row').filter({ hasText: tag })).toHaveCount(1);
    await expect(table.getByText(`Ora ${tag[0]?.toUpperCase()}${tag.slice(1)}`)).toBeVisible();
    await choose(page, page.getByRole('combobox', { name: /^Status/ }), 'Rejected');
    await expect(page.getByText('No job offers found')).toBeVisible();
    await expect(page.getByText('No offers match your current filters.')).toBeVisible();
  });
});

test.describe('access', () => {
  for (const path of ['/admin/applications', '/admin/interviews', '/admin/job-offers', '/admin/team']) {
    test(`a visitor is sent to sign in from ${path}, a candidate home`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/signin\\?redirect=${encodeURIComponent(path)}$`));
      await signInHere(page, makeAccount());
      await expect(page).toHaveURL(/\/$/);
    });
  }
});
