import { expect, holdsSessionCookie, test } from './support/test';
import { DEMO_ACCOUNTS, makeAccount } from '@careers/domain/testing';
import { adminAuth } from '../support/admin-app';
import { createAccount } from '../support/writers';
import { signedInAsNew, signIn, signInHere } from './support/auth';
import { expectAccessible } from './support/axe';

// Signing in and out with the motion every visitor gets by default (the other files run with reduced
// motion, playwright.config.ts): the toasts, the menus and the sign-in form's transitions as animated.
test.use({ reducedMotion: 'no-preference' });

test('a new Google user signs in, sees their name in the header, and signs out', async ({ page }) => {
  const account = makeAccount();
  // The session cookie a later visit's server-rendered screens are made for.
  const sessionCookie = () => holdsSessionCookie(page);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/signin\?redirect=%2F$/);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();

  await signInHere(page, account);
  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByTestId('header-user-name')).toHaveText(account.name);
  await expect(nav.getByRole('link', { name: 'My Offers' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect.poll(sessionCookie).toBe(true);

  await nav.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Successfully signed out!')).toBeVisible();
  await expect.poll(sessionCookie).toBe(false);
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(nav.getByTestId('header-user-name')).toHaveCount(0);
});

test('a sign-in whose server verification fails leaves nobody signed in, after a reload too', async ({ page }) => {
  await page.route('**/auth/verify', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' }),
  );
  const account = makeAccount();
  await page.goto('/signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Internal server error')).toBeVisible();
  await expectAccessible(page, 'visitor: /signin (a failed sign-in and its toast)');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(nav.getByTestId('header-user-name')).toHaveCount(0);
  // Firebase keeps its session in IndexedDB: nothing of it may be left for the next visit.
  const storedSessions = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('firebaseLocalStorageDb');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('firebaseLocalStorage')) {
              db.close();
              return resolve(0);
            }
            const count = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').count();
            count.onsuccess = () => {
              db.close();
              resolve(count.result);
            };
            count.onerror = () => reject(count.error);
          };
        }),
    );
  await expect.poll(storedSessions).toBe(0);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(nav.getByTestId('header-user-name')).toHaveCount(0);
});

test('a session stored for an account deleted since is signed out, not trusted', async ({ page }) => {
  // The browser keeps a session with a fresh ID token (the screen starts from it before the Auth SDK
  // has loaded); the account behind it is deleted elsewhere meanwhile.
  const account = await signedInAsNew(page);
  await adminAuth.deleteUser(account.uid);
  await page.goto('/profile');
  // The Auth SDK finds the account gone and signs the visitor out; nothing of the account shows.
  await expect(page.getByRole('heading', { name: 'Not Signed In' })).toBeVisible();
  await expect(page.getByText(account.email)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
});

test('a protected page sends a visitor to sign-in and back to where they were going', async ({ page }) => {
  await page.goto('/job-offers?tab=1');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fjob-offers%3Ftab%3D1$/);
  await signInHere(page, makeAccount());
  await expect(page).toHaveURL(/\/job-offers\?tab=1$/);
});

test("the header's Sign In on the sign-in page keeps its redirect instead of nesting it", async ({ page }) => {
  const signInLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' });
  await page.goto('/signin');
  await expect(signInLink).toHaveAttribute('href', '/signin');

  await page.goto('/signin?redirect=%2Fwelcome');
  await expect(signInLink).toHaveAttribute('href', '/signin?redirect=%2Fwelcome');
  await signInLink.click();
  await signInHere(page, makeAccount());
  await expect(page).toHaveURL(/\/welcome$/);
});

test('sign-in ignores a redirect to another site', async ({ page }) => {
  await signIn(page, makeAccount(), 'https://evil.example');
  await expect(page).toHaveURL(/127\.0\.0\.1:5000\/$/);
});

test('the emulator sign-in lists the demo accounts', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Demo accounts', exact: true })).toBeVisible();
  for (const account of DEMO_ACCOUNTS) {
    await expect(page.getByRole('button', { name: new RegExp(account.email) })).toBeVisible();
  }
  await expectAccessible(page, 'visitor: /signin');
});

test.describe('admin area', () => {
  test('an admin reaches /admin', async ({ page }) => {
    const admin = makeAccount({ admin: true });
    await createAccount(admin);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fadmin$/);
    await signInHere(page, admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Successfully signed out!')).toBeVisible();
    await expect(page).toHaveURL(/127\.0\.0\.1:5000\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('an email of ADMIN_EMAILS becomes admin at its first sign-in', async ({ page }) => {
    await page.goto('/admin/team');
    await signInHere(page, { email: 'admin@applypilot.example', name: 'Listed Admin' });
    await expect(page).toHaveURL(/\/admin\/team$/);
    await expect(page.getByRole('heading', { name: 'Our Team' })).toBeVisible();
  });

  test('a candidate is sent home from /admin and /fullstack-admin', async ({ page }) => {
    await signedInAsNew(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/127\.0\.0\.1:5000\/$/);
    await page.goto('/fullstack-admin/shortlisted');
    await expect(page).toHaveURL(/127\.0\.0\.1:5000\/$/);
  });
});
