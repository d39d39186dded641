// `npm run bench:web`, inside the emulators (see package.json): measures what a visitor's
// browser loads and how fast the public pages paint, against a floor of plain static HTML with
// the same visible content served by the same hosting emulator. Prints figures; asserts nothing.
import { JOB_SLUGS, jobPath, applyPath } from '@careers/domain';
import { makeAccount, makeSpecJobs } from '@careers/domain/testing';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { writeJob } from '../../tests/support/writers';

const ROOT = join(import.meta.dirname, '..', '..');
const APP = process.env.APP_URL ?? 'http://127.0.0.1:5000';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const JOB = jobPath(JOB_SLUGS.marketingAnalyst);
const FLOOR_DIR = join(ROOT, 'web', 'dist', 'bench-floor');
const REPORT_DIR = join(ROOT, 'reports', 'bench');

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Every script a page loads without any interaction, until the network is idle or, for a page
 * that keeps a connection open (the apply page listens to Firestore), until `ready` resolves.
 */
async function scriptBytes(context: BrowserContext, path: string, ready?: (page: Page) => Promise<void>) {
  const page = await context.newPage();
  const scripts = new Map<string, Buffer>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response
      .body()
      .then((body) => scripts.set(response.url(), body))
      .catch(() => undefined);
  });
  if (ready) {
    await page.goto(`${APP}${path}`);
    await ready(page);
  } else {
    await page.goto(`${APP}${path}`, { waitUntil: 'networkidle' });
  }
  const finalPath = new URL(page.url()).pathname;
  await page.close();
  const gzip = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body).length, 0);
  return { gzip, files: scripts.size, finalPath };
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

interface Run {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
}

async function lighthouseRun(path: string, label: string, index: number): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(`${APP}${path}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`lighthouse gave no result for ${path}`);
    const { lhr } = result;
    writeFileSync(join(REPORT_DIR, `${label}-${index + 1}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: value('largest-contentful-paint'),
      fcp: value('first-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

// ---- data: the two postings of the specification ----
for (const job of makeSpecJobs()) await writeJob(job);
// Wake the page function (its first call loads the renderer) and hosting.
for (const path of ['/', JOB, '/app.html']) await fetch(`${APP}${path}`);

// ---- JavaScript before any interaction ----
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
const visitor = await browser.newContext();
const js = {
  home: await scriptBytes(visitor, '/'),
  job: await scriptBytes(visitor, JOB),
};
const member = await browser.newContext();
await signIn(member);
const apply = await scriptBytes(member, applyPath(JOB_SLUGS.marketingAnalyst), (page) =>
  page.getByText('Step 1 of 4').waitFor({ timeout: 60_000 }),
);
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
      runs.get(page.label)!.push(await lighthouseRun(page.path, page.label, i));
      process.stdout.write('.');
    }
  }
} finally {
  rmSync(FLOOR_DIR, { recursive: true, force: true });
}
process.stdout.write('\n\n');

// ---- the figures ----
console.log('JavaScript loaded before any interaction (gzip, level 6):');
console.log(`  ${'/'.padEnd(42)}${kib(js.home.gzip).padStart(10)}  (${js.home.files} files)`);
console.log(`  ${JOB.padEnd(42)}${kib(js.job.gzip).padStart(10)}  (${js.job.files} files)`);
console.log(
  `  ${applyPath(JOB_SLUGS.marketingAnalyst).padEnd(42)}${kib(apply.gzip).padStart(10)}  (${apply.files} files, signed in${apply.finalPath === applyPath(JOB_SLUGS.marketingAnalyst) ? '' : `, ended on ${apply.finalPath}`})`,
);
console.log('  target: public pages <= 150.0 KiB');
console.log('');
console.log(`Lighthouse 12.8.2, mobile (simulated throttling), median of ${RUNS} runs, headless Chromium:`);
console.log('  page         score (min)   LCP ms   FCP ms   TBT ms    CLS     LCP / floor');
for (const page of pages) {
  const list = runs.get(page.label)!;
  const m = (key: keyof Run) => median(list.map((run) => run[key]));
  const floor = page.label.endsWith('-floor') ? undefined : runs.get(`${page.label}-floor`)!;
  const ratio = floor ? (m('lcp') / median(floor.map((run) => run.lcp))).toFixed(2) : '';
  console.log(
    `  ${page.label.padEnd(11)}  ${String(m('score')).padStart(4)} (${String(Math.min(...list.map((r) => r.score))).padStart(3)})  ` +
      `${m('lcp').toFixed(0).padStart(7)}  ${m('fcp').toFixed(0).padStart(7)}  ${m('tbt').toFixed(0).padStart(7)}  ` +
      `${m('cls').toFixed(3).padStart(6)}     ${ratio}`,
  );
}
console.log('  targets: score median >= 98, every run >= 95; LCP <= 1.2 x floor; CLS <= 0.02');
console.log(`  per-run reports: ${REPORT_DIR}`);
