// Accessibility: axe-core (WCAG 2.2 AA) on the screens no flow test opens. The flow tests check
// the screens they open on their way (expectAccessible); support/a11y-screens.ts lists every
// screen, and a full run fails when one of them went unchecked. Here each test is one kind of
// visitor: it signs in once (signedInAs) and opens its screens in turn, writing the state a
// screen needs with the Admin SDK before opening it.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { offerIdFor } from '@careers/domain/offers';
import { SCREENING_CANDIDATE_MESSAGES } from '@careers/domain/screening';
import { makeScreeningDraft, makeScreeningForm, type TestAccount } from '@careers/domain/testing';
import { createApplication, createOffer, createScreeningApplication, writeScreeningDraft } from '../support/writers';
import { signedInAsNew } from './support/auth';
import { expectAccessible, settledViolations } from './support/axe';
import { clickUntilShown } from './support/held';
import type { A11yScreen } from './support/a11y-screens';

const heading = (page: Page, name: string, level?: number) => page.getByRole('heading', { name, exact: true, level });

/**
 * Opens `path` (a new page load), waits for what proves the screen rendered, runs the steps that
 * reach the screen's state, and checks it.
 */
async function check(
  page: Page,
  screen: A11yScreen,
  path: string,
  ready: (page: Page) => Locator,
  then?: (page: Page) => Promise<void>,
) {
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  await then?.(page);
  await expectAccessible(page, screen);
}

/** The header's small-screen menu, opened. */
async function openMenu(page: Page) {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Positions' })).toBeVisible();
}

/** The header names the signed-in account: the session was restored. */
const signedInHeader = (page: Page, account: TestAccount) =>
  expect(page.getByRole('navigation', { name: 'Main' }).getByTestId('header-user-name')).toHaveText(account.name);

test('the check itself finds what breaks the rules, and keeps working as the app navigates', async ({ page }) => {
  await page.goto('/terms');
  await expect(heading(page, 'Terms of Service', 1)).toBeVisible();
  const ids = async () => (await settledViolations(page)).map((violation) => violation.id).sort();
  expect(await ids()).toEqual([]);
  // An image without a text alternative and grey on white text (axe is in the page from now on).
  await page.evaluate(() => {
    const bad = '<div id="bad"><img src="/favicon.svg"><p style="color:#ddd;background:#fff">Faint</p></div>';
    document.querySelector('main')!.insertAdjacentHTML('afterbegin', bad);
  });
  expect(await ids()).toEqual(['color-contrast', 'image-alt']);
  await page.evaluate(() => document.getElementById('bad')!.remove());
  expect(await ids()).toEqual([]);
  // The app's own navigation keeps the page, and axe in it, for the next screen.
  await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect(heading(page, 'Privacy Policy', 1)).toBeVisible();
  expect(await page.evaluate(() => 'axe' in window)).toBe(true);
  await page.evaluate(() => document.querySelector('h1')!.setAttribute('style', 'color:#eee'));
  expect(await ids()).toEqual(['color-contrast']);
  // A transition running when the check starts is measured where it ends, not half-way.
  await page.evaluate(async () => {
    const h1 = document.querySelector('h1')!;
    h1.setAttribute('style', 'color:#eee; transition: color 1.5s linear !important');
    await new Promise((frame) => requestAnimationFrame(frame));
    h1.style.color = '#111';
  });
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(1);
  expect(await ids()).toEqual([]);
});

test('a visitor: the terms', async ({ page }) => {
  await check(page, 'visitor: /terms', '/terms', (p) => heading(p, 'Terms of Service', 1));
});

test('an admin: home, and its small-screen menu', async ({ page }) => {
  const admin = await signedInAsNew(page, { admin: true });
  await check(
    page,
    'admin: /',
    '/',
    (p) => heading(p, 'Open Positions'),
    (p) => signedInHeader(p, admin),
  );
  await check(
    page,
    'admin: / (small screen, menu open)',
    '/',
    (p) => heading(p, 'Open Positions'),
    async (p) => {
      await signedInHeader(p, admin);
      await openMenu(p);
    },
  );
});

