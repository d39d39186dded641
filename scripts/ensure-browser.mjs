#!/usr/bin/env node
// `npm test`'s first step: makes sure the end-to-end tests have a Chromium before anything else
// runs, so a machine without one learns it in the first seconds, not after the other stages.
// Found (scripts/lib/browser.mjs) → nothing to do. Missing on Debian or Ubuntu, and this user may
// install packages (root, or sudo without a password) → installs Debian's headless shell with
// apt-get (about a minute, once per machine). Otherwise → prints the one command to run and fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEBIAN_PACKAGE, findChromium } from './lib/browser.mjs';

const found = findChromium();
if (found) process.exit(0);

if (process.env.CHROMIUM_PATH) fail(`CHROMIUM_PATH names ${process.env.CHROMIUM_PATH}, which does not exist.`);

const apt = existsSync('/usr/bin/apt-get');
const root = process.getuid?.() === 0;
const sudo = !root && apt && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
const install = `apt-get update && apt-get install -y --no-install-recommends ${DEBIAN_PACKAGE}`;

if (!apt) {
  fail(
    'Install a Chromium headless shell, e.g. `npx playwright install chromium-headless-shell`, or set CHROMIUM_PATH to a Chromium binary.',
  );
}
if (!root && !sudo) fail(`Run: sudo sh -c '${install}'`);

console.log(
  `The end-to-end tests need Chromium's headless shell; installing Debian's ${DEBIAN_PACKAGE} (once per machine).`,
);
const command = root ? ['sh', ['-c', install]] : ['sudo', ['-n', 'sh', '-c', install]];
const result = spawnSync(command[0], command[1], {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
if (result.status !== 0 || !findChromium()) fail(`Installing ${DEBIAN_PACKAGE} failed. Run: sudo sh -c '${install}'`);
console.log(`Installed: ${findChromium()}`);

/** Prints why the tests cannot run and exits non-zero. */
function fail(message) {
  console.error(`npm test: no Chromium for the end-to-end tests. ${message}`);
  process.exit(1);
}
