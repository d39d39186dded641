// How the app attaches to the server-rendered public pages (public/boot.js, docs/performance.md):
// without a session at the visitor's first interaction, with one as soon as the page has painted.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { HOME_TEXT } from '../../web/src/features/jobs/content';
import { makeJob } from '@careers/domain/testing';
import { writeJob } from '../support/writers';
import { signedInAsNew } from './support/auth';
import { expectAccessible } from './support/axe';

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
  await expectAccessible(page, 'visitor: / (small screen, menu open)');
});

test('a signed-in visitor sees who is signed in without interacting, and never a Sign In', async ({ page }) => {
  const account = await signedInAsNew(page);
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('data-session', 'maybe');
  await expect(nav(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(nav(page).getByTestId('header-user-name')).toHaveText(account.name);
  await expect(html(page)).toHaveAttribute('data-app', 'attached');
  await expect(nav(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Open Positions', exact: true })).toBeVisible();
  await expectAccessible(page, 'candidate: /');
});

test('the app attaching does not scroll a visitor back to the #anchor they arrived at', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  // Every way the page could be scrolled, recorded: the scrolling calls (the app's ScrollToTop
  // scrolls to an #anchor with scrollIntoView) and the scroll events.
  await page.addInitScript(() => {
    const scrolls: string[] = [];
    Object.assign(window, { __scrolls: scrolls });
    window.addEventListener('scroll', () => scrolls.push(`scroll event at ${window.scrollY}`));
    for (const [target, name] of [
      [Element.prototype, 'scrollIntoView'],
      [Element.prototype, 'scrollTo'],
      [Element.prototype, 'scroll'],
      [Element.prototype, 'scrollBy'],
      [window, 'scrollTo'],
      [window, 'scroll'],
      [window, 'scrollBy'],
    ] as const) {
      const original = (target as unknown as Record<string, (...args: unknown[]) => void>)[name]!;
      (target as unknown as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
        scrolls.push(`${name}(${JSON.stringify(args)})`);
        return original.apply(this, args);
      };
    }
  });
  const scrolls = () => page.evaluate(() => (window as unknown as { __scrolls: string[] }).__scrolls.splice(0));
  await page.goto('/#about');
  await expect(page.locator('#about')).toBeInViewport();
  // Back to the top, by the test: once its scroll event has fired, what was recorded so far
  // (the browser's and the test's scrolling) is not the app's.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if (window.scrollY === 0) return resolve();
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, 0);
      }),
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await scrolls();
  await page.keyboard.press('Shift');
  await expect(html(page)).toHaveAttribute('data-app', 'attached');
  // The app's route effects (ScrollToTop) ran before it marked itself attached; a scroll they
  // started, at once or at the next frames (its search for the section, a smooth scroll), has
  // moved the page or fired a scroll event once two frames have been drawn.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  expect(await scrolls()).toEqual([]);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
