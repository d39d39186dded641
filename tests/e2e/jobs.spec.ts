import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { JOB_POSTINGS, JOB_SLUGS } from '@careers/domain/jobs';
import { COMPANY_ABOUT, HOME_TEXT, JOB_PAGE_TEXT } from '../../web/src/features/jobs/content';
import { makeAccount, makeJob, makeSpecJob } from '@careers/domain/testing';
import { writeJob } from '../support/writers';
import { signInHere } from './support/auth';
import { expectAccessible } from './support/axe';

const main = (page: Page) => page.getByRole('main');

/**
 * Attaches the app to the server-rendered page as a visitor does, by interacting (without a
 * session it attaches at the first interaction: public/boot.js), and resolves once it has.
 */
const attached = async (page: Page) => {
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'attached');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
};
const jobCard = (page: Page, title: string) => main(page).getByRole('article', { name: title });

/** Console errors of the page (React reports hydration mismatches there). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('home lists the active jobs only, each with an Open badge and a link to its page', async ({ page }) => {
  const active = makeJob();
  const inactive = makeJob({ isActive: false });
  await Promise.all([writeJob(active), writeJob(inactive)]);
  const errors = collectErrors(page);

  await page.goto('/');
  const card = jobCard(page, active.title);
  await expect(card).toBeVisible();
  await expect(card.getByText(JOB_PAGE_TEXT.openBadge, { exact: true })).toBeVisible();
  await expect(card).toContainText(`${active.company} · ${active.type} · ${active.location}`);
  await expect(main(page).getByText(inactive.title)).toHaveCount(0);
  for (const article of await main(page).locator('#positions article').all()) {
    await expect(article.getByText(JOB_PAGE_TEXT.openBadge, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: HOME_TEXT.positionsTitle, exact: true })).toBeVisible();
  await expectAccessible(page, 'visitor: /');

  // An in-app navigation: the job page then reads the posting from Firestore itself.
  await attached(page);
  await card.getByRole('link', { name: active.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${active.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: active.title })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the home page is server-rendered and the app attaches to that markup', async ({ page }) => {
  const active = makeJob();
  await writeJob(active);
  // Keep the heading element the server sent, to compare it with the one after hydration.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
  const errors = collectErrors(page);
  const response = await page.goto('/');
  const html = (await response!.text()).replace(/<!-- -->/g, '');
  expect(html).toContain(HOME_TEXT.heroTitle);
  expect(html).toContain(active.title);

  await attached(page);
  expect(
    await page.evaluate(
      () => (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('h1'),
    ),
  ).toBe(true);
  expect(errors).toEqual([]);
});

test('the hero buttons scroll to the sections, and the header reaches them from any page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await writeJob(makeSpecJob(JOB_SLUGS.fullstackEngineer));
  await page.goto('/');
  await page.getByRole('link', { name: HOME_TEXT.viewPositions }).click();
  await expect(page.locator('#positions')).toBeInViewport();
  await page.getByRole('link', { name: HOME_TEXT.learnAboutUs }).click();
  await expect(page.locator('#about')).toBeInViewport();

  const about = page.locator('#about');
  for (const title of [
    COMPANY_ABOUT.mission.title,
    COMPANY_ABOUT.vision.title,
    ...COMPANY_ABOUT.approach.steps.map((step) => step.title),
    ...COMPANY_ABOUT.values.items.map((value) => value.title),
  ]) {
    await expect(about.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }

  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.goto(`/jobs/${JOB_SLUGS.fullstackEngineer}`);
  await attached(page);
  await nav.getByRole('link', { name: 'Positions' }).click();
  await expect(page).toHaveURL(/\/#positions$/);
  await expect(page.locator('#positions')).toBeInViewport();
  // Reached in the app: the list was read from Firestore, not embedded in the job page.
  await expect(jobCard(page, JOB_POSTINGS[JOB_SLUGS.fullstackEngineer].title)).toBeVisible();
  await page.goto('/privacy');
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/#about$/);
  await expect(page.locator('#about')).toBeInViewport();
});

test('a link to the address already open scrolls again: to its section, or to the top for home', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await writeJob(makeSpecJob(JOB_SLUGS.fullstackEngineer));
  await page.goto('/');
  await attached(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  /** Scrolls to the top or the bottom, whichever leaves the section out of view. */
  const scrollAwayFrom = async (section: string) => {
    await page.evaluate((selector) => {
      const top = document.querySelector(selector)!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top > window.innerHeight ? 0 : document.documentElement.scrollHeight);
    }, section);
    await expect(page.locator(section)).not.toBeInViewport();
  };
  /**
   * The section has scrolled to the top of the view (under the sticky header), and the scroll has
   * come to rest, so the next click does not land while a smooth scroll still runs (once home
   * stayed 3 px down after the logo's jump to the top: most likely one more frame of such a scroll).
   */
  const atTop = (section: string) =>
    expect
      .poll(() =>
        page.evaluate(async (selector) => {
          // The same offset three frames in a row: a smooth scroll moves it every frame.
          const offsets: number[] = [];
          while (offsets.length < 3) {
            await new Promise(requestAnimationFrame);
            offsets.push(window.scrollY);
          }
          const top = document.querySelector(selector)!.getBoundingClientRect().top;
          return offsets.every((offset) => offset === offsets[0]) && top >= 0 && top <= 100;
        }, section),
      )
      .toBe(true);

  // The hero's buttons, clicked again after scrolling away.
  for (const [name, section] of [
    [HOME_TEXT.viewPositions, '#positions'],
    [HOME_TEXT.learnAboutUs, '#about'],
  ] as const) {
    await main(page).getByRole('link', { name }).click();
    await atTop(section);
    await scrollAwayFrom(section);
    await main(page).getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/${section}$`));
    await atTop(section);
  }

  // The header's Positions and About, clicked on the address they lead to.
  for (const [name, section] of [
    ['Positions', '#positions'],
    ['About', '#about'],
  ] as const) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${section}$`));
    await atTop(section);
    await scrollAwayFrom(section);
    await nav.getByRole('link', { name, exact: true }).click();
    await atTop(section);
  }

  // The logo on home: back to the top, every time.
  await nav.getByRole('link', { name: 'ApplyPilot' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:5000\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await scrollAwayFrom('#positions');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await nav.getByRole('link', { name: 'ApplyPilot' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a small screen the header menu reaches the sections', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/privacy');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Positions' }).click();
  await expect(page).toHaveURL(/\/#positions$/);
  await expect(page.locator('#positions')).toBeInViewport();
});

test('a job page shows the posting; a signed-out visitor applies through sign-in and lands on the application', async ({
  page,
}) => {
  const slug = JOB_SLUGS.marketingAnalyst;
  const job = JOB_POSTINGS[slug];
  await writeJob(makeSpecJob(slug));
  await page.goto(`/jobs/${slug}`);

  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  const body = main(page);
  await expect(body.getByText(JOB_PAGE_TEXT.openPositionBadge, { exact: true })).toBeVisible();
  for (const fact of [job.company, job.type, job.location, job.description, JOB_PAGE_TEXT.signInNote]) {
    await expect(body.getByText(fact, { exact: true }).first()).toBeVisible();
  }
  for (const title of [
    JOB_PAGE_TEXT.whyYoullLoveIt,
    JOB_PAGE_TEXT.responsibilities,
    JOB_PAGE_TEXT.growthOpportunities,
  ]) {
    await expect(body.getByRole('heading', { name: title })).toBeVisible();
  }
  for (const item of job.whyYoullLoveIt) {
    await expect(body.getByRole('heading', { name: item.title })).toBeVisible();
    await expect(body.getByText(item.description)).toBeVisible();
  }
  for (const item of [...job.responsibilities, ...job.growthOpportunity]) {
    await expect(body.getByRole('listitem').filter({ hasText: item })).toBeVisible();
  }
  await expectAccessible(page, 'visitor: /jobs/marketing-analyst-recruiting');

  const signInToApply = `/signin?redirect=${encodeURIComponent(`/jobs/${slug}/apply`)}`;
  await expect(body.getByRole('link', { name: JOB_PAGE_TEXT.applyNow })).toHaveAttribute('href', signInToApply);
  await body.getByRole('link', { name: JOB_PAGE_TEXT.applyForPosition }).click();
  await expect(page).toHaveURL(new RegExp(`${signInToApply.replace(/[?]/g, '\\?')}$`));
  await signInHere(page, makeAccount());
  await expect(page).toHaveURL(new RegExp(`/jobs/${slug}/apply$`));

  // Signed in, both buttons lead straight to the application.
  await page.goto(`/jobs/${slug}`);
  await expect(body.getByRole('link', { name: JOB_PAGE_TEXT.applyNow })).toHaveAttribute('href', `/jobs/${slug}/apply`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expectAccessible(page, 'candidate: /jobs/marketing-analyst-recruiting');
  await body.getByRole('link', { name: JOB_PAGE_TEXT.applyNow }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${slug}/apply$`));
});

test('an inactive job still has its page', async ({ page }) => {
  const inactive = makeJob({ isActive: false });
  await writeJob(inactive);
  const response = await page.goto(`/jobs/${inactive.id}`);
  expect(response!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: inactive.title })).toBeVisible();
});

test('an unknown job answers 404 with Job Not Found and a way back', async ({ page }) => {
  const response = await page.goto('/jobs/no-such-position-here');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: JOB_PAGE_TEXT.notFoundTitle })).toBeVisible();
  await expect(page.getByText(JOB_PAGE_TEXT.notFoundText)).toBeVisible();
  await expectAccessible(page, 'visitor: /jobs/no-such-position-here');
  await page.getByRole('link', { name: JOB_PAGE_TEXT.backToJobs }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:5000\/$/);
  await expect(page.getByRole('heading', { name: HOME_TEXT.positionsTitle })).toBeVisible();
});

test('a path under a job that the app does not know shows the 404 page', async ({ page }) => {
  await page.goto(`/jobs/${JOB_SLUGS.marketingAnalyst}/no-such-page`);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});
