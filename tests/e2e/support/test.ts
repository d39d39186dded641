// The browser tests' `test`: Playwright's, with what the pages of the test's own context (its
// `page`) said in their console kept while the test runs (warnings and errors: the Firestore SDK's
// "Could not reach Cloud Firestore backend", a failed request, React's complaints); a context a
// test opens itself is not followed. A failed test's are written beside its error context
// (console.txt), and the stage report prints them after what the page showed
// (scripts/lib/failure-digest.mjs): CI keeps no trace, and a listener that never answered says
// why only there.
import { test as base, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';

export { expect } from '@playwright/test';

/** How many of a failed test's last console lines are kept, and how long each may be. */
const KEPT_LINES = 20;
const LINE_LENGTH = 300;

export const test = base.extend<{ consoleOnFailure: void }>({
  consoleOnFailure: [
    async ({ context }, use, testInfo) => {
      const started = Date.now();
      const said: string[] = [];
      const listen = (message: { type(): string; text(): string }) => {
        const kind = message.type();
        if (kind !== 'warning' && kind !== 'error') return;
        const at = ((Date.now() - started) / 1000).toFixed(1);
        said.push(`${at} s ${kind}: ${message.text().replace(/\s+/g, ' ').slice(0, LINE_LENGTH)}`);
      };
      context.on('console', listen);
      await use();
      context.off('console', listen);
      if (testInfo.status !== testInfo.expectedStatus && said.length > 0) {
        writeFileSync(testInfo.outputPath('console.txt'), `${said.slice(-KEPT_LINES).join('\n')}\n`);
      }
    },
    { auto: true },
  ],
});

/**
 * The errors `page` reports from now on: those it did not catch and its console's. React reports a
 * page it attached to that differed from its own first render this way (minified in this build:
 * 'Minified React error #418').
 */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  return errors;
}

/** Whether the browser of `page` holds the session cookie (the page function's candidate screens read it). */
export const holdsSessionCookie = async (page: Page) =>
  (await page.context().cookies()).some((cookie) => cookie.name === '__session');
