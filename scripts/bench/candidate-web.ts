// `npm run bench:candidate-web`, inside the emulators (see package.json): the JavaScript a
// candidate's browser fetches before the first control of each screen they work in shows, and the
// time to it, from a cold cache (a new browser context per screen and run), each signed in as a
// candidate in the state the screen is for (first-control.ts measures): the apply flow's first
// step (a new candidate: the agreement checkbox), /profile (its first button), /job-offers (a hired
// candidate: the first offer's link) and /fullstack-screening (a draft on its fourth section: its
// first field). The apply flow's and the screening form's visitors are back (after signing in, or
// to their draft): their browsers hold the session cookie an earlier visit was given, so the page
// function renders those two. Prints each screen's median and worst over BENCH_RUNS runs (2 unless
// set) against the candidates' budget. Then Lighthouse (lighthouse.ts: mobile, simulated
// throttling, a cold cache, signed in by the session planted in local storage, with the session
// cookie where the visitor is back) on the apply flow's first step, the screening form and, to
// compare, a server-rendered job page, BENCH_LIGHTHOUSE_RUNS times each (5 unless set; 0 skips
// it), interleaved: the median score (and the lowest), LCP, TBT (and the worst) and CLS (and the
// worst: the deferred parts must not move the page). Asserts nothing.
import { JOB_SLUGS } from '@careers/domain/jobs';
import { applyPath, jobPath, ROUTES } from '@careers/domain/shared';
import { makeAccount, makeScreeningDraft, makeScreeningForm } from '@careers/domain/testing';
import writeSpecJobs from '../../tests/support/spec-jobs.setup';
import { createAccount, createApplication, createOffer, writeScreeningDraft } from '../../tests/support/writers';
import { sessionCookieFor, sessionStorageOf } from '../../tests/e2e/support/auth';
import { emulatorSession } from '../../tests/support/tokens';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { APP, measureScreens, type FirstControl } from './first-control';
import { lighthouseRun, median, type Run } from './lighthouse';

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const REPORT_DIR = join(import.meta.dirname, '..', '..', 'reports', 'bench-candidate-lighthouse');

/** The goal: at most this much JavaScript before the first control of every candidate screen. */
const BUDGET_KIB = 200;

/** The first element matching `selector` inside the page's main content. */
const first = (selector: string): FirstControl => ({
  ready: (page) => page.locator(selector).first(),
  selector,
  count: 1,
});

await writeSpecJobs();
const newcomer = makeAccount();
const applicant = makeAccount();
const hired = makeAccount();
const drafting = makeAccount();
for (const account of [newcomer, applicant, hired, drafting]) await createAccount(account);
await createApplication(applicant, 'meeting_scheduled');
await createOffer(await createApplication(hired, 'hired'), 'pending');
await writeScreeningDraft(drafting, makeScreeningDraft(makeScreeningForm(), 3));

const SCREENS = [
  {
    name: 'Apply (first step)',
    path: applyPath(JOB_SLUGS.marketingAnalyst),
    who: newcomer,
    first: first('main input[type="checkbox"]'),
    returning: true,
  },
  { name: 'Profile', path: ROUTES.profile, who: applicant, first: first('main button') },
  { name: 'Job offers', path: ROUTES.jobOffers, who: hired, first: first('main a[href^="/job-offers/"]') },
  {
    name: 'Screening form (draft)',
    path: ROUTES.screening,
    who: drafting,
    first: first('main form input, main form textarea'),
    returning: true,
  },
];

await measureScreens(SCREENS, BUDGET_KIB, 'the first control of every candidate screen', 'bench-candidate-web');

if (LIGHTHOUSE_RUNS > 0) {
  mkdirSync(REPORT_DIR, { recursive: true });
  // Beside the two goal pages, for comparison: a public page the server renders and the app
  // hydrates once it has painted (a job page, signed in), whose app loads nothing more after it.
  const rendered = { name: 'Job page (server-rendered)', path: jobPath(JOB_SLUGS.marketingAnalyst), who: newcomer };
  const pages = [SCREENS[0]!, SCREENS[3]!, rendered];
  const runs = new Map<string, Run[]>(pages.map((screen) => [screen.name, []]));
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    for (const [at, screen] of pages.entries()) {
      // A session signed in now (its ID token fresh), planted at the origin from a path that runs no script.
      const session = await emulatorSession(screen.who);
      const storage = {
        origin: APP,
        path: '/robots.txt',
        entries: await sessionStorageOf(screen.who, session),
        cookies: 'returning' in screen && screen.returning ? [await sessionCookieFor(session.idToken, APP)] : [],
      };
      const report = join(REPORT_DIR, `${at}-${run + 1}.json`);
      runs.get(screen.name)!.push(await lighthouseRun(`${APP}${screen.path}`, report, storage));
      process.stdout.write('.');
    }
  }
  console.log(`\n\nLighthouse 12.8.2, mobile (simulated throttling), signed in, median of ${LIGHTHOUSE_RUNS} (worst)`);
  console.log(
    `  ${'screen'.padEnd(28)} ${'score (min)'.padStart(12)} ${'LCP ms'.padStart(8)} ${'TBT ms (max)'.padStart(14)} ${'CLS (max)'.padStart(16)}`,
  );
  for (const screen of pages) {
    const list = runs.get(screen.name)!;
    const m = (key: keyof Run) => median(list.map((each) => each[key]));
    const worst = (key: keyof Run) => Math.max(...list.map((each) => each[key]));
    console.log(
      `  ${screen.name.padEnd(28)} ${`${m('score')} (${Math.min(...list.map((each) => each.score))})`.padStart(12)} ${m('lcp').toFixed(0).padStart(8)} ${`${m('tbt').toFixed(0)} (${worst('tbt').toFixed(0)})`.padStart(14)} ${`${m('cls').toFixed(3)} (${worst('cls').toFixed(3)})`.padStart(16)}`,
    );
  }
  console.log(`  goal: score median >= 95; per-run reports: ${REPORT_DIR}`);
}
process.exit(0);
