// `npm run bench:web`, inside the emulators (see package.json): measures what a visitor's
// browser loads and how fast the public pages paint, against a floor of plain static HTML with
// the same visible content served by the same hosting emulator. Prints figures; asserts nothing.
import { JOB_SLUGS } from '@careers/domain/jobs';
import { jobPath, applyPath } from '@careers/domain/shared';
import { makeAccount, makeSpecJobs } from '@careers/domain/testing';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { writeJob } from '../../tests/support/writers';
import { CHROME_FLAGS, CHROMIUM, lighthouseRun, median, type Run } from './lighthouse';

const ROOT = join(import.meta.dirname, '..', '..');
const APP = process.env.APP_URL ?? 'http://127.0.0.1:5000';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const JOB = jobPath(JOB_SLUGS.marketingAnalyst);
const FLOOR_DIR = join(ROOT, 'web', 'dist', 'bench-floor');
const REPORT_DIR = join(ROOT, 'reports', 'bench');

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

interface JsTally {
  gzip: number;
  files: number;
}

const tally = (bodies: Iterable<Buffer>): JsTally => {
  const list = [...bodies];
  return { gzip: list.reduce((sum, body) => sum + gzipSync(body).length, 0), files: list.length };
};

/**
 * The JavaScript a fresh browser loads on a page: what it runs without any interaction (scripts,
 * including module preloads), what it only prefetches into its cache meanwhile, and, for a public
 * page, everything it has run once a first interaction (a key press) has attached the app.
 * Waits until the network is idle or, for a page that keeps a connection open (the apply page
 * listens to Firestore), until `ready` resolves.
 */
async function scriptBytes(
  context: BrowserContext,
  path: string,
  options: { ready?: (page: Page) => Promise<void>; interact?: boolean } = {},
) {
  const page = await context.newPage();
  const run = new Map<string, Buffer>();
  const prefetched = new Set<string>();
  const reading: Promise<unknown>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script') {
      // Chromium does not hand out the body of a prefetch: read the file from hosting instead.
      if (new URL(response.url()).pathname.endsWith('.js')) prefetched.add(response.url());
      return;
    }
    reading.push(
      response
        .body()
        .then((body) => run.set(response.url(), body))
        .catch(() => undefined),
    );
  });
  // The responses so far have been read (the network is idle unless the page keeps a
  // connection open, which only a page with `ready` does).
  const settled = async () => {
    if (!options.ready) await page.waitForLoadState('networkidle');
    await Promise.all(reading);
  };
  if (options.ready) {
    await page.goto(`${APP}${path}`);
    await options.ready(page);
  } else {
    await page.goto(`${APP}${path}`, { waitUntil: 'networkidle' });
    // A public page prefetches the app's files once it is idle (public/boot.js).
    if (options.interact) await page.locator('link[rel="prefetch"]').first().waitFor({ state: 'attached' });
  }
  await settled();
  const prefetchedBodies = await Promise.all(
    [...prefetched]
      .filter((url) => !run.has(url))
      .map(async (url) => Buffer.from(await (await fetch(url)).arrayBuffer())),
  );
  const before = { run: tally(run.values()), prefetched: tally(prefetchedBodies) };
  let attached: JsTally | undefined;
  if (options.interact) {
    await page.keyboard.press('Shift');
    await page.locator('html[data-app="attached"]').waitFor({ state: 'attached', timeout: 30_000 });
    await settled();
    attached = tally(run.values());
  }
  const finalPath = new URL(page.url()).pathname;
  await page.close();
  return { ...before, attached, finalPath };
}

