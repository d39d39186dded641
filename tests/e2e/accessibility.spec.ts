// Accessibility: axe-core (WCAG 2.2 AA) on every screen, as a visitor, a candidate and an admin.
// A new screen is one line of SCREENS: where it is, who looks at it, and what proves it rendered.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  JOB_SLUGS,
  offerIdFor,
  signInPath,
  type RecruitingApplication,
  type RecruitingStatus,
  type StoredScreeningStatus,
} from '@careers/domain';
import {
  makeAccount,
  makeScreeningDraft,
  makeScreeningForm,
  makeSpecJob,
  type OfferStage,
  type TestAccount,
} from '@careers/domain/testing';
import {
  createAccount,
  createApplication,
  createOffer,
  createScreeningApplication,
  writeJob,
  writeScreeningDraft,
} from '../support/writers';
import { signInHere } from './support/auth';
import { answer, APPLY_PATH, fillUpToReview, stepCounter } from './support/application';

/** The rules: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Who = 'visitor' | 'candidate' | 'admin';

interface Screen {
  /** The page to open. */
  path: string;
  who: Who;
  /** What proves the screen rendered (awaited visible before axe runs). */
  ready: (page: Page) => Locator;
  /** Shown in the test's title when the path alone does not say which face of the screen this is. */
  face?: string;
  /** A candidate's stored application (createApplication), written before they sign in. */
  application?: [RecruitingStatus, Partial<RecruitingApplication>?];
  /** A hired candidate's job offer at a stage (createOffer); `:offerId` in the path names it. */
  offer?: OfferStage;
  /** A candidate's stored screening application in this status (createScreeningApplication). */
  screening?: StoredScreeningStatus;
  /** A candidate's screening draft with this many sections answered (makeScreeningDraft), on the next one. */
  screeningDraft?: number;
  /** Runs on the site's origin before the screen opens (and before signing in): local storage, a routed request. */
  before?: (page: Page) => Promise<unknown>;
  /** Runs once the page is ready, to reach a later face of it (a step of a form, a message). */
  then?: (page: Page) => Promise<void>;
}

const heading = (name: string, level?: number) => (page: Page) =>
  page.getByRole('heading', { name, exact: true, level });
const step = (text: string) => (page: Page) => stepCounter(page).filter({ hasText: text });
const screeningSection = (text: string) => (page: Page) =>
  page.getByTestId('section-counter').filter({ hasText: text });

/** The header's small-screen menu, opened. */
async function openMenu(page: Page) {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Positions' })).toBeVisible();
}

const STORED_SALES_APPLICATION = JSON.stringify({
  fullName: 'Maria Santos',
  email: 'maria.santos@example.com',
  phone: '+1 555 0100',
  country: 'Canada',
  submittedAt: '2024-05-01T10:00:00.000Z',
});

const MARKETING_JOB = `/jobs/${JOB_SLUGS.marketingAnalyst}`;

