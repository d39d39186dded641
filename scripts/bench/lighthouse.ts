// One Lighthouse run as the web benches take it (bench:web, bench:candidate-web): Lighthouse 12.8.2,
// its default mobile preset (simulated throttling), the performance category only, in a fresh
// headless Chromium (a cold cache). A signed-in page gets its session planted first
// (`localStorage`: what the Firebase SDK and the app keep, at the page's origin) and Lighthouse
// told to keep storage, which it would otherwise clear before loading the page.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
import { findChromium } from '../lib/browser.mjs';

/** The Chromium the suite's browser tests use (CHROMIUM_PATH, Debian's, or Playwright's). */
export const CHROMIUM = findChromium() ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The figures of one run. */
export interface Run {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
}

/**
 * Entries to put in the page's local storage before the run, at `origin` (a path there that runs no
 * script), and cookies of the origin.
 */
export interface PlantedStorage {
  origin: string;
  path: string;
  entries: { key: string; value: string }[];
  cookies?: { name: string; value: string }[];
}

async function plant(port: number, { origin, path, entries, cookies = [] }: PlantedStorage): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0]!;
  if (cookies.length > 0) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: origin })));
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  await page.evaluate((planted) => {
    for (const { key, value } of planted) window.localStorage.setItem(key, value);
  }, entries);
  await page.close();
  await browser.close();
}

/** Runs Lighthouse once on `url`, writing its report to `reportFile`. */
export async function lighthouseRun(url: string, reportFile: string, storage?: PlantedStorage): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    if (storage) await plant(chrome.port, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      disableStorageReset: Boolean(storage),
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    writeFileSync(reportFile, JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
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

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
