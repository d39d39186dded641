import { expect, type Page } from '@playwright/test';
import type { TestAccount } from '@careers/domain/testing';

type Who = Pick<TestAccount, 'email' | 'name'>;

/**
 * Signs in through the UI on the sign-in page the app has sent the browser to (waits for
 * it): the emulator form, since Google's popup cannot load offline.
 */
export async function signInHere(page: Page, account: Who) {
  await expect(page).toHaveURL(/\/signin(\?|$)/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Name (optional)').fill(account.name);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The first call to a cold function worker can take several seconds on the emulator.
  await expect(page.getByText('Successfully signed in!')).toBeVisible({ timeout: 30_000 });
}

/** Opens /signin (coming back to `redirect`, else home) and signs in. */
export async function signIn(page: Page, account: Who, redirect?: string) {
  await page.goto(redirect ? `/signin?redirect=${encodeURIComponent(redirect)}` : '/signin');
  await signInHere(page, account);
}