const SCREENS: Screen[] = [
  // Public
  { path: '/', who: 'visitor', ready: heading('Open Positions') },
  { path: '/', who: 'candidate', ready: heading('Open Positions') },
  { path: '/', who: 'admin', ready: heading('Open Positions') },
  { path: '/', who: 'visitor', face: 'small screen, menu open', ready: heading('Open Positions'), then: openMenu },
  { path: '/', who: 'admin', face: 'small screen, menu open', ready: heading('Open Positions'), then: openMenu },
  { path: MARKETING_JOB, who: 'visitor', ready: heading('Marketing Analyst (Recruiting)', 1) },
  { path: MARKETING_JOB, who: 'candidate', ready: heading('Marketing Analyst (Recruiting)', 1) },
  { path: '/jobs/no-such-position-here', who: 'visitor', ready: heading('Job Not Found') },
  { path: '/signin', who: 'visitor', ready: heading('Demo accounts') },
  { path: '/welcome', who: 'visitor', ready: heading('Welcome to ApplyPilot Careers', 1) },
  { path: '/welcome', who: 'candidate', ready: (page) => page.getByRole('heading', { level: 1, name: /^Welcome, / }) },
  { path: '/sales', who: 'visitor', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/privacy', who: 'visitor', ready: heading('Privacy Policy', 1) },
  { path: '/terms', who: 'visitor', ready: heading('Terms of Service', 1) },
  { path: '/no/such/page', who: 'visitor', ready: heading('Oops! Page not found') },
  { path: '/profile', who: 'visitor', ready: heading('Not Signed In') },
  { path: '/profile', who: 'candidate', ready: (page) => page.getByTestId('profile-email') },
  {
    path: '/profile',
    who: 'candidate',
    face: 'an error toast',
    before: (page) =>
      page.route('**/api/check-application-status', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' }),
      ),
    ready: (page) => page.getByTestId('profile-email'),
    then: async (page) => {
      await page.getByRole('button', { name: 'Fetch Application Status' }).click();
      await expect(page.getByText('Failed to fetch application status')).toBeVisible();
    },
  },
  {
    path: '/profile',
    who: 'candidate',
    face: 'with the fetched status and its toast',
    application: ['meeting_scheduled'],
    ready: (page) => page.getByTestId('profile-email'),
    then: async (page) => {
      await page.getByRole('button', { name: 'Fetch Application Status' }).click();
      await expect(page.getByTestId('profile-application-status')).toBeVisible();
      await expect(page.getByText('Application status updated')).toBeVisible();
    },
  },
  // Sales (signed in, local storage only)
  { path: '/sales/apply', who: 'candidate', ready: (page) => page.getByRole('button', { name: 'Submit Application' }) },
  {
    path: '/sales/apply',
    who: 'candidate',
    face: 'with every validation message',
    ready: (page) => page.getByRole('button', { name: 'Submit Application' }),
    then: async (page) => {
      await page.getByLabel('Full Name').fill(' ');
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect(page.getByText('Phone number is required')).toBeVisible();
    },
  },
  { path: '/success', who: 'candidate', face: 'nothing stored', ready: heading('No Application Found') },
  {
    path: '/success',
    who: 'candidate',
    face: 'stored',
    before: (page) =>
      page.evaluate((record) => window.localStorage.setItem('applicationData', record), STORED_SALES_APPLICATION),
    ready: heading('Application Submitted!'),
  },
  // The recruiting application
  { path: '/application', who: 'candidate', ready: (page) => page.getByTestId('application-status') },
  {
    path: '/application',
    who: 'candidate',
    face: 'interview scheduled',
    application: ['meeting_scheduled'],
    ready: (page) => page.getByTestId('application-status'),
  },
  { path: APPLY_PATH, who: 'candidate', face: 'new: agreement', ready: step('Step 1 of 4') },
  {
    path: APPLY_PATH,
    who: 'candidate',
    face: 'new: personal step with its messages',
    ready: step('Step 1 of 4'),
    then: async (page) => {
      await page.getByLabel('I have read and agree to the Confidentiality Agreement').check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(stepCounter(page)).toHaveText('Step 2 of 4');
      await page.getByLabel('Full Name').fill(' ');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Phone number is required', { exact: true })).toBeVisible();
    },
  },
  {
    path: APPLY_PATH,
    who: 'candidate',
    face: 'new: professional step with its messages',
    ready: step('Step 1 of 4'),
    then: async (page) => {
      await page.getByLabel('I have read and agree to the Confidentiality Agreement').check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await answer(page, 'Gender', 'Female');
      await page.getByLabel('Phone Number').fill('917 123 4567');
      await answer(page, 'Do you have WhatsApp on this number?', 'Yes');
      await page.getByLabel('Country', { exact: true }).selectOption('Philippines');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(stepCounter(page)).toHaveText('Step 3 of 4');
      await answer(page, 'Do you have 100+ LinkedIn connections?', 'No');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByLabel('I am willing to increase my LinkedIn connections to 100+')).toBeVisible();
    },
  },
  {
    path: APPLY_PATH,
    who: 'candidate',
    face: 'new: review',
    ready: step('Step 1 of 4'),
    then: (page) => fillUpToReview(page, { verified: 'Yes', connections: 'Yes', passport: 'Yes' }),
  },
  {
    path: APPLY_PATH,
    who: 'candidate',
    face: 'criteria failed',
    application: ['criteria_failed'],
    ready: heading('Thank You for Applying'),
  },
  {
    path: APPLY_PATH,
    who: 'candidate',
    face: 'NDA',
    application: ['meeting_scheduled', { nda_signed: false }],
    ready: heading("Congratulations! You're Qualified"),
  },
  {
    path: APPLY_PATH,
    who: 'candidate',
    face: 'interview scheduled',
    application: ['meeting_scheduled'],
    ready: (page) => page.getByTestId('interview-date'),
  },
  {
    path: APPLY_PATH,
    who: 'candidate',
    face: 'interview complete',
    application: ['interviewed'],
    ready: heading('Interview Complete', 3),
  },
  {
    path: APPLY_PATH,
    who: 'candidate',
    face: 'rejected',
    application: ['rejected_after_interview'],
    ready: heading('Thank You'),
  },
  // Placeholders of features still to come
  { path: '/job-offers', who: 'candidate', face: 'none yet', ready: heading('No Job Offers Yet', 2) },
  {
    path: '/job-offers',
    who: 'candidate',
    face: 'one offer',
    offer: 'one_signed',
    ready: heading('Marketing Analyst (Recruiting)', 2),
  },
  {
    path: '/job-offers/:offerId',
    who: 'candidate',
    face: 'first document',
    offer: 'pending',
    ready: heading('Step 1: Employment Agreement', 2),
  },
  {
    path: '/job-offers/:offerId',
    who: 'candidate',
    face: 'final acceptance',
    offer: 'all_signed',
    ready: heading('Step 4: Final Acceptance', 2),
  },
  {
    path: '/job-offers/:offerId',
    who: 'candidate',
    face: 'reject dialog',
    offer: 'one_signed',
    ready: heading('Step 2: NDA', 2),
    then: async (page) => {
      await page.getByRole('button', { name: 'Reject Offer' }).click();
      await expect(page.getByRole('dialog', { name: 'Reject this offer?' })).toBeVisible();
    },
  },
  {
    path: '/job-offers/:offerId',
    who: 'candidate',
    face: 'accepted',
    offer: 'accepted',
    ready: heading('Welcome to the Team!', 1),
  },
  {
    path: '/job-offers/:offerId',
    who: 'candidate',
    face: 'rejected',
    offer: 'rejected',
    ready: heading('Offer Declined', 1),
  },
  { path: '/job-offers/no-such-offer', who: 'candidate', ready: heading('Offer Not Found', 1) },
  // The full-stack screening form
  {
    path: '/fullstack-screening',
    who: 'candidate',
    face: 'new: first section',
    ready: screeningSection('Section 1 of 8'),
  },
  {
    path: '/fullstack-screening',
    who: 'candidate',
    face: 'first section with its messages',
    ready: screeningSection('Section 1 of 8'),
    then: async (page) => {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.getByText('University name is required', { exact: true })).toBeVisible();
    },
  },
  {
    path: '/fullstack-screening',
    who: 'candidate',
    face: 'frontend: multi-select',
    screeningDraft: 1,
    ready: screeningSection('Section 2 of 8'),
  },
  {
    path: '/fullstack-screening',
    who: 'candidate',
    face: 'applied experience: projects',
    screeningDraft: 6,
    ready: screeningSection('Section 7 of 8'),
  },
  {
    path: '/fullstack-screening',
    who: 'candidate',
    face: 'under assessment',
    screening: 'assessing',
    ready: heading('Application Already Submitted'),
  },
  {
    path: '/fullstack-screening',
    who: 'candidate',
    face: 'a result',
    screening: 'screening_failed',
    ready: heading('Application Already Submitted'),
  },
  // Admin
  { path: '/admin/dashboard', who: 'admin', ready: heading('Admin Dashboard', 1) },
  { path: '/admin/applications', who: 'admin', ready: heading('All Applications', 1) },
  {
    path: '/admin/applications',
    who: 'admin',
    face: 'detail dialog open',
    application: ['interviewed'],
    ready: heading('All Applications', 1),
    then: async (page) => {
      await page
        .getByRole('grid', { name: 'Applications' })
        .locator('[role="gridcell"][data-field="name"] button')
        .first()
        .click();
      await expect(page.getByRole('dialog').getByRole('heading', { name: 'History' })).toBeVisible();
    },
  },
  {
    path: '/admin/applications',
    who: 'admin',
    face: 'rows selected for a bulk change',
    application: ['interviewed'],
    ready: heading('All Applications', 1),
    then: async (page) => {
      await page
        .getByRole('grid', { name: 'Applications' })
        .getByRole('checkbox', { name: 'Select row' })
        .first()
        .check();
      await expect(page.getByRole('region', { name: 'Bulk status change' })).toBeVisible();
    },
  },
  { path: '/admin/interviews', who: 'admin', ready: heading('Interview Management', 1) },
  {
    path: '/admin/job-offers',
    who: 'admin',
    offer: 'one_signed',
    ready: (page) => page.getByRole('grid', { name: 'Job offers' }).getByTestId('offer-status').first(),
  },
  { path: '/admin/team', who: 'admin', ready: heading('Our Team', 1) },
  { path: '/admin/fullstack-screening', who: 'admin', ready: heading('Full-Stack Screening Dashboard', 1) },
  { path: '/admin/fullstack-screening/dashboard', who: 'admin', ready: heading('Full-Stack Screening Dashboard', 1) },
  { path: '/admin/fullstack-screening/applications', who: 'admin', ready: heading('Screening Applications', 1) },
  { path: '/fullstack-admin/dashboard', who: 'admin', ready: heading('Full-Stack Admin Dashboard', 1) },
  { path: '/fullstack-admin/applications', who: 'admin', ready: heading('Full-Stack Applications', 1) },
  { path: '/fullstack-admin/shortlisted', who: 'admin', ready: heading('Shortlisted', 1) },
  { path: '/fullstack-admin/team', who: 'admin', ready: heading('Full-Stack Team', 1) },
  // The screening admin's faces with data: the admin's own screening application is one of the rows.
  {
    path: '/admin/fullstack-screening/applications?status=screening_passed',
    who: 'admin',
    face: 'filtered, with a row',
    screening: 'screening_passed',
    ready: (page) => page.getByRole('button', { name: /^View Details: / }).first(),
  },
  {
    path: '/fullstack-admin/applications',
    who: 'admin',
    face: 'detail dialog open',
    screening: 'screening_failed',
    ready: heading('Full-Stack Applications', 1),
    then: async (page) => {
      await page
        .getByRole('button', { name: /^View Details: / })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: 'AI Assessment', level: 3 })).toBeVisible();
    },
  },
  {
    path: '/fullstack-admin/applications',
    who: 'admin',
    face: 'send interview email dialog',
    screening: 'screening_passed',
    ready: heading('Full-Stack Applications', 1),
    then: async (page) => {
      await page
        .getByRole('button', { name: /^Send Interview Email: / })
        .first()
        .click();
      await expect(page.getByTestId('email-message')).toBeVisible();
    },
  },
  {
    path: '/fullstack-admin/shortlisted',
    who: 'admin',
    face: 'with a candidate',
    screening: 'shortlisted',
    ready: (page) => page.getByRole('button', { name: 'Move to Interviewed' }).first(),
  },
  {
    path: '/fullstack-admin/team',
    who: 'admin',
    face: 'with a member',
    screening: 'hired',
    ready: (page) => page.getByRole('button', { name: /^View Details: / }).first(),
  },
];

