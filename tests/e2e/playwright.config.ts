import { defineConfig } from '@playwright/test';
import { findChromium } from '../../scripts/lib/browser.mjs';
import { paced } from '../support/pace';

// End-to-end tests: the built app on the hosting emulator, in Chromium's headless shell (found by
// scripts/lib/browser.mjs; `npm test` installs Debian's package chromium-headless-shell when a
// machine has none): the old headless mode, which Playwright itself runs headless tests in;
// it costs half the CPU of `chromium --headless`. Run by
// `npm run test:e2e` inside `firebase emulators:exec` (auth, firestore, functions, hosting).
// Traces are off: recording one for every test (to keep it on a failure) costs a third of the run's
// time. To debug a failure, run it again with one: E2E_TRACE=on (docs/running-and-testing.md).

// The files holding the longest tests (a clean clone's run, 12 s and more), which start first: Playwright
// hands tests out in file order, and a 48 s test taken last runs on alone while the other workers
// idle. A file missing here only starts later. admin-width.spec.ts is short, but its tables must show
// its own rows, which it writes first: it runs before the other tests have filled them.
const LONG_FIRST = [
  'accountability.spec.ts',
  'admin-tables.spec.ts',
  'admin-width.spec.ts',
  'analytics.spec.ts',
  'data-rights.spec.ts',
  'jobs-admin.spec.ts',
  'mail-admin.spec.ts',
  'recruiting-admin.spec.ts',
  'screening-admin.spec.ts',
  'screening-postings.spec.ts',
  'team-hiring.spec.ts',
  'team-interviews.spec.ts',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Projects run in this order; within one, files in name order.
  projects: [
    { name: 'long', testMatch: LONG_FIRST },
    { name: 'short', testIgnore: LONG_FIRST },
  ],
  globalSetup: './support/global-setup.ts',
  outputDir: '../../test-results',
  fullyParallel: true,
  // The tests wait on the emulators (triggers, mail) about as much as the browser computes: four at a
  // time (docs/running-and-testing.md#how-long-each-tier-takes).
  workers: 4,
  forbidOnly: true,
  retries: 0,
  // A test may take 90 s and an expectation wait 30 s on the reference machine, stretched by this
  // machine's pace (tests/support/pace.ts): many expectations wait on a trigger (an offer on hire,
  // a mail, a score, a tally), which the functions emulator runs behind every other worker's
  // triggers. A passing expectation returns as soon as it holds; only a failure takes longer.
  timeout: paced(90_000),
  expect: { timeout: paced(30_000) },
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../../reports/playwright' }]],
  // The tables at size run among the flows (their screening rows are written before the run:
  // support/at-size.ts).
  use: {
    baseURL: process.env.APP_URL ?? 'http://127.0.0.1:5000',
    trace: process.env.E2E_TRACE === 'on' ? 'on' : 'off',
    screenshot: 'only-on-failure',
    // As a visitor who asked for reduced motion (the app honours it, AppShell.tsx): no transition
    // runs, so a page draws each change once, not for every frame of a fade (a quarter less of the
    // browser's CPU), and axe never meets a
    // colour half-way through one. auth.spec.ts signs in and out with the default motion.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