/** Signs in through the emulator sign-in form, as the end-to-end tests do. */
async function signIn(context: BrowserContext) {
  const page = await context.newPage();
  const account = makeAccount();
  await page.goto(`${APP}/signin`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Name (optional)').fill(account.name);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByText('Successfully signed in!').waitFor({ timeout: 60_000 });
  await page.close();
}

/** The served page with every script removed: the same visible content, no JavaScript. */
async function writeFloor(path: string, name: string): Promise<string> {
  const html = await (await fetch(`${APP}${path}`)).text();
  const plain = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  mkdirSync(FLOOR_DIR, { recursive: true });
  writeFileSync(join(FLOOR_DIR, `${name}.html`), plain);
  return `/bench-floor/${name}`;
}

// ---- data: the two postings of the specification ----
for (const job of makeSpecJobs()) await writeJob(job);
// Wake the page function (its first call loads the renderer) and hosting.
for (const path of ['/', JOB, '/app.html']) await fetch(`${APP}${path}`);

// ---- JavaScript before any interaction ----
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
const visitor = await browser.newContext();
const js = {
  home: await scriptBytes(visitor, '/', { interact: true }),
  job: await scriptBytes(visitor, JOB, { interact: true }),
};
const member = await browser.newContext();
await signIn(member);
const apply = await scriptBytes(member, applyPath(JOB_SLUGS.marketingAnalyst), {
  ready: (page) => page.getByText('Step 1 of 4').waitFor({ timeout: 60_000 }),
});
await browser.close();

// ---- Lighthouse: ours and the floor, interleaved so both see the same machine load ----
rmSync(REPORT_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });
const pages = [
  { label: 'home', path: '/' },
  { label: 'home-floor', path: await writeFloor('/', 'home') },
  { label: 'job', path: JOB },
  { label: 'job-floor', path: await writeFloor(JOB, 'job') },
];
const runs = new Map<string, Run[]>(pages.map((page) => [page.label, []]));
try {
  for (let i = 0; i < RUNS; i++) {
    for (const page of pages) {
      runs
        .get(page.label)!
        .push(await lighthouseRun(`${APP}${page.path}`, join(REPORT_DIR, `${page.label}-${i + 1}.json`)));
      process.stdout.write('.');
    }
  }
} finally {
  rmSync(FLOOR_DIR, { recursive: true, force: true });
}
process.stdout.write('\n\n');

// ---- the figures ----
const size = (t: JsTally | undefined) =>
  t ? `${kib(t.gzip).padStart(10)} (${String(t.files).padStart(2)})` : ''.padStart(15);
console.log('JavaScript a fresh browser loads (gzip, level 6; files in brackets):');
console.log(`  ${'page'.padEnd(42)}  run before any   prefetched, not    run once the app`);
console.log(`  ${''.padEnd(42)}  interaction      run meanwhile      has attached`);
for (const [path, t] of [
  ['/', js.home],
  [JOB, js.job],
] as const) {
  console.log(`  ${path.padEnd(42)}${size(t.run)}  ${size(t.prefetched)}    ${size(t.attached)}`);
}
const applyLabel = applyPath(JOB_SLUGS.marketingAnalyst);
console.log(
  `  ${applyLabel.padEnd(42)}${size(apply.run)}  (signed in${apply.finalPath === applyLabel ? '' : `, ended on ${apply.finalPath}`})`,
);
console.log('  target: public pages <= 150.0 KiB run before any interaction (and once attached)');
console.log('');
console.log(`Lighthouse 12.8.2, mobile (simulated throttling), median of ${RUNS} runs, headless Chromium:`);
console.log('  (worst run in brackets)');
console.log('  page         score (min)   LCP ms   FCP ms   TBT ms (max)    CLS     LCP / floor (max)');
for (const page of pages) {
  const list = runs.get(page.label)!;
  const m = (key: keyof Run) => median(list.map((run) => run[key]));
  const worst = (key: keyof Run) => Math.max(...list.map((run) => run[key]));
  const floor = page.label.endsWith('-floor') ? undefined : runs.get(`${page.label}-floor`)!;
  const floorLcp = floor && median(floor.map((run) => run.lcp));
  const ratio = floorLcp ? `${(m('lcp') / floorLcp).toFixed(2)} (${(worst('lcp') / floorLcp).toFixed(2)})` : '';
  console.log(
    `  ${page.label.padEnd(11)}  ${String(m('score')).padStart(4)} (${String(Math.min(...list.map((r) => r.score))).padStart(3)})  ` +
      `${m('lcp').toFixed(0).padStart(7)}  ${m('fcp').toFixed(0).padStart(7)}  ${m('tbt').toFixed(0).padStart(7)} (${worst('tbt').toFixed(0).padStart(3)})  ` +
      `${m('cls').toFixed(3).padStart(6)}     ${ratio}`,
  );
}
console.log('  targets: score median >= 98, every run >= 95; LCP <= 1.2 x floor; CLS <= 0.02');
console.log(`  per-run reports: ${REPORT_DIR}`);
