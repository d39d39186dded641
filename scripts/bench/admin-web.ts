// `npm run bench:admin-web`, inside the emulators (see package.json): the JavaScript an admin's
// browser fetches before the first row of each admin screen shows, and the time to that row, from a
// cold cache (a new browser context per screen and run), signed in as an admin (first-control.ts
// measures). The moment is the page's own, not when the wait notices a row (by then the row may be
// the data grid's that took the first one's place): the screens load their grid, live SDK and
// charts once their first rows have painted, and those come after them.
// Prints each screen's median and worst over BENCH_RUNS runs (2 unless set); asserts nothing.
import { ROUTES } from '@careers/domain/shared';
import { makeAccount } from '@careers/domain/testing';
import writeSpecJobs from '../../tests/support/spec-jobs.setup';
import { createAccount, createApplication, createOffer, createScreeningApplication } from '../../tests/support/writers';
import { measureScreens, type FirstControl } from './first-control';

/** The goal: at most this much JavaScript before the first row of every admin screen. */
const BUDGET_KIB = 250;

/** The first data row of a table (the header is row 0), a data grid or a plain table alike. */
const firstRow: FirstControl = {
  ready: (page) => page.getByRole('row').nth(1),
  selector: 'tr, [role="row"]',
  count: 2,
};
/** The first card of a card list (a candidate's name, a level-3 heading). */
const firstCard: FirstControl = {
  ready: (page) => page.getByRole('heading', { level: 3 }).first(),
  selector: 'h3, [role="heading"][aria-level="3"]',
  count: 1,
};

// ---- data: a few rows in every table ----
await writeSpecJobs();
const statuses = ['meeting_scheduled', 'interviewed', 'hired', 'criteria_failed'] as const;
const screeningStatuses = ['screening_passed', 'shortlisted', 'hired', 'screening_failed'] as const;
await Promise.all(
  Array.from({ length: 24 }, async (_, i) => {
    const application = await createApplication(makeAccount(), statuses[i % statuses.length]!);
    if (application.status === 'hired') await createOffer(application, 'one_signed');
    await createScreeningApplication(makeAccount(), screeningStatuses[i % screeningStatuses.length]!);
  }),
);
const admin = makeAccount({ admin: true });
await createAccount(admin);

/** The admin screens: where, and what their first row is. */
const SCREENS = [
  { name: 'Dashboard', path: ROUTES.admin.dashboard, first: firstRow },
  { name: 'All Applications', path: ROUTES.admin.applications, first: firstRow },
  { name: 'Interview Management', path: ROUTES.admin.interviews, first: firstRow },
  { name: 'Job Offers', path: ROUTES.admin.jobOffers, first: firstRow },
  { name: 'Our Team', path: ROUTES.admin.team, first: firstRow },
  { name: 'Screening dashboard', path: ROUTES.fullstackAdmin.dashboard, first: firstRow },
  { name: 'Screening applications', path: ROUTES.fullstackAdmin.applications, first: firstRow },
  { name: 'Shortlisted', path: ROUTES.fullstackAdmin.shortlisted, first: firstCard },
  { name: 'Full-stack team', path: ROUTES.fullstackAdmin.team, first: firstCard },
].map((screen) => ({ ...screen, who: admin }));

await measureScreens(SCREENS, BUDGET_KIB, 'the first row of every admin screen', 'bench-admin-web');
process.exit(0);
