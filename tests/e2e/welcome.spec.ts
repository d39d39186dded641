// /welcome: public; greets a signed-in user with next steps, invites a visitor to sign in.
import { expect, test } from './support/test';
import { makeAccount } from '@careers/domain/testing';
import { signedInAsNew, signInHere } from './support/auth';
import { expectAccessible } from './support/axe';

test('a visitor is invited to sign in and comes back to be greeted', async ({ page }) => {
  const account = makeAccount();
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to ApplyPilot Careers' })).toBeVisible();
  await expectAccessible(page, 'visitor: /welcome');
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse Positions' })).toHaveAttribute(
    'href',
    '/#positions',
  );
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fwelcome$/);
  await signInHere(page, account);
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}!` })).toBeVisible();
});

test('a signed-in user is pointed to positions, profile and offers', async ({ page }) => {
  const account = await signedInAsNew(page);
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}!` })).toBeVisible();
  await expectAccessible(page, 'candidate: /welcome');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'View Positions' })).toHaveAttribute('href', '/#positions');
  await expect(main.getByRole('link', { name: 'View My Offers' })).toHaveAttribute('href', '/job-offers');
  await main.getByRole('link', { name: 'Go to Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText(account.email);
});
