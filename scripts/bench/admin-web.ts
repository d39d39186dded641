// `npm run bench:admin-web`, inside the emulators (see package.json): the JavaScript an admin's
// browser fetches before the first row of each admin screen shows, and the time to that row, from a
// cold cache (a new browser context per screen and run), signed in as an admin. Bytes are the
// gzip size (level 6) of every script the browser asked for before the first row entered the page:
// what the wire carries from a host that compresses (the hosting emulator does not, Firebase
// Hosting does). The moment is the page's own (a mutation observer notes when the first row is
// there), not when the wait below notices a row (it looks every 500 ms, and by then the row may be
// the data grid's that took the first one's place): the screens load their grid, live SDK and
// charts once their first rows have painted, and those come after them.
// Prints each screen's median and worst over BENCH_RUNS runs (2 unless set); asserts nothing.
import { ROUTES } from '@careers/domain/shared';
import { makeAccount } from '@careers/domain/testing';
import { chromium, type Browser, type Locator, type Page, type Request } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { findChromium } from '../lib/browser.mjs';
import { signedInAs } from '../../tests/e2e/support/auth';
import writeSpecJobs from '../../tests/support/spec-jobs.setup';
import { createAccount, createApplication, createOffer, createScreeningApplication } from '../../tests/support/writers';

const APP = process.env.APP_URL ?? 'http://127.0.0.1:5000';
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
/** The goal: at most this much JavaScript before the first row of every admin screen. */
const BUDGET_KIB = 250;

/**
 * A screen's first row: how the wait finds it, and how the page notes when it came (the first time
 * `count` elements match `selector`).
 */
interface FirstRow {
  ready: (page: Page) => Locator;
  selector: string;
  count: number;
}

/** The first data row of a table (the header is row 0), a data grid or a plain table alike. */
const firstRow: FirstRow = {
  ready: (page) => page.getByRole('row').nth(1),
  selector: 'tr, [role="row"]',
  count: 2,
};
/** The first card of a card list (a candidate's name, a level-3 heading). */
const firstCard: FirstRow = {
  ready: (page) => page.getByRole('heading', { level: 3 }).first(),
  selector: 'h3, [role="heading"][aria-level="3"]',
  count: 1,
};

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
] as const;

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
// Wake hosting and the API's workers: the runs measure the app, not the emulator's start.
for (const path of ['/app.html', '/health']) await fetch(`${APP}${path}`);

interface Measure {
  bytes: number;
  files: number;
  ms: number;
}

/**
 * Notes (epoch ms, as `window.firstRowAt`) when the page first holds `count` elements matching
 * `selector`. A script's text, not a function: tsx's helpers do not exist in the page.
 */
const noteFirstRow = ({ selector, count }: FirstRow) => `
  new MutationObserver((records, observer) => {
    if (document.querySelectorAll(${JSON.stringify(selector)}).length < ${count}) return;
    window.firstRowAt = performance.timeOrigin + performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;

/** One cold visit of `path` as the admin: script bytes (gzip) and time until the first row shows. */
async function visit(browser: Browser, path: string, first: FirstRow): Promise<Measure> {
  const context = await browser.newContext({ baseURL: APP });
  const page = await context.newPage();
  await signedInAs(page, admin);
  await page.addInitScript({ content: noteFirstRow(first) });
  // The scripts the page asks for (the module preloads among them).
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.js(\?|$)/.test(request.url())) requests.push(request);
  });
  const started = Date.now();
  await page.goto(path);
  let shown: number;
  try {
    await first.ready(page).waitFor({ timeout: 60_000 });
    shown = await page.evaluate(() => (window as unknown as { firstRowAt: number }).firstRowAt);
  } catch (error) {
    await page.screenshot({ path: 'reports/bench-admin-web-failure.png' });
    throw new Error(`${path}: no first row within 60 s (reports/bench-admin-web-failure.png)`, { cause: error });
  }
  // The scripts asked for before the first row came (epoch ms of the browser's clock), each once.
  const answers = await Promise.all(
    requests.map(async (request) => ({ request, response: await request.response().catch(() => null) })),
  );
  const before = new Map<string, Promise<number>>();
  for (const { request, response } of answers) {
    const script = /javascript/.test(response?.headers()['content-type'] ?? '');
    if (!response || !script || before.has(request.url()) || request.timing().startTime > shown) continue;
    before.set(
      request.url(),
      response.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    );
  }
  const sizes = await Promise.all(before.values());
  await context.close();
  return { bytes: sizes.reduce((sum, size) => sum + size, 0), files: sizes.length, ms: shown - started };
}

const executablePath = findChromium();
if (!executablePath) throw new Error('no Chromium: run `node scripts/ensure-browser.mjs`');
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
const results = new Map<string, Measure[]>(SCREENS.map((screen) => [screen.name, []]));
for (let run = 0; run < RUNS; run += 1) {
  for (const screen of SCREENS) results.get(screen.name)!.push(await visit(browser, screen.path, screen.first));
  process.stdout.write('.');
}
await browser.close();

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

console.log(
  `\n\nJavaScript before the first row, cold cache, gzip (KiB; files), and time to the first row (s): median (worst) of ${RUNS}`,
);
console.log(
  `  ${'screen'.padEnd(24)} ${'path'.padEnd(36)} ${'KiB'.padStart(16)} ${'files'.padStart(6)} ${'first row'.padStart(16)}`,
);
for (const screen of SCREENS) {
  const measures = results.get(screen.name)!;
  const bytes = measures.map((m) => m.bytes);
  const ms = measures.map((m) => m.ms);
  const over = median(bytes) / 1024 > BUDGET_KIB ? '  over the budget' : '';
  console.log(
    `  ${screen.name.padEnd(24)} ${screen.path.padEnd(36)} ${`${kib(median(bytes))} (${kib(Math.max(...bytes))})`.padStart(16)} ${String(median(measures.map((m) => m.files))).padStart(6)} ${`${(median(ms) / 1000).toFixed(2)} (${(Math.max(...ms) / 1000).toFixed(2)})`.padStart(16)}${over}`,
  );
}
console.log(`  budget: ${BUDGET_KIB} KiB before the first row of every admin screen`);
process.exit(0);
