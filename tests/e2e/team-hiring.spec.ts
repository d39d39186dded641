// The Hiring screen of recruiters and hiring managers (docs/features/team.md, Who runs a posting):
// a hiring manager opens it from the header, sees their posting's interviewed candidate (not
// another posting's), opens the application, is asked the reason of a decision no scorecard
// supports, gives it and hires; a recruiter adds an interviewer to the panel and moves a candidate
// of their posting on. axe on each.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { HIRING_MANAGER_MESSAGES } from '@careers/domain/team';
import { RECRUITING_STATUS_LABELS } from '@careers/domain/recruiting';
import { makeAccount } from '@careers/domain/testing';
import { idTokenFor } from '../support/tokens';
import { createAccount, createOffer } from '../support/writers';
import { signedInAs } from './support/auth';
import { expectAccessible } from './support/axe';
import { postingWithCandidate, teamMember as member } from '../support/team';

const DAY = 86_400_000;

/** The Manila day of `date`, as the day field takes it (by Intl, never by the app's formatting). */
const manilaDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(date);

async function adminToken() {
  const admin = makeAccount({ admin: true });
  await createAccount(admin);
  return idTokenFor(admin);
}

/** Opens Hiring from the header's main navigation. */
async function openHiring(page: Page) {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hiring' }).click();
  await expect(page).toHaveURL(/\/team\/hiring$/);
  await expect(page.getByRole('heading', { name: 'Hiring', level: 1 })).toBeVisible();
}

/** Chooses `label` in the dialog's New status field. */
async function chooseStatus(page: Page, label: string) {
  await page.getByRole('combobox', { name: /New status/ }).selectOption({ label });
}

test('a hiring manager decides from the Hiring screen, giving the reason no scorecard gives', async ({ page }) => {
  const token = await adminToken();
  const hana = await member(token, 'hiring_manager', 'Hana');
  const mine = await postingWithCandidate(token, { hiring_managers: [hana] }, 'interviewed');
  const theirs = await postingWithCandidate(token, {}, 'interviewed');

  await signedInAs(page, hana);
  await openHiring(page);
  const grid = page.getByRole('grid', { name: 'Applications' });
  await expect(grid.getByRole('button', { name: mine.candidate.name })).toBeVisible();
  await expect(page.getByText(theirs.candidate.name)).toHaveCount(0);
  await expectAccessible(page, 'hiring manager: /team/hiring');

  await grid.getByRole('button', { name: mine.candidate.name }).click();
  const dialog = page.getByRole('dialog', { name: mine.candidate.name });
  await expect(dialog.getByText('No interviewer has submitted a scorecard yet.')).toBeVisible();
  await chooseStatus(page, RECRUITING_STATUS_LABELS.hired);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText(HIRING_MANAGER_MESSAGES.reasonRequired)).toBeVisible();
  await expectAccessible(page, 'hiring manager: /team/hiring (the decision, asking the reason)');

  await dialog.getByRole('textbox', { name: /Reason/ }).fill('The founder interviewed alone: a clear yes');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Status updated successfully')).toBeVisible();
  // The application follows live: hired, and nothing more for a hiring manager to decide.
  await expect(dialog.getByText(RECRUITING_STATUS_LABELS.hired, { exact: true })).toBeVisible();
  await expect(
    dialog.getByText("The decision is taken. An admin or the position's recruiter can still change the status."),
  ).toBeVisible();
});

test('a recruiter sets the interview panel and moves a candidate of their posting on', async ({ page }) => {
  const token = await adminToken();
  const [remy, ivy, otto] = await Promise.all([
    member(token, 'recruiter', 'Remy'),
    member(token, 'interviewer', 'Ivy'),
    member(token, 'interviewer', 'Otto'),
  ]);
  // Signed today: the interview is tomorrow evening (Manila), more than an hour ahead.
  const mine = await postingWithCandidate(token, { recruiters: [remy], interviewers: [ivy] }, 'meeting_scheduled', {
    created_at: new Date(),
  });

  await signedInAs(page, remy);
  await openHiring(page);
  await page.getByRole('grid', { name: 'Applications' }).getByRole('button', { name: mine.candidate.name }).click();
  const dialog = page.getByRole('dialog', { name: mine.candidate.name });

  // The panel: the posting's interviewer by default; another interviewer typed in and saved.
  const panel = dialog.getByRole('region', { name: 'Interview panel' });
  await expect(panel.getByText(ivy.email)).toBeVisible();
  await panel.getByRole('combobox', { name: 'Interviewers' }).fill(otto.email);
  await panel.getByRole('combobox', { name: 'Interviewers' }).press('Enter');
  await panel.getByRole('button', { name: 'Save panel' }).click();
  await expect(page.getByText('Interview panel saved')).toBeVisible();
  await expect(panel.getByText(otto.email)).toBeVisible();
  await expect(panel.getByText(ivy.email)).toBeVisible();
  await expectAccessible(page, 'recruiter: /team/hiring (an application)');

  // The interview moved to the next day's window, as an admin moves it.
  await dialog.getByRole('button', { name: 'Move interview' }).click();
  const move = page.getByRole('dialog', { name: `Move ${mine.candidate.name}'s interview` });
  await move.getByLabel('Day').fill(manilaDay(new Date(mine.application.interview_start!.getTime() + DAY)));
  await expectAccessible(page, 'recruiter: /team/hiring (moving an interview)');
  await move.getByRole('button', { name: 'Move here' }).first().click();
  await expect(page.getByText('Interview moved. The candidate was sent the update.')).toBeVisible();

  await chooseStatus(page, RECRUITING_STATUS_LABELS.interviewed);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Status updated successfully')).toBeVisible();
  await expect(dialog.getByText(RECRUITING_STATUS_LABELS.interviewed, { exact: true })).toBeVisible();
});

test('a recruiter withdraws the offer of their hire, and reads the mails sent', async ({ page }) => {
  const token = await adminToken();
  const remy = await member(token, 'recruiter', 'Remy');
  const mine = await postingWithCandidate(token, { recruiters: [remy] }, 'hired');
  await createOffer(mine.application);

  await signedInAs(page, remy);
  await openHiring(page);
  await page.getByRole('grid', { name: 'Applications' }).getByRole('button', { name: mine.candidate.name }).click();
  const dialog = page.getByRole('dialog', { name: mine.candidate.name });
  await expect(dialog.getByRole('region', { name: 'Emails Sent' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  const withdraw = page.getByRole('dialog', { name: `Withdraw the offer to ${mine.candidate.name}?` });
  await withdraw.getByRole('textbox', { name: /Reason/ }).fill('The role was filled internally');
  await withdraw.getByRole('button', { name: 'Withdraw Offer' }).click();
  await expect(page.getByText('Offer withdrawn')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Job Offer' })).toContainText('Withdrawn');
});
