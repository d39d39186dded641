// `npm run bench:candidate-web`, inside the emulators (see package.json): the JavaScript a
// candidate's browser fetches before the first control of each screen they work in shows, and the
// time to it, from a cold cache (a new browser context per screen and run), each signed in as a
// candidate in the state the screen is for (first-control.ts measures): the apply flow's first
// step (a new candidate: the agreement checkbox), /profile (its first button), /job-offers (a hired
// candidate: the first offer's link) and /fullstack-screening (a draft on its third section: its
// first field). Prints each screen's median and worst over BENCH_RUNS runs (2 unless set) against
// the candidates' budget; asserts nothing.
import { JOB_SLUGS } from '@careers/domain/jobs';
import { applyPath, ROUTES } from '@careers/domain/shared';
import { makeAccount, makeScreeningDraft, makeScreeningForm } from '@careers/domain/testing';
import writeSpecJobs from '../../tests/support/spec-jobs.setup';
import { createAccount, createApplication, createOffer, writeScreeningDraft } from '../../tests/support/writers';
import { measureScreens, type FirstControl } from './first-control';

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
  },
  { name: 'Profile', path: ROUTES.profile, who: applicant, first: first('main button') },
  { name: 'Job offers', path: ROUTES.jobOffers, who: hired, first: first('main a[href^="/job-offers/"]') },
  {
    name: 'Screening form (draft)',
    path: ROUTES.screening,
    who: drafting,
    first: first('main form input, main form textarea'),
  },
];

await measureScreens(SCREENS, BUDGET_KIB, 'the first control of every candidate screen', 'bench-candidate-web');
process.exit(0);
