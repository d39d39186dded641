// The screening admin in the browser, as an admin: the screening dashboard's cards against the
// stored applications, its shortcut cards and system status; reassessing an application and its
// score changing live; shortlist -> interview -> hire from Shortlisted and the hire on the Team;
// an interview invitation sent, confirmed and found in the development inbox (maildev, started by
// the global setup) exactly once; the full-stack layout and the dashboard's detail dialog; an
// application the model and the rubric disagree on, waiting in review until an admin decides.
import { COLLECTIONS } from '@careers/domain/shared';
import { INJECTED_SCREENING_CANDIDATE, makeAccount, type TestAccount } from '@careers/domain/testing';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { readFileSync } from 'node:fs';
import { adminDb } from '../support/admin-app';
import { MAILDEV_PORTS } from '../support/maildev';
import { storedScreeningApplication } from '../support/readers';
import { createAccount, createScreeningApplication } from '../support/writers';
import { adminOn } from './support/auth';
import { expectAccessible } from './support/axe';
import { checkHeld, clickUntilShown } from './support/held';
import { paced } from '../support/pace';

// Texts of the specification (pinned here, not read from the code).
const REASSESS_TOAST = 'Application reassessment started';
const EMAIL_SENT_TOAST = 'Interview invitation email sent successfully!';
const SUBJECT = 'Interview invitation: Full-Stack Engineer Internship at ApplyPilot';

const directCount = async (status?: string) => {
  const all = adminDb.collection(COLLECTIONS.screeningApplications);
  return (await (status ? all.where('fs_status', '==', status) : all).count().get()).data().count;
};

/** Waits until a card shows the count the store holds (other tests write applications meanwhile). */
async function cardShowsStoredCount(page: Page, testId: string, status?: string) {
  await expect(async () => {
    const expected = await directCount(status);
    await expect(page.getByTestId(testId)).toHaveText(String(expected), { timeout: paced(2_000) });
  }).toPass({ timeout: paced(30_000) });
}

const searchFor = (page: Page, text: string) => page.getByLabel('Search by user id, email or name').fill(text);
const grid = (page: Page) => page.getByRole('grid');

test('the screening dashboard shows the stored counts, its shortcuts open the filtered lists, the assessor is up', async ({
  page,
}) => {
  const failed = makeAccount();
  const passed = makeAccount();
  await createScreeningApplication(failed, 'assessment_failed');
  await createScreeningApplication(passed, 'screening_passed');
  await adminOn(page, '/admin/fullstack-screening', undefined, { name: 'Ada Admin' });
  await expect(page.getByRole('heading', { name: 'Full-Stack Screening Dashboard', level: 1 })).toBeVisible();

  await cardShowsStoredCount(page, 'card-total-value');
  await cardShowsStoredCount(page, 'card-passed-value', 'screening_passed');
  await cardShowsStoredCount(page, 'card-failed-value', 'screening_failed');
  await cardShowsStoredCount(page, 'pipeline-hired-value', 'hired');
  await expect(page.getByRole('heading', { name: 'Hiring Pipeline' })).toBeVisible();
  await expect(page.getByTestId('assessment-service')).toHaveText('Operational');
  await expect(page.getByTestId('database-status')).toHaveText('Connected');
  await expectAccessible(page, 'admin: /admin/fullstack-screening');

  await page.getByRole('link', { name: /Assessment Errors/ }).click();
  await expect(page).toHaveURL(/\/admin\/fullstack-screening\/applications\?status=assessment_failed$/);
  await searchFor(page, failed.email);
  await expect(grid(page).getByText(failed.email)).toBeVisible();
  await searchFor(page, passed.email);
  await expect(page.getByText('No applications found')).toBeVisible();

  await page.goBack();
  await page.getByRole('link', { name: /Passed Screening/ }).click();
  await expect(page).toHaveURL(/\?status=screening_passed$/);
  await searchFor(page, passed.email);
  await expect(grid(page).getByText(passed.email)).toBeVisible();
  await expect(page.getByRole('button', { name: `View Details: ${passed.email}` })).toBeVisible();
  await expectAccessible(
    page,
    'admin: /admin/fullstack-screening/applications?status=screening_passed (filtered, with a row)',
  );
});