/**
 * Opens the screen. A visitor goes straight there. A candidate or admin is a fresh account
 * (with its application, if any) that signs in through the UI and lands there by the sign-in
 * redirect, as the app sends people, without reloading a signed-in page (restoring a session
 * on load is the auth tests' subject, not this file's).
 */
async function open(page: Page, screen: Screen): Promise<void> {
  if (screen.who === 'visitor') {
    if (screen.before) {
      await page.goto('/privacy');
      await screen.before(page);
    }
    await page.goto(screen.path);
    return;
  }
  const account: TestAccount = makeAccount({ admin: screen.who === 'admin' });
  await createAccount(account);
  if (screen.application) await createApplication(account, ...screen.application);
  if (screen.offer) await createOffer(await createApplication(account, 'hired'), screen.offer);
  if (screen.screening) await createScreeningApplication(account, screen.screening);
  if (screen.screeningDraft !== undefined) {
    await writeScreeningDraft(account, makeScreeningDraft(makeScreeningForm(), screen.screeningDraft));
  }
  await page.goto(signInPath(screen.path.replace(':offerId', offerIdFor(account.uid))));
  await screen.before?.(page);
  await signInHere(page, account);
}

// Transitions off (sonner's toasts honour it): axe measures colours as they end up, not half faded in.
test.use({ reducedMotion: 'reduce' });

test.beforeAll(async () => {
  await writeJob(makeSpecJob(JOB_SLUGS.marketingAnalyst));
});

for (const screen of SCREENS) {
  test(`${screen.who}: ${screen.path}${screen.face ? ` (${screen.face})` : ''} has no WCAG 2.2 AA violations`, async ({
    page,
  }) => {
    await open(page, screen);
    await expect(screen.ready(page)).toBeVisible();
    await screen.then?.(page);

    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const report = violations.flatMap((violation) =>
      violation.nodes.map((node) =>
        [
          `${violation.id} (${violation.impact ?? 'unknown'}) at ${node.target.join(' ')}: ${violation.help}`,
          `  ${violation.helpUrl}`,
          ...(node.failureSummary ?? '').split('\n').map((line) => `  ${line}`),
        ].join('\n'),
      ),
    );
    expect(report, `axe found on ${screen.path}:\n${report.join('\n')}`).toEqual([]);
  });
}