test('an admin: the screening admin pages no flow opens, and an application with a result in the detail dialog', async ({
  page,
}) => {
  const admin = await signedInAsNew(page, { admin: true });
  // A row for the dialog: the admin's own screening application, with a result.
  await createScreeningApplication(admin, 'screening_failed');
  await check(page, 'admin: /admin/fullstack-screening/dashboard', '/admin/fullstack-screening/dashboard', (p) =>
    heading(p, 'Full-Stack Screening Dashboard', 1),
  );
  await check(page, 'admin: /admin/fullstack-screening/applications', '/admin/fullstack-screening/applications', (p) =>
    heading(p, 'Screening Applications', 1),
  );
  await check(page, 'admin: /fullstack-admin/team', '/fullstack-admin/team', (p) => heading(p, 'Full-Stack Team', 1));
  await check(
    page,
    'admin: /fullstack-admin/applications (detail dialog open)',
    '/fullstack-admin/applications',
    (p) => heading(p, 'Full-Stack Applications', 1),
    async (p) => {
      await p.getByLabel('Search by user id, email or name').fill(admin.email);
      await clickUntilShown(
        p.getByRole('button', { name: `View Details: ${admin.email}` }),
        p.getByRole('heading', { name: 'AI Assessment', level: 3 }),
      );
    },
  );
});

test('a candidate with an offer one document into signing: the list, the reject dialog; an offer that is not there', async ({
  page,
}) => {
  const account = await signedInAsNew(page);
  await createOffer(await createApplication(account, 'hired'), 'one_signed');
  await check(page, 'candidate: /job-offers (one offer)', '/job-offers', (p) =>
    heading(p, 'Marketing Analyst (Recruiting)', 2),
  );
  await check(
    page,
    'candidate: /job-offers/:offerId (reject dialog)',
    `/job-offers/${offerIdFor(account.uid)}`,
    (p) => heading(p, 'Step 2: NDA', 2),
    async (p) => {
      // The document's text arrives after the heading and pushes the button down: a click aimed
      // before it lands (a layout shift mid-click) hits the document instead (failed once so).
      await expect(p.getByRole('document', { name: /^Non-Disclosure Agreement/ })).toBeVisible();
      await p.getByRole('button', { name: 'Reject Offer' }).click();
      await expect(p.getByRole('dialog', { name: 'Reject this offer?' })).toBeVisible();
    },
  );
  await check(page, 'candidate: /job-offers/no-such-offer', '/job-offers/no-such-offer', (p) =>
    heading(p, 'Offer Not Found', 1),
  );
});

test('a candidate on the screening form: a draft on its seventh section, then under assessment, then a result', async ({
  page,
}) => {
  const account = await signedInAsNew(page);
  await writeScreeningDraft(account, makeScreeningDraft(makeScreeningForm(), 6));
  await check(page, 'candidate: /fullstack-screening (applied experience: projects)', '/fullstack-screening', (p) =>
    p.getByTestId('section-counter').filter({ hasText: 'Section 7 of 8' }),
  );
  await createScreeningApplication(account, 'assessing');
  await check(
    page,
    'candidate: /fullstack-screening (under assessment)',
    '/fullstack-screening',
    (p) => heading(p, 'Application Already Submitted'),
    (p) => expect(p.getByTestId('screening-message')).toHaveText(SCREENING_CANDIDATE_MESSAGES.assessing),
  );
  await createScreeningApplication(account, 'screening_failed');
  await check(
    page,
    'candidate: /fullstack-screening (a result)',
    '/fullstack-screening',
    (p) => heading(p, 'Application Already Submitted'),
    (p) => expect(p.getByTestId('screening-message')).toHaveText(SCREENING_CANDIDATE_MESSAGES.screening_failed),
  );
});