test('an application the model scored 10 and the rubric 0.9 waits in review: the admin sees why and decides', async ({
  page,
}) => {
  const candidate = makeAccount({ name: 'Tomas Review' });
  await createScreeningApplication(candidate, 'needs_review', INJECTED_SCREENING_CANDIDATE.form);
  await adminOn(page, '/admin/fullstack-screening', undefined, { name: 'Ada Admin' });
  await page.getByRole('link', { name: /Needs Review/ }).click();
  await expect(page).toHaveURL(/\/admin\/fullstack-screening\/applications\?status=needs_review$/);
  await searchFor(page, candidate.email);
  const row = grid(page).getByRole('row').filter({ hasText: candidate.email });
  await expect(row.getByText('Needs Review', { exact: true })).toBeVisible();

  const dialog = page.getByRole('dialog', { name: 'Tomas Review' });
  await clickUntilShown(page.getByRole('button', { name: `View Details: ${candidate.email}` }), dialog);
  const review = dialog.getByTestId('assessment-review');
  await expect(review).toContainText('Needs review: the model and the built-in rubric disagree');
  await expect(
    review.getByText('Pass or fail: the model passes it (10.0), the built-in rubric fails it (0.9)'),
  ).toBeVisible();
  await expect(review.getByRole('row', { name: /Frontend Development/ })).toHaveText('Frontend Development10.00.0');
  await expect(review.getByRole('row', { name: /Weighted score/ })).toHaveText('Weighted score10.00.9');
  await expect(review.getByRole('row', { name: /Result/ })).toHaveText('ResultPassFail');
  await expect(
    dialog.getByText('Needs review: the model and the built-in rubric disagree on pass or fail and 8 sections'),
  ).toBeVisible();
  await expectAccessible(
    page,
    'admin: /admin/fullstack-screening/applications?status=needs_review (detail dialog with the review)',
  );

  // The admin reads the answers and decides: not selected.
  await dialog.getByLabel('New status').click();
  await page.getByRole('option', { name: 'Not Selected (screening_failed)' }).click();
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByText('Candidate status updated to Not Selected')).toBeVisible();
  await expect(dialog.getByText('Not Selected', { exact: true })).toBeVisible();
  const stored = adminDb.collection(COLLECTIONS.screeningApplications).doc(candidate.uid);
  expect((await stored.get()).get('fs_status')).toBe('screening_failed');
});

test('bulk: two applications moved at once, one already there left out, the selection cleared; the CSV holds the view', async ({
  page,
}) => {
  const tag = `${Date.now()}`;
  const people = ['Ines', 'Ivo', 'Ida'].map((first) =>
    makeAccount({ name: `${first} Bulk${tag}`, email: `${first.toLowerCase()}.bulk${tag}@example.com` }),
  );
  const [ines, ivo, ida] = people as [TestAccount, TestAccount, TestAccount];
  await createScreeningApplication(ines, 'screening_passed');
  await createScreeningApplication(ivo, 'screening_passed');
  await createScreeningApplication(ida, 'shortlisted');
  await adminOn(page, '/fullstack-admin/applications', undefined, { name: 'Ada Admin' });
  await searchFor(page, `bulk${tag}`);
  const row = (account: TestAccount) => grid(page).getByRole('row').filter({ hasText: account.email });
  for (const account of people) await checkHeld(row(account).getByRole('checkbox'));

  const bulk = page.getByRole('region', { name: 'Bulk status change' });
  await expect(bulk.getByText('3 selected')).toBeVisible();
  await bulk.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Shortlisted (shortlisted)', exact: true }).click();
  await bulk.getByRole('button', { name: 'Apply', exact: true }).click();
  // Ida was shortlisted already: the change is asked of the other two only.
  await expect(page.getByText('2 applications moved to Shortlisted')).toBeVisible();
  await expect(bulk).toBeHidden();
  for (const account of people) {
    await expect.poll(async () => (await storedScreeningApplication(account.uid))?.fs_status).toBe('shortlisted');
  }

  // The CSV export holds the view: the three found by the search, under the export's header.
  await expect(
    grid(page)
      .getByRole('row')
      .filter({ hasText: `bulk${tag}` }),
  ).toHaveCount(3);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('screening-applications.csv');
  const lines = readFileSync(await (await download).path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    '"Application ID","User ID","Name","Email","Posting","Status","Score","Failure Reason","Submitted","Last Updated"',
  );
  expect(
    lines
      .slice(1)
      .map((line) => line.split(',')[3])
      .sort(),
  ).toEqual(people.map((p) => `"${p.email}"`).sort());
  // Each row names its posting by its title.
  expect(new Set(lines.slice(1).map((line) => line.split(',')[4]))).toEqual(new Set(['"Full-Stack Engineer Intern"']));
});

