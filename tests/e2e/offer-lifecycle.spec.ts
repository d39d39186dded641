// The offer following the hire, in the browser: a candidate reading a withdrawn offer, an admin
// withdrawing one from Job Offers Management and reading its history, Our Team marking a declined
// offer and confirming the withdrawal of an accepted one, and an admin on a candidate's offer URL.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { COLLECTIONS, jobOfferPath, ROUTES } from '@careers/domain/shared';
import { makeAccount, type OfferStage, type TestAccount } from '@careers/domain/testing';
import { adminDb } from '../support/admin-app';
import { auditEntries, storedApplication } from '../support/readers';
import { createAccount, createApplication, createOffer } from '../support/writers';
import { signedInAs } from './support/auth';
import { expectAccessible } from './support/axe';
import { clickUntilShown } from './support/held';

/** A candidate (with a name no other test uses) whose application is `status` and offer at `stage`. */
async function candidateWith(status: 'hired' | 'interviewed', stage: OfferStage) {
  const tag = `zw${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;
  const account = makeAccount({ name: `Olga ${tag}`, email: `olga.${tag}@example.com` });
  await createAccount(account);
  const offer = await createOffer(await createApplication(account, status), stage);
  return { account, offer };
}

async function signedInAdmin(page: Page): Promise<TestAccount> {
  const admin = makeAccount({ admin: true });
  await createAccount(admin);
  await signedInAs(page, admin);
  return admin;
}

const storedOffer = async (id: string) => (await adminDb.collection(COLLECTIONS.offers).doc(id).get()).data();

test('a candidate whose offer was withdrawn reads so, kindly, with nothing to sign or accept', async ({ page }) => {
  const { account, offer } = await candidateWith('interviewed', 'withdrawn');
  await signedInAs(page, account);
  await page.goto(ROUTES.jobOffers);
  const card = page.getByRole('article', { name: 'Marketing Analyst (Recruiting)' });
  await expect(card.getByTestId('offer-status')).toHaveText('Withdrawn');
  await card.getByText('View Details').click();
  await expect(page).toHaveURL(new RegExp(`${jobOfferPath(offer.id)}$`));
  await expect(page.getByRole('heading', { name: 'This Offer Was Withdrawn', level: 1 })).toBeVisible();
  await expect(
    page.getByText('This offer is no longer open, so there is nothing to sign or accept.', { exact: false }),
  ).toBeVisible();
  for (const name of ['Sign Document', 'Accept Offer', 'Reject Offer']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expectAccessible(page, 'candidate: /job-offers/:offerId (withdrawn)');
});

test('an admin withdraws an open offer with a reason from Job Offers Management, then reads its history', async ({
  page,
}) => {
  const { account, offer } = await candidateWith('hired', 'one_signed');
  await signedInAdmin(page);
  await page.goto(ROUTES.admin.jobOffers);
  await expect(page.getByRole('group', { name: 'Withdrawn' })).toBeVisible();
  await page.getByLabel('Search by name, email or position').fill(account.email);
  const row = page.getByRole('grid', { name: 'Job offers' }).getByRole('row').filter({ hasText: account.name });
  await expect(row.getByTestId('offer-status')).toHaveText('In Progress');

  const dialog = page.getByRole('dialog', { name: `Withdraw the offer to ${account.name}?` });
  await clickUntilShown(row.getByRole('button', { name: `Withdraw ${account.name}'s offer` }), dialog);
  await dialog.getByRole('button', { name: 'Withdraw Offer' }).click();
  await expect(dialog.getByText('Please give a reason for withdrawing the offer')).toBeVisible();
  await dialog.getByLabel(/Reason/).fill('The client paused the campaign');
  await expectAccessible(page, 'admin: /admin/job-offers (withdraw dialog)');
  await dialog.getByRole('button', { name: 'Withdraw Offer' }).click();
  await expect(page.getByText('Offer withdrawn', { exact: true })).toBeVisible();
  await expect(row.getByTestId('offer-status')).toHaveText('Withdrawn');
  await expect(row.getByRole('button', { name: `Withdraw ${account.name}'s offer` })).toHaveCount(0);
  expect((await storedOffer(offer.id))?.status).toBe('withdrawn');
  const entries = await auditEntries(offer.id);
  expect(entries.find((entry) => entry.action === 'offer_withdrawn')?.detail).toBe('The client paused the campaign');

  const detail = page.getByRole('dialog', { name: account.name });
  await clickUntilShown(row.getByRole('button', { name: `History of ${account.name}'s offer` }), detail);
  await expect(detail.getByTestId('application-history')).toContainText(
    'Offer withdrawn (The client paused the campaign)',
  );
});

