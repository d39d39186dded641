// Where the end-to-end tests' Chromium is: the one place the Playwright config and `npm test`'s
// browser step (scripts/ensure-browser.mjs) look for it. In order: CHROMIUM_PATH, Debian's
// headless shell (package chromium-headless-shell, what `npm test` installs on Debian), then a
// headless shell Playwright downloaded itself (`npx playwright install chromium-headless-shell`,
// on a laptop with internet access).
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Debian's package and the path it installs. */
export const DEBIAN_PACKAGE = 'chromium-headless-shell';
export const DEBIAN_PATH = '/usr/bin/chromium-headless-shell';

/** Headless shells Playwright downloaded into its cache, newest first. */
function playwrightShells() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return [];
  return readdirSync(cache)
    .filter((name) => name.startsWith('chromium_headless_shell-'))
    .sort()
    .reverse()
    .map((name) => join(cache, name, 'chrome-headless-shell-linux64', 'chrome-headless-shell'));
}

/** The Chromium the end-to-end tests run, or undefined when this machine has none yet. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  return [DEBIAN_PATH, ...playwrightShells()].find((path) => existsSync(path));
}
