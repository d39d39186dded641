// What the web benches share (bench:admin-web, bench:candidate-web): one cold visit of a screen as
// a signed-in account, measuring the JavaScript the browser fetched before the screen's first
// control (or row) entered the page, and the time to it; and the table of medians and worsts.
// Bytes are the gzip size (level 6) of every script asked for before that moment: what the wire
// carries from a host that compresses (the hosting emulator does not, Firebase Hosting does). The
// moment is the page's own (a mutation observer notes when the element is there), not when the
// wait below notices it. BENCH_FILES=1 lists each visit's scripts.
import { chromium, type Browser, type Locator, type Page, type Request } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { findChromium } from '../lib/browser.mjs';
import { sessionCookieFor, signedInAs } from '../../tests/e2e/support/auth';
import { idTokenFor } from '../../tests/support/tokens';

export const APP = process.env.APP_URL ?? 'http://127.0.0.1:5000';
export const RUNS = Number(process.env.BENCH_RUNS ?? 2);
/** With BENCH_FILES=1, each visit also prints the scripts it counted (name, gzip bytes), largest first. */
const LIST_FILES = process.env.BENCH_FILES === '1';

/** What a screen waits for: how the wait finds it, and how the page notes when it came (the first time `count` elements match `selector`). */
export interface FirstControl {
  ready: (page: Page) => Locator;
  selector: string;
  count: number;
}

export interface Measure {
  bytes: number;
  files: number;
  ms: number;
}

/** A screen to measure: its name, path, who visits it and what it waits for. */
export interface Screen {
  name: string;
  path: string;
  who: { email: string; name: string };
  first: FirstControl;
  /**
   * A visitor back after an earlier visit: the browser also holds the session cookie the app was
   * given then (the page function renders a candidate's screen from it).
   */
  returning?: boolean;
}

/** A script's text, not a function: tsx's helpers do not exist in the page. */
const noteFirst = ({ selector, count }: FirstControl) => `
  new MutationObserver((records, observer) => {
    if (document.querySelectorAll(${JSON.stringify(selector)}).length < ${count}) return;
    window.firstRowAt = performance.timeOrigin + performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;

/** One cold visit: script bytes (gzip) and the time until the first control shows. */
async function visit(browser: Browser, screen: Screen, report: string): Promise<Measure> {
  const context = await browser.newContext({ baseURL: APP });
  const page = await context.newPage();
  await signedInAs(page, screen.who);
  if (screen.returning)
    await context.addCookies([{ ...(await sessionCookieFor(await idTokenFor(screen.who), APP)), url: APP }]);
  await page.addInitScript({ content: noteFirst(screen.first) });
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.js(\?|$)/.test(request.url())) requests.push(request);
  });
  const started = Date.now();
  await page.goto(screen.path);
  let shown: number;
  try {
    await screen.first.ready(page).waitFor({ timeout: 60_000 });
    shown = await page.evaluate(() => (window as unknown as { firstRowAt: number }).firstRowAt);
  } catch (error) {
    await page.screenshot({ path: `reports/${report}-failure.png` });
    throw new Error(`${screen.path}: nothing within 60 s (reports/${report}-failure.png)`, { cause: error });
  }
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
  if (LIST_FILES) {
    const named = [...before.keys()].map((url, at) => [new URL(url).pathname, sizes[at]!] as const);
    named.sort((a, b) => b[1] - a[1]);
    console.log(
      `\n${screen.path}:\n${named.map(([name, size]) => `  ${(size / 1024).toFixed(1)} ${name}`).join('\n')}`,
    );
  }
  await context.close();
  return { bytes: sizes.reduce((sum, size) => sum + size, 0), files: sizes.length, ms: shown - started };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * Visits every screen RUNS times, each from a cold cache, and prints each one's median and worst
 * against `budgetKiB` (`what`: what the moment is, for the table's title). Asserts nothing.
 */
export async function measureScreens(screens: readonly Screen[], budgetKiB: number, what: string, report: string) {
  // Wake hosting and the API's workers: the runs measure the app, not the emulator's start.
  for (const path of ['/app.html', '/health']) await fetch(`${APP}${path}`);
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium: run `node scripts/ensure-browser.mjs`');
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  const results = new Map<string, Measure[]>(screens.map((screen) => [screen.name, []]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const screen of screens) results.get(screen.name)!.push(await visit(browser, screen, report));
    process.stdout.write('.');
  }
  await browser.close();
  console.log(
    `\n\nJavaScript before ${what}, cold cache, gzip (KiB; files), and time to it (s): median (worst) of ${RUNS}`,
  );
  console.log(
    `  ${'screen'.padEnd(24)} ${'path'.padEnd(40)} ${'KiB'.padStart(16)} ${'files'.padStart(6)} ${'time'.padStart(16)}`,
  );
  for (const screen of screens) {
    const measures = results.get(screen.name)!;
    const bytes = measures.map((m) => m.bytes);
    const ms = measures.map((m) => m.ms);
    const over = median(bytes) / 1024 > budgetKiB ? '  over the budget' : '';
    console.log(
      `  ${screen.name.padEnd(24)} ${screen.path.padEnd(40)} ${`${kib(median(bytes))} (${kib(Math.max(...bytes))})`.padStart(16)} ${String(median(measures.map((m) => m.files))).padStart(6)} ${`${(median(ms) / 1000).toFixed(2)} (${(Math.max(...ms) / 1000).toFixed(2)})`.padStart(16)}${over}`,
    );
  }
  console.log(`  budget: ${budgetKiB} KiB before ${what}`);
}