test('Our Team marks a declined offer with the next step, and asks before withdrawing an accepted one', async ({
  page,
}) => {
  const declined = await candidateWith('hired', 'rejected');
  const accepted = await candidateWith('hired', 'accepted');
  await signedInAdmin(page);
  await page.goto(ROUTES.admin.team);
  const table = page.getByRole('grid', { name: 'Team members' });
  const rowOf = (name: string) => table.getByRole('row').filter({ hasText: name });
  await page.getByLabel('Search by name or email').fill('olga.zw');
  await expect(rowOf(declined.account.name).getByTestId('team-offer')).toContainText(
    'Declined by the candidate: move them off the team (Reject)',
  );
  await expect(rowOf(accepted.account.name).getByTestId('offer-status')).toHaveText('Accepted');

  await rowOf(accepted.account.name)
    .getByRole('combobox', { name: `Update status of ${accepted.account.name}` })
    .click();
  await page.getByRole('option', { name: 'Reject' }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw an accepted offer?' });
  await expect(
    confirm.getByText(
      'This candidate has accepted their offer. Moving them to Rejected withdraws the accepted offer: confirm it to go on',
    ),
  ).toBeVisible();
  await expectAccessible(page, 'admin: /admin/team (withdrawing an accepted offer: the confirmation)');
  expect((await storedApplication(accepted.account.uid))?.status).toBe('hired');
  await confirm.getByRole('button', { name: 'Withdraw the Offer and Move' }).click();
  await expect(page.getByText("The candidate's job offer was withdrawn.")).toBeVisible();
  // The row stays in view, its offer now withdrawn, until the view changes.
  await expect(rowOf(accepted.account.name).getByTestId('offer-status')).toHaveText('Withdrawn');
  expect((await storedApplication(accepted.account.uid))?.status).toBe('rejected_after_interview');
  expect((await storedOffer(accepted.offer.id))?.status).toBe('withdrawn');
  await page.getByLabel('Search by name or email').fill('olga.z');
  await expect(rowOf(declined.account.name)).toHaveCount(1);
  await expect(rowOf(accepted.account.name)).toHaveCount(0);
});

test("an admin on a candidate's offer URL sees it read-only, never the candidate's controls", async ({ page }) => {
  const { account, offer } = await candidateWith('hired', 'one_signed');
  await signedInAdmin(page);
  await page.goto(jobOfferPath(offer.id));
  await expect(page.getByRole('heading', { name: `Job offer of ${account.name}`, level: 1 })).toBeVisible();
  await expect(page.getByText("You are viewing a candidate's offer as an admin", { exact: false })).toBeVisible();
  await expect(page.getByText(/congratulations on your offer/)).toHaveCount(0);
  for (const name of ['Sign Document', 'Accept Offer', 'Reject Offer']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(page.getByTestId('offer-percent')).toHaveText('25%');
  await expectAccessible(page, "admin: /job-offers/:offerId (a candidate's offer, read-only)");
  await page.getByRole('link', { name: 'Open Job Offers Management' }).click();
  await expect(page.getByRole('heading', { name: 'Job Offers Management', level: 1 })).toBeVisible();
});