test('reassessing an application with an assessment error shows its new score live', async ({ page }) => {
  const candidate = makeAccount();
  await createScreeningApplication(candidate, 'assessment_failed');
  await adminOn(page, '/fullstack-admin/applications', undefined, { name: 'Ada Admin' });
  await searchFor(page, candidate.email);
  const row = grid(page).getByRole('row').filter({ hasText: candidate.email });
  await expect(row.getByText('Assessment Error')).toBeVisible();
  await expect(row.getByText('Not scored')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Full-Stack Applications', level: 1 })).toBeVisible();
  await expectAccessible(page, 'admin: /fullstack-admin/applications');

  await page.getByRole('button', { name: `Reassess: ${candidate.email}` }).click();
  await expect(page.getByText(REASSESS_TOAST)).toBeVisible();
  // The built-in rubric scores the strong applicant's answers 10.0; the row follows the document.
  await expect(row.getByText('10.0/10')).toBeVisible();
  await expect(row.getByText('Screening Passed')).toBeVisible();
  await expect(page.getByRole('button', { name: `Reassess: ${candidate.email}` })).toHaveCount(0);
});

test('shortlist, interview and hire from Shortlisted; the hire joins the Team', async ({ page }) => {
  const candidate = makeAccount({ name: 'Lea Bautista' });
  await createScreeningApplication(candidate, 'screening_passed');
  await adminOn(page, '/fullstack-admin/shortlisted', undefined, { name: 'Ada Admin' });
  const card = page.getByTestId(`shortlist-${candidate.uid}`);
  await expect(card.getByTestId('shortlist-score')).toHaveText('100.0%');
  await expect(card.getByTestId('shortlist-score')).toHaveAttribute('data-color', 'green');
  await expect(page.getByRole('heading', { name: 'Shortlisted', level: 1 })).toBeVisible();
  await expectAccessible(page, 'admin: /fullstack-admin/shortlisted');

  for (const label of ['Shortlisted', 'Interviewed', 'Hired']) {
    await card.getByRole('button', { name: `Move to ${label}` }).click();
    await expect(page.getByText(`Candidate status updated to ${label}`)).toBeVisible();
    await expect(card.getByText(label, { exact: true })).toBeVisible();
    if (label === 'Shortlisted') {
      await expect(card.getByRole('button', { name: 'Move to Interviewed' })).toBeVisible();
      await expectAccessible(page, 'admin: /fullstack-admin/shortlisted (with a candidate)');
    }
  }
  await expect(card.getByRole('button', { name: /^Move to / })).toHaveCount(0);

  await page.getByRole('link', { name: 'Team', exact: true }).click();
  const member = page.getByTestId(`team-${candidate.uid}`);
  await expect(member.getByRole('heading', { name: 'Lea Bautista' })).toBeVisible();
  await expect(member.getByTestId('team-score')).toHaveText('10.0/10 · Exceptional');
  await expect(member.getByTestId('team-score')).toHaveAttribute('data-color', 'green');
  await expect(page.getByRole('heading', { name: 'Full-Stack Team', level: 1 })).toBeVisible();
  await expectAccessible(page, 'admin: /fullstack-admin/team (with a member)');
});

test('rejecting an interviewed candidate from Shortlisted says so, though the card leaves the list', async ({
  page,
}) => {
  const candidate = makeAccount({ name: 'Rui Santos' });
  await createScreeningApplication(candidate, 'interviewed');
  await adminOn(page, '/fullstack-admin/shortlisted', undefined, { name: 'Ada Admin' });
  const card = page.getByTestId(`shortlist-${candidate.uid}`);
  // The server's answer is handed to the page only once the live list has dropped the card (the
  // order a fast listener and a slow answer give): the toast must not depend on the card.
  await page.route(`**/api/admin/fullstack-screening/applications/${candidate.uid}/status`, async (route) => {
    const answer = await route.fetch();
    await expect(card).toHaveCount(0);
    await route.fulfill({ response: answer });
  });
  // `rejected` reads 'Not Selected' (SCREENING_STATUS_LABELS).
  await card.getByRole('button', { name: 'Move to Not Selected' }).click();
  await expect(page.getByText('Candidate status updated to Not Selected')).toBeVisible();
  expect((await adminDb.collection(COLLECTIONS.screeningApplications).doc(candidate.uid).get()).get('fs_status')).toBe(
    'rejected',
  );
});

test('an interview invitation is confirmed, sent, and lands in the inbox once with the first-name greeting', async ({
  page,
}) => {
  // Mail goes to the verified address of the candidate's profile (their sign-in).
  const candidate = makeAccount({ name: 'Rosa Lim' });
  await createAccount(candidate);
  await createScreeningApplication(candidate, 'screening_passed');
  await adminOn(page, '/fullstack-admin/applications', undefined, { name: 'Ada Admin' });
  await searchFor(page, candidate.email);
  // The click waits for the data grid holding the search's one row (header and row): a click on
  // the first rows' plain table, or on the list before the search applies, can land on what replaces it.
  await expect(grid(page).getByRole('row')).toHaveCount(2);
  await grid(page)
    .getByRole('button', { name: `Send Interview Email: ${candidate.email}` })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Send Interview Email' });
  await expect(dialog.getByTestId('email-recipient')).toHaveText(candidate.email);
  await expect(dialog.getByTestId('email-message')).toContainText('Hi Rosa,');
  await expect(dialog.getByTestId('email-message')).toContainText('a brief 5-minute screening interview');
  await expectAccessible(page, 'admin: /fullstack-admin/applications (send interview email dialog)');
  await dialog.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText(EMAIL_SENT_TOAST)).toBeVisible();

  const inbox = (await (await fetch(`http://127.0.0.1:${MAILDEV_PORTS.web}/api/email`)).json()) as {
    subject: string;
    text: string;
    to: { address: string }[];
  }[];
  const mine = inbox.filter((mail) => mail.to.some((to) => to.address === candidate.email));
  expect(mine).toHaveLength(1);
  expect(mine[0]!.subject).toBe(SUBJECT);
  expect(mine[0]!.text.startsWith('Hi Rosa,')).toBe(true);

  // The detail lists the mail as sent.
  await page.getByRole('button', { name: `View Details: ${candidate.email}` }).click();
  await expect(page.getByTestId('emails-sent')).toContainText(`${candidate.email}`);
  await expect(page.getByTestId('emails-sent')).toContainText('Sent');
});

