// The accessibility check of a screen: axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules,
// run where a test has the screen open (docs/running-and-testing.md, Accessibility checks).
import { expect, test, type Page } from '@playwright/test';
import axe from 'axe-core';
import { appendFileSync } from 'node:fs';
import { A11Y_SCREENS, CHECKED_SCREENS_FILE, type A11yScreen } from './a11y-screens';

/** The rules: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const reducedMotion = (page: Page) =>
  page.evaluate(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);

/**
 * The violations axe finds on the page as it is now. axe's 550 KB source is evaluated once per
 * document (it stays in `window.axe` across the app's own navigations), not before every check as
 * @axe-core/playwright's AxeBuilder does: that took 250 to 450 ms of the page's main thread per
 * check, where axe's run itself takes about 100 ms. Only violations come back in full (the other
 * result types keep one node each, as `resultTypes` documents), so the answer is small. The
 * evaluation bypasses the page's Content Security Policy, as Playwright's evaluate does.
 */
async function axeViolations(page: Page): Promise<axe.Result[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations;
  }, WCAG_TAGS);
}

/**
 * Waits until the page's finite CSS transitions and animations have ended (a button fading from
 * its disabled colours after a click, a dialog fading in): reduced motion stops new ones, but one
 * already running keeps its duration, and axe would measure its colours half-way. Endless ones (a
 * spinner) are not waited for.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The violations axe finds once the transitions running now have ended. */
export async function settledViolations(page: Page): Promise<axe.Result[]> {
  await transitionsEnded(page);
  return axeViolations(page);
}

/**
 * Runs axe on the page as it is now (the caller has waited for what proves the screen, in the
 * state `screen` names, is shown) and fails with every violation: rule id, impact, target, help
 * URL and axe's explanation (for contrast, the colours and the ratio). Reduced motion is on
 * while axe runs (sonner's toasts honour it), so a toast is measured as it ends up, not half
 * faded in (and it waits for transitions already running to end); a test that did not ask for it
 * gets its setting back afterwards. Records the screen
 * as checked for the coverage check of a full run (a11y-screens.ts).
 */
export async function expectAccessible(page: Page, screen: A11yScreen): Promise<void> {
  if (!(A11Y_SCREENS as readonly string[]).includes(screen)) throw new Error(`not in A11Y_SCREENS: ${screen}`);
  await test.step(`axe: ${screen}`, async () => {
    const wasReduced = await reducedMotion(page);
    if (!wasReduced) await page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      const violations = await settledViolations(page);
      const report = violations.flatMap((violation) =>
        violation.nodes.map((node) =>
          [
            `${violation.id} (${violation.impact ?? 'unknown'}) at ${node.target.join(' ')}: ${violation.help}`,
            `  ${violation.helpUrl}`,
            ...(node.failureSummary ?? '').split('\n').map((line) => `  ${line}`),
          ].join('\n'),
        ),
      );
      expect(report, `axe found on ${screen} (${page.url()}):\n${report.join('\n')}`).toEqual([]);
    } finally {
      if (!wasReduced) await page.emulateMedia({ reducedMotion: null });
    }
    appendFileSync(CHECKED_SCREENS_FILE, `${screen}\n`);
  });
}
