import { expect, test } from './support/test';
import { RECRUITING_STATUS_LABELS, statusMessage } from '@careers/domain/recruiting';
import { mailExpiry, pendingDelivery, type OutboxMail } from '@careers/domain/mail';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount, makeJob } from '@careers/domain/testing';
import { adminDb } from '../support/admin-app';
import { createApplication, writeJob } from '../support/writers';
import { signedInAs, signedInAsNew, signInHere } from './support/auth';
import { expectAccessible } from './support/axe';
import { adminSetsStatus, APPLY_PATH, candidateWithApplication } from './support/application';
import { paced } from '../support/pace';

test('a visitor sees Not Signed In with a way to sign in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Not Signed In' })).toBeVisible();
  await expectAccessible(page, 'visitor: /profile');
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await signInHere(page, makeAccount());
  await expect(page).toHaveURL(/\/profile$/);
});

test('the profile shows who is signed in, the links, and signs out', async ({ page }) => {
  const account = await signedInAsNew(page);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-name')).toHaveText(account.name);
  await expect(page.getByTestId('profile-email')).toHaveText(account.email);
  await expect(page.getByRole('img', { name: 'Verified email' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Positions' })).toHaveAttribute('href', '/#positions');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expectAccessible(page, 'candidate: /profile');

  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Successfully signed out!')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:5000\/$/);
});

test("a new user's fetched status says they have not applied", async ({ page }) => {
  await signedInAsNew(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Fetch Application Status' }).click();
  await expect(page.getByText('Application status updated')).toBeVisible();
  await expect(page.getByTestId('profile-job-title')).toHaveText('Marketing Analyst (Recruiting)');
  await expect(page.getByTestId('profile-application-message')).toHaveText(statusMessage('new_user'));
});

test("the fetched status follows an admin's change live", async ({ page }) => {
  const { account } = await candidateWithApplication('meeting_scheduled');
  await signedInAs(page, account);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Fetch Application Status' }).click();
  await expect(page.getByText('Application status updated')).toBeVisible();
  await expect(page.getByTestId('profile-job-title')).toHaveText('Marketing Analyst (Recruiting)');
  await expect(page.getByTestId('profile-application-status')).toHaveText(RECRUITING_STATUS_LABELS.meeting_scheduled);
  await expect(page.getByTestId('profile-application-message')).toHaveText(
    statusMessage('meeting_scheduled', { nda_signed: true, criteria_failure_reason: null }),
  );
  await expectAccessible(page, 'candidate: /profile (with the fetched status and its toast)');

  await adminSetsStatus(account, 'interviewed');
  await expect(page.getByTestId('profile-application-status')).toHaveText(RECRUITING_STATUS_LABELS.interviewed);
  await expect(page.getByTestId('profile-application-message')).toHaveText(statusMessage('interviewed'));
});

test('a candidate with applications to two postings sees both, each with its posting and status', async ({ page }) => {
  const campaign = makeJob({ title: `Marketing Analyst, Campaign ${Date.now().toString(36)}` });
  await writeJob(campaign);
  const { account } = await candidateWithApplication('criteria_failed');
  await createApplication(account, 'meeting_scheduled', {
    job_slug: campaign.id,
    nda_signed: false,
    created_at: new Date(),
  });
  await signedInAs(page, account);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Fetch Application Status' }).click();
  await expect(page.getByText('Application status updated')).toBeVisible();
  // Newest first: the second campaign's (applied just now), then the specification's (three days ago).
  await expect(page.getByTestId('profile-job-title')).toHaveText([campaign.title, 'Marketing Analyst (Recruiting)']);
  await expect(page.getByTestId('profile-application-status')).toHaveText([
    RECRUITING_STATUS_LABELS.meeting_scheduled,
    RECRUITING_STATUS_LABELS.criteria_failed,
  ]);
  await expectAccessible(page, 'candidate: /profile (two applications)');

  await page.goto('/application');
  await expect(page.getByTestId('application-status')).toHaveText([
    RECRUITING_STATUS_LABELS.meeting_scheduled,
    RECRUITING_STATUS_LABELS.criteria_failed,
  ]);
  await expectAccessible(page, 'candidate: /application (two applications)');
  // Each card leads into its own posting's flow.
  await page.getByRole('link', { name: 'Continue Application' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${campaign.id}/apply$`));
  await expect(page.getByRole('button', { name: 'Sign NDA' })).toBeVisible();
});

test('a failed fetch says so', async ({ page }) => {
  await signedInAsNew(page);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-email')).toBeVisible();
  await page.route('**/api/check-application-status', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' }),
  );
  await page.getByRole('button', { name: 'Fetch Application Status' }).click();
  await expect(page.getByText('Failed to fetch application status')).toBeVisible();
  await expect(page.getByTestId('profile-application-message')).toHaveCount(0);
  await expectAccessible(page, 'candidate: /profile (an error toast)');
});

test.describe('/application', () => {
  test('a new user is invited to apply', async ({ page }) => {
    await signedInAsNew(page);
    await page.goto('/application');
    await expect(page.getByTestId('application-status')).toHaveText(RECRUITING_STATUS_LABELS.new_user);
    await expectAccessible(page, 'candidate: /application');
    await page.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(new RegExp(`${APPLY_PATH}$`));
  });

  test('a candidate sees their status, live, with a link to continue', async ({ page }) => {
    const { account } = await candidateWithApplication('meeting_scheduled');
    await signedInAs(page, account);
    await page.goto('/application');
    await expect(page.getByRole('heading', { name: 'Marketing Analyst (Recruiting)' })).toBeVisible();
    await expect(page.getByTestId('application-status')).toHaveText(RECRUITING_STATUS_LABELS.meeting_scheduled);
    await expectAccessible(page, 'candidate: /application (interview scheduled)');
    await adminSetsStatus(account, 'rejected_after_interview');
    await expect(page.getByTestId('application-status')).toHaveText(RECRUITING_STATUS_LABELS.rejected_after_interview);
    await expect(page.getByTestId('application-message')).toHaveText(statusMessage('rejected_after_interview'));
    await page.getByRole('link', { name: 'Continue Application' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You', exact: true })).toBeVisible();
  });
});

test('the profile lists the mails sent, newest first, and turns the update emails off', async ({ page }) => {
  const account = await signedInAsNew(page);
  const mail = (template: OutboxMail['template']['name'], minutesAgo: number): OutboxMail => ({
    to: account.email,
    template: {
      name: template,
      data: { name: account.name, job_title: 'Marketing Analyst (Recruiting)', qualified: 'yes', reasons: '' },
    },
    user_id: account.uid,
    application_id: account.uid,
    requested_by: account.uid,
    created_at: new Date(Date.now() - minutesAgo * 60_000),
    delivery: pendingDelivery(new Date()),
    expire_at: mailExpiry(new Date()),
    resend_of: null,
    resent_as: null,
  });
  await adminDb.collection(COLLECTIONS.mail).doc(`e2e-received-${account.uid}`).set(mail('application_received', 2));
  await adminDb.collection(COLLECTIONS.mail).doc(`e2e-criteria-${account.uid}`).set(mail('criteria_result', 1));

  await page.goto('/profile');
  const messages = page.getByTestId('my-mails');
  await expect(messages.getByRole('listitem')).toHaveCount(2);
  await expect(messages.getByRole('listitem').first()).toContainText('Criteria result');
  await expect(messages.getByRole('listitem').last()).toContainText('Application received');
  // Delivered by the outbox trigger to the run's inbox: the history follows it.
  await expect(messages.getByRole('listitem').first()).toContainText('Sent', { timeout: paced(20_000) });

  const updates = page.getByLabel('Update emails');
  await expect(updates).toBeChecked();
  await updates.click();
  await expect(page.getByText('Email preferences saved')).toBeVisible();
  await expect(updates).not.toBeChecked();
  await expectAccessible(page, 'candidate: /profile (messages, update emails turned off)');
  const stored = (await adminDb.collection(COLLECTIONS.users).doc(account.uid).get()).data();
  expect(stored?.mailPreferences).toEqual({ updates: false });
});