test('the full-stack layout: its links, the admin, Main Admin; a dashboard row opens the detail; Sign Out', async ({
  page,
}) => {
  const candidate = makeAccount({ name: 'Noel Garcia' });
  // Dated ahead of every other test's: among the 10 latest.
  await createScreeningApplication(candidate, 'interviewed', undefined, {
    created_at: new Date(Date.now() + 24 * 3_600_000),
  });
  const admin = await adminOn(page, '/fullstack-admin', undefined, { name: 'Ada Admin' });
  await expect(page).toHaveURL(/\/fullstack-admin\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Fullstack Admin Dashboard' });
  for (const link of ['Dashboard', 'Applications', 'Shortlisted', 'Team']) {
    await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(page.getByText(admin.email, { exact: true })).toBeVisible();
  await expect(page.getByText('Ada Admin', { exact: true })).toBeVisible();
  for (const card of [
    'Total Applications',
    'Submitted',
    'Under Assessment',
    'Screening Passed',
    'Screening Failed',
    'Shortlisted',
    'Pass Rate',
    'Hired',
  ]) {
    await expect(page.getByRole('group', { name: card, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Full-Stack Admin Dashboard', level: 1 })).toBeVisible();
  await expectAccessible(page, 'admin: /fullstack-admin/dashboard');

  await page.getByRole('row').filter({ hasText: candidate.email }).click();
  const dialog = page.getByRole('dialog', { name: 'Noel Garcia' });
  await expect(dialog.getByText(candidate.uid).first()).toBeVisible();
  await expect(dialog.getByTestId('detail-overall-score')).toHaveText('10.0/10');
  await expect(dialog.getByRole('button', { name: 'Update Status' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Reassess' })).toBeDisabled();
  await expectAccessible(page, 'admin: /fullstack-admin/dashboard (detail dialog open)');
  await dialog.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: 'Hired (hired)' }).click();
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByText('Candidate status updated to Hired')).toBeVisible();
  await expect(dialog.getByText('Hired', { exact: true }).first()).toBeVisible();

  // Back to Submitted from Hired asks first; Under Assessment is not offered (only the trigger sets it).
  await dialog.getByRole('combobox', { name: 'New status' }).click();
  await expect(page.getByRole('option', { name: /Under Assessment/ })).toHaveCount(0);
  await page.getByRole('option', { name: 'Submitted (submitted)' }).click();
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  const confirm = page.getByRole('dialog', { name: 'Move back to Submitted?' });
  await expect(confirm).toContainText('This candidate is Hired.');
  await expectAccessible(page, 'admin: /fullstack-admin/dashboard (back to Submitted: the confirmation)');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(dialog.getByText('Hired', { exact: true }).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await confirm.getByRole('button', { name: 'Move back and reassess' }).click();
  await expect(page.getByText('Candidate status updated to Submitted')).toBeVisible();
  // The trigger scores it again, and the dialog follows the document.
  await expect(dialog.getByText('Screening Passed', { exact: true }).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Main Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // And back: the main admin's sidebar links to the full-stack admin.
  await page.getByRole('link', { name: 'Fullstack Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/fullstack-admin(\/dashboard)?$/);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:5000\/$/);
});
