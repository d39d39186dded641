// How the app attaches to the server-rendered public pages (public/boot.js, docs/performance.md):
// without a session at the visitor's first interaction, with one as soon as the page has painted.
import { expect, test, type Page } from '@playwright/test';
import { HOME_TEXT } from '../../web/src/features/jobs/content';
import { makeAccount, makeJob } from '@careers/domain/testing';
import { writeJob } from '../support/writers';
import { signIn } from './support/auth';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const html = (page: Page) => page.locator('html');

/** Marks the current document; the mark survives in-app navigations, not page loads. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { marked: boolean }).marked = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);

test('without a session the page runs no app script before the first interaction, and its links work', async ({
  page,
}) => {
  const job = makeJob();
  await writeJob(job);
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('data-session', 'none');
  // The app's files are prefetched once the page is idle, not run.
  await expect(page.locator('link[rel="prefetch"]').first()).toBeAttached();
  expect(await page.locator('script[type="module"]').count()).toBe(0);
  await expect(html(page)).not.toHaveAttribute('data-app');
  // The header offers Sign In from the start, as a plain link.
  await expect(nav(page).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin?redirect=%2F');

  // A click on a link before the app has attached is an ordinary link.
  await page
    .getByRole('main')
    .getByRole('article', { name: job.title })
    .getByRole('link', { name: job.title, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
});

test('after the first interaction the app attaches: links navigate in the app', async ({ page }) => {
  const job = makeJob();
  await writeJob(job);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await page.keyboard.press('Shift');
  await expect(html(page)).toHaveAttribute('data-app', 'attached');
  await expect(nav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();

  await markDocument(page);
  await page.getByRole('link', { name: HOME_TEXT.learnAboutUs }).click();
  await expect(page).toHaveURL(/\/#about$/);
  await expect(page.locator('#about')).toBeInViewport();
  await page
    .getByRole('main')
    .getByRole('article', { name: job.title })
    .getByRole('link', { name: job.title, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('a tap on the menu button before the app has attached opens the menu once it has', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(html(page)).not.toHaveAttribute('data-app');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Positions' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Sign In' })).toBeVisible();
});

test('a signed-in visitor sees who is signed in without interacting, and never a Sign In', async ({ page }) => {
  const account = makeAccount();
  await signIn(page, account);
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('data-session', 'maybe');
  await expect(nav(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(nav(page).getByTestId('header-user-name')).toHaveText(account.name);
  await expect(html(page)).toHaveAttribute('data-app', 'attached');
  await expect(nav(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);
});

test('the app attaching does not scroll a visitor back to the #anchor they arrived at', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/#about');
  await expect(page.locator('#about')).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.keyboard.press('Shift');
  await expect(html(page)).toHaveAttribute('data-app', 'attached');
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
