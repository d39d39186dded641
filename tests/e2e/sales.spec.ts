// The sales pages: /sales (landing), /sales/apply (form, signed in), /success (confirmation).
// Texts are the specification's, typed here on purpose: a changed message fails the test.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { makeAccount } from '@careers/domain/testing';
import { signedInAsNew, signInHere } from './support/auth';
import { expectAccessible } from './support/axe';

const COUNTRIES = [
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'Germany',
  'France',
  'Netherlands',
  'Sweden',
  'Singapore',
  'Japan',
  'India',
  'Other',
];

/** The raw value the form stored under the specification's key. */
const storedApplication = (page: Page) => page.evaluate(() => window.localStorage.getItem('applicationData'));

function salesForm(page: Page) {
  return {
    fullName: page.getByLabel('Full Name'),
    email: page.getByLabel('Email Address'),
    phone: page.getByLabel('Phone Number'),
    country: page.getByLabel('Country'),
    submit: page.getByRole('button', { name: 'Submit Application' }),
  };
}

test('from the landing page through sign-in to the form, submit, confirmation and a new start', async ({ page }) => {
  const account = makeAccount();
  // The page's clock, to watch the 1.5 s redirect without waiting on the wall clock.
  await page.clock.install();

  await page.goto('/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Join Our Sales Team' })).toBeVisible();
  await expect(page.getByText('Sales Development Representative', { exact: true })).toBeVisible();
  await expectAccessible(page, 'visitor: /sales');
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fsales%2Fapply$/);
  await signInHere(page, account);
  await expect(page).toHaveURL(/\/sales\/apply$/);

  // The form's header: who is applying, and 'Sign out'
  const applicant = page.getByRole('region', { name: 'Signed-in applicant' });
  await expect(applicant.getByTestId('sales-header-name')).toHaveText(account.name);
  await expect(applicant.getByTestId('sales-header-email')).toHaveText(account.email);
  await expect(applicant.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();

  // Prefilled from the profile; the 12 country choices
  const form = salesForm(page);
  await expect(form.fullName).toHaveValue(account.name);
  await expect(form.email).toHaveValue(account.email);
  await expect(form.phone).toHaveValue('');
  await expect(form.country.locator('option')).toHaveText(['Select your country', ...COUNTRIES]);
  await form.phone.fill('+1 415 555 0100');
  await form.country.selectOption('Canada');

  // Time stands still in the page from here, so the 1.5 s redirect is watched in page time.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await form.submit.click();
  // Submitted (the button waits for the redirect) and stored, with time still at the submit
  await expect(form.submit).toBeDisabled();
  const stored = JSON.parse((await storedApplication(page))!) as Record<string, string>;
  expect(stored).toEqual({
    fullName: account.name,
    email: account.email,
    phone: '+1 415 555 0100',
    country: 'Canada',
    submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
  });
  // The toast shows on the form: sonner (loaded by the first toast, a task of the page's own) draws
  // it on a 0 ms timer, so page time moves a millisecond at a time until it shows.
  let elapsed = 0;
  await expect(async () => {
    await page.clock.runFor(1);
    elapsed += 1;
    await expect(page.getByText('Application submitted!')).toBeVisible({ timeout: 100 });
  }).toPass();
  await expect(page.getByText('Redirecting to confirmation page...')).toBeVisible();
  expect(elapsed).toBeLessThan(1499);
  await page.clock.runFor(1499 - elapsed);
  await expect(page).toHaveURL(/\/sales\/apply$/);
  // 1.5 s after the submit: the confirmation
  await page.clock.runFor(1);
  await expect(page).toHaveURL(/\/success$/);
  await page.clock.resume();

  // The confirmation: applicant, contact details, country, submitted time, What's Next
  await expect(page.getByRole('heading', { level: 1, name: 'Application Submitted!' })).toBeVisible();
  await expect(page.getByTestId('sales-applicant')).toHaveText(account.name);
  await expect(page.getByTestId('sales-email')).toHaveText(account.email);
  await expect(page.getByTestId('sales-phone')).toHaveText('+1 415 555 0100');
  await expect(page.getByTestId('sales-country')).toHaveText('Canada');
  await expect(page.getByTestId('sales-submitted-at')).toHaveAttribute('datetime', stored.submittedAt!);
  await expect(page.getByTestId('sales-submitted-at')).toHaveText(/\d{4}/);
  const next = page.getByRole('region', { name: "What's Next" }).getByRole('listitem');
  await expect(next).toHaveCount(4);
  await expect(next.nth(0)).toContainText('Application Review');
  await expect(next.nth(0)).toContainText('within 2-3 business days');
  await expect(next.nth(1)).toContainText('Phone Screening');
  await expect(next.nth(2)).toContainText('Team Interview');
  await expect(next.nth(3)).toContainText('Final Decision');
  await expectAccessible(page, 'candidate: /success (stored)');

  // 'Return to Homepage' keeps the application; 'Start New Application' clears it and goes home
  await page.getByRole('link', { name: 'Return to Homepage' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:5000\/$/);
  expect(await storedApplication(page)).not.toBeNull();
  await page.goto('/success');
  await page.getByRole('button', { name: 'Start New Application' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:5000\/$/);
  expect(await storedApplication(page)).toBeNull();

  // Nothing stored: 'No Application Found', and the way back to the form
  await page.goto('/success');
  await expect(page.getByRole('heading', { name: 'No Application Found' })).toBeVisible();
  await expect(
    page.getByText("It looks like you haven't submitted an application yet, or your session has expired."),
  ).toBeVisible();
  await expectAccessible(page, 'candidate: /success (nothing stored)');
  await page.getByRole('link', { name: 'Go to Application' }).click();
  await expect(page).toHaveURL(/\/sales\/apply$/);
  await expect(salesForm(page).email).toHaveValue(account.email);
});

test('every validation message, on submit and then on change', async ({ page }) => {
  const account = await signedInAsNew(page);
  await page.goto('/sales/apply');
  await expect(page).toHaveURL(/\/sales\/apply$/);
  const form = salesForm(page);
  await expect(form.fullName).toHaveValue(account.name);
  await expect(form.submit).toBeVisible();
  await expectAccessible(page, 'candidate: /sales/apply');

  // Nothing is said before the first submit
  await form.email.fill('sam@');
  await expect(form.email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Invalid email address')).toHaveCount(0);

  // Submit with every field empty: one message per field, nothing stored, no redirect
  await form.fullName.fill('');
  await form.email.fill('');
  await form.submit.click();
  await expect(form.fullName).toHaveAccessibleDescription('Full name is required');
  await expect(form.email).toHaveAccessibleDescription('Email is required');
  await expect(form.phone).toHaveAccessibleDescription('Phone number is required');
  await expect(form.country).toHaveAccessibleDescription('Please select your country');
  for (const field of [form.fullName, form.email, form.phone, form.country]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
  await expectAccessible(page, 'candidate: /sales/apply (with every validation message)');
  expect(await storedApplication(page)).toBeNull();
  await expect(page.getByText('Application submitted!')).toHaveCount(0);
  await expect(page).toHaveURL(/\/sales\/apply$/);

  // From now on every change re-validates
  await form.email.fill('sam@');
  await expect(form.email).toHaveAccessibleDescription('Invalid email address');
  await form.email.fill('sam@example');
  await expect(form.email).toHaveAccessibleDescription('Invalid email address');
  await form.email.fill('sam@example.com');
  await expect(form.email).toHaveAccessibleDescription('');
  await expect(form.email).toHaveAttribute('aria-invalid', 'false');

  await form.fullName.fill('   ');
  await expect(form.fullName).toHaveAccessibleDescription('Full name is required');
  await form.fullName.fill('Sam Seller');
  await expect(form.fullName).toHaveAccessibleDescription('');

  await form.phone.fill('+44 20 7946 0958');
  await expect(form.phone).toHaveAccessibleDescription('');
  await form.country.selectOption('United Kingdom');
  await expect(form.country).toHaveAccessibleDescription('');
  await form.country.selectOption('');
  await expect(form.country).toHaveAccessibleDescription('Please select your country');
  await form.country.selectOption('Other');
  await expect(page.getByText('Please select your country')).toHaveCount(0);

  // Now valid: stored (trimmed as typed) and on to the confirmation
  await form.submit.click();
  await expect(page.getByText('Application submitted!')).toBeVisible();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByTestId('sales-applicant')).toHaveText('Sam Seller');
  await expect(page.getByTestId('sales-country')).toHaveText('Other');
});

test("'Sign out' in the form's header signs out and goes home", async ({ page }) => {
  await signedInAsNew(page);
  await page.goto('/sales/apply');
  await page
    .getByRole('region', { name: 'Signed-in applicant' })
    .getByRole('button', { name: 'Sign out', exact: true })
    .click();
  await expect(page.getByText('Successfully signed out!')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:5000\/$/);
  await page.goto('/sales/apply');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fsales%2Fapply$/);
});

test('a signed-in visitor of the landing page goes straight to the form', async ({ page }) => {
  const account = await signedInAsNew(page);
  await page.goto('/sales');
  await expect(page).toHaveURL(/\/sales$/);
  // Signed in as far as the visitor can see: the header names them.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByTestId('header-user-name')).toHaveText(account.name);
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/sales\/apply$/);
});

test('the confirmation needs sign-in, and finds no application in unreadable data', async ({ page }) => {
  await page.goto('/success');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fsuccess$/);
  await page.evaluate(() => window.localStorage.setItem('applicationData', '{"fullName":'));
  await signInHere(page, makeAccount());
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { name: 'No Application Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Application' })).toHaveAttribute('href', '/sales/apply');
});
