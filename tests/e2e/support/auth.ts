import { expect, type Page } from '@playwright/test';
import { emulatorGoogleSub } from '@careers/domain/shared';
import { makeAccount, type TestAccount } from '@careers/domain/testing';
import { emulatorSession, idTokenFor, type EmulatorSession } from '../../support/tokens';
import { createAccount } from '../../support/writers';

type Who = Pick<TestAccount, 'email' | 'name'>;

/**
 * Signs in through the UI on the sign-in page the app has sent the browser to (waits for
 * it): the emulator form, since Google's popup cannot load offline. For the tests about signing
 * in; every other test starts signed in (signedInAs).
 */
export async function signInHere(page: Page, account: Who) {
  await expect(page).toHaveURL(/\/signin(\?|$)/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Name (optional)').fill(account.name);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The first call to a cold function worker can take several seconds on the emulator (within
  // an expectation's 30 s).
  await expect(page.getByText('Successfully signed in!')).toBeVisible();
}

/** Opens /signin (coming back to `redirect`, else home) and signs in through the UI. */
export async function signIn(page: Page, account: Who, redirect?: string) {
  await page.goto(redirect ? `/signin?redirect=${encodeURIComponent(redirect)}` : '/signin');
  await signInHere(page, account);
}

/** The web app's API key in the emulator build (web/.env.emulator): Firebase keys its stored session by it. */
const API_KEY = 'demo-api-key';

/**
 * What the Firebase SDK and the app keep in local storage for a session of `account` (signed in to
 * the auth emulator now, or `session`).
 */
export async function sessionStorageOf(
  account: Who,
  session?: EmulatorSession,
): Promise<{ key: string; value: string }[]> {
  session ??= await emulatorSession(account);
  const now = Date.now();
  const user = {
    uid: session.localId,
    email: account.email,
    emailVerified: true,
    displayName: account.name,
    isAnonymous: false,
    providerData: [
      {
        providerId: 'google.com',
        uid: emulatorGoogleSub(account.email),
        displayName: account.name,
        email: account.email,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: session.refreshToken,
      accessToken: session.idToken,
      expirationTime: now + Number(session.expiresIn) * 1000,
    },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  };
  return [
    { key: `firebase:authUser:${API_KEY}:[DEFAULT]`, value: JSON.stringify(user) },
    { key: 'careers.auth.session', value: '1' },
  ];
}

/**
 * Starts the page's browser signed in as `account`, as a returning visitor would be: the account
 * signs in to the auth emulator here, and its session is stored where the Firebase SDK keeps one
 * (local storage, as `firebase:authUser:<apiKey>:[DEFAULT]`) before the app's first script runs,
 * with the app's hint that a session exists. The app restores it on load, as after a reload. The
 * session is planted once per browser context, so a sign-out in the test stays signed out.
 */
export async function signedInAs(page: Page, account: Who): Promise<void> {
  const entries = await sessionStorageOf(account);
  await page.context().addInitScript((planted) => {
    if (window.localStorage.getItem('e2e.session-planted')) return;
    window.localStorage.setItem('e2e.session-planted', '1');
    for (const { key, value } of planted) window.localStorage.setItem(key, value);
  }, entries);
}

/**
 * The session cookie POST /auth/session sets for the holder of `idToken`, as the app asks for it
 * once signed in: what a candidate's browser sends on a later visit.
 */
export async function sessionCookieFor(idToken: string, app = process.env.APP_URL ?? 'http://127.0.0.1:5000') {
  const answer = await fetch(`${app}/auth/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: '{}',
  });
  const value = /^__session=([^;]+);/.exec(answer.headers.getSetCookie()[0] ?? '')?.[1];
  if (!value) throw new Error(`POST /auth/session answered ${answer.status} without a session cookie`);
  return { name: '__session', value };
}

/**
 * The browser also holds the session cookie an earlier visit of `account` was given: the page
 * function renders the candidate's first screens from it.
 */
export async function withSessionCookie(page: Page, account: Who): Promise<void> {
  const app = process.env.APP_URL ?? 'http://127.0.0.1:5000';
  await page.context().addCookies([{ ...(await sessionCookieFor(await idTokenFor(account), app)), url: app }]);
}

/**
 * A new account (makeAccount with `overrides`, created with createAccount) whose browser starts
 * signed in (signedInAs): the next `page.goto` opens its path signed in.
 */
export async function signedInAsNew(page: Page, overrides: Partial<TestAccount> = {}): Promise<TestAccount> {
  const account = makeAccount(overrides);
  await createAccount(account);
  await signedInAs(page, account);
  return account;
}

/**
 * A fresh admin (makeAccount with `overrides`) signed in on `path`; with `title`, once the screen's
 * title shows.
 */
export async function adminOn(
  page: Page,
  path: string,
  title?: string,
  overrides: Partial<TestAccount> = {},
): Promise<TestAccount> {
  const admin = makeAccount({ ...overrides, admin: true });
  await createAccount(admin);
  await signedInAs(page, admin);
  await page.goto(path);
  if (title) await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  return admin;
}

/** A tag no other test's names hold: lower-case letters only, so every trigram of it is its own. */
export const newTag = () =>
  `zq${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
