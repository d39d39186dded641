// Before the browser tests: the development inbox (maildev on the ports the emulator's functions
// send to; stopped by the returned teardown), an empty list of the screens axe checked
// (support/a11y-screens.ts), then at once the product's two postings (applications need an open
// job) and the offers and screening applications at size (support/at-size.ts; the tally's backfill of them
// runs on beside the first tests, awaited at the end), then a wake-up of the API's and the page
// function's workers through hosting. The functions emulator starts one worker per concurrent
// request, and a cold worker takes seconds to load the Admin SDK; tests should measure the app,
// not that start-up. The wake-up comes after the applications at size: their writes pause the
// triggers, and the resume stops every idle worker (scripts/lib/background-triggers.mjs).
// After them, with E2E_A11Y_COVERAGE=1 (a full run, as npm test makes), the run fails when a
// screen of A11Y_SCREENS was not checked, and when the dashboards' tallies, once the triggers have
// run, differ from the collections they count (`npm run tallies`): a figure that lags while four
// workers write is the trigger queue; one that never settles would be a lost update.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { dirname } from 'node:path';
import writeSpecJobs from '../../support/spec-jobs.setup';
import { startInbox } from '../../support/maildev';
import { A11Y_SCREENS, CHECKED_SCREENS_FILE } from './a11y-screens';
import { writeAtSize } from './at-size';
import { newTag } from './auth';
import { paced } from '../../support/pace';

/** Throws, naming them, when screens of A11Y_SCREENS were not checked in this run. */
function expectEveryScreenChecked() {
  const checked = new Set(readFileSync(CHECKED_SCREENS_FILE, 'utf8').split('\n').filter(Boolean));
  const missing = A11Y_SCREENS.filter((screen) => !checked.has(screen));
  if (missing.length > 0) {
    throw new Error(
      `Accessibility coverage: ${missing.length} of ${A11Y_SCREENS.length} screens of tests/e2e/support/a11y-screens.ts were not checked by axe in this run (a test that checks them failed, was skipped, or no test checks them):\n${missing.map((screen) => `  ${screen}`).join('\n')}`,
    );
  }
  console.log(`Accessibility coverage: all ${A11Y_SCREENS.length} screens checked by axe.`);
}

/** Runs `npm run tallies` (the check) until the tallies equal the counts, or throws with its last report. */
async function expectTalliesAtRest() {
  const until = Date.now() + paced(120_000);
  for (;;) {
    try {
      await promisify(execFile)('npx', ['tsx', 'scripts/tallies.ts'], { env: process.env });
      console.log('Tallies at rest: every figure equals the collections.');
      return;
    } catch (error) {
      if (Date.now() > until) {
        const report = (error as { stdout?: string }).stdout ?? String(error);
        throw new Error(`The tallies never settled to the collections' counts after the run:\n${report}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}

export default async function globalSetup() {
  mkdirSync(dirname(CHECKED_SCREENS_FILE), { recursive: true });
  writeFileSync(CHECKED_SCREENS_FILE, '');
  const inbox = await startInbox();
  const base = process.env.APP_URL ?? 'http://127.0.0.1:5000';
  // Three workers of each function, all starting at once.
  const wakeApi = async () => {
    const health = await fetch(`${base}/health`);
    if (!health.ok) throw new Error(`${base}/health answered ${health.status}`);
    // A verify with a bad token loads the Admin SDK's auth client (answers 401).
    await fetch(`${base}/auth/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken: 'warm-up' }),
    });
  };
  // The public page function renders / and /jobs/* (loads its renderer on the first call).
  const wakePages = () => fetch(`${base}/`);
  const [, atSize] = await Promise.all([writeSpecJobs(), writeAtSize(newTag())]);
  await Promise.all([wakeApi(), wakeApi(), wakeApi(), wakePages(), wakePages(), wakePages()]);
  return async () => {
    await inbox.stop();
    const backfillError = await atSize.backfilled;
    if (backfillError) throw backfillError;
    if (process.env.E2E_A11Y_COVERAGE === '1') expectEveryScreenChecked();
    await expectTalliesAtRest();
  };
}
