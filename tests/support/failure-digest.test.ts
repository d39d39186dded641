import { describe, expect, it } from 'vitest';
import { failureDigest, pageShown } from '../../scripts/lib/failure-digest.mjs';

// Playwright's list reporter, one unnamed project, not a terminal (as CI runs it): a test line per
// result, an error outside any test printed where it happened, then the numbered failures.
const playwrightRun = [
  'Running 3 tests using 2 workers',
  '  ✓  1 auth.spec.ts:10:1 › signs in (4.1s)',
  '  ✘  2 recruiting-admin.spec.ts:180:3 › All Applications › hiring makes an offer (31.0s)',
  'Error: worker teardown failed: browser has been closed',
  '',
  "  19 |   await page.getByRole('button').click();",
  "> 20 |   await expect(page.getByText('Signed in')).toBeVisible();",
  '   at tests/e2e/support/auth.ts:20:3',
  '  ✓  3 profile.spec.ts:12:1 › lists applications (5.0s)',
  '',
  '  1) recruiting-admin.spec.ts:180:3 › All Applications › hiring makes an offer ───',
  '',
  '    Error: Timed out 15000ms waiting for expect(locator).toBeVisible()',
  '',
  '  1 failed',
  '    recruiting-admin.spec.ts:180:3 › All Applications › hiring makes an offer',
  '  2 passed (40.0s)',
  '  1 error was not a part of any test, see above for details',
].join('\n');

describe('failureDigest', () => {
  it("keeps Playwright's numbered failures of an unnamed project, not the passing lines", () => {
    const digest = failureDigest(playwrightRun);
    expect(digest).toContain('1) recruiting-admin.spec.ts:180:3 › All Applications › hiring makes an offer');
    expect(digest).toContain('Timed out 15000ms waiting for expect(locator).toBeVisible()');
    expect(digest).not.toContain('signs in');
  });

  it('keeps an error Playwright printed outside any test, up to the next test line', () => {
    const digest = failureDigest(playwrightRun);
    expect(digest).toContain('Error: worker teardown failed: browser has been closed');
    expect(digest).toContain("  19 |   await page.getByRole('button').click();");
    expect(digest).toContain('at tests/e2e/support/auth.ts:20:3');
    expect(digest).not.toContain('lists applications');
  });

  it("keeps a named project's numbered failures, without any outside error when there was none", () => {
    const digest = failureDigest(
      [
        '  ✓  1 [chromium] › a.spec.ts:1:1 › passes (1.0s)',
        '  1) [chromium] › b.spec.ts:2:1 › fails',
        '    Error: boom',
        '  1 failed',
      ].join('\n'),
    );
    expect(digest.split('\n')[0]).toBe('  1) [chromium] › b.spec.ts:2:1 › fails');
    expect(digest).not.toContain('outside any test');
  });

  it('follows the failures with what each failed page showed (its open dialog, else its main area) and said', () => {
    const context = (...nodes: string[]) =>
      ['# Error details', '', '```', 'Error: x', '```', '', '# Page snapshot', '', '```yaml', ...nodes, '```', ''].join(
        '\n',
      );
    const withDialog = context(
      '- generic [ref=e1]:',
      '  - main [ref=e2]:',
      '    - heading "Positions" [level=1]',
      '  - dialog "Hiring team: Analyst" [ref=e9]:',
      '    - heading "Hiring team: Analyst"',
      '    - paragraph: Loading the team...',
      '  - region "Notifications"',
    );
    const files: Record<string, string> = {
      'test-results/a/error-context.md': withDialog,
      'test-results/a/console.txt': '3.2 s warning: Could not reach Cloud Firestore backend.\n',
    };
    const digest = failureDigest(
      [
        '  1) a.spec.ts:2:1 › fails',
        '    Error: boom',
        '    Error Context: test-results/a/error-context.md',
        '    Error Context: test-results/gone/error-context.md',
        '  1 failed',
      ].join('\n'),
      (path: string) => files[path] ?? null,
    );
    expect(digest.split('\n').slice(-6)).toEqual([
      '── the page when it failed (test-results/a/error-context.md) ──',
      '  - dialog "Hiring team: Analyst" [ref=e9]:',
      '    - heading "Hiring team: Analyst"',
      '    - paragraph: Loading the team...',
      '── its console (warnings and errors, the last ones) ──',
      '3.2 s warning: Could not reach Cloud Firestore backend.',
    ]);
    expect(digest.match(/the page when it failed/g)).toHaveLength(1);

    // A failed expectation on a locator carries the snapshot in its details, without refs.
    const inDetails = [
      '# Error details',
      '',
      '```',
      'Error: x',
      '```',
      '',
      '```yaml',
      '- main:',
      '  - heading "Jobs"',
      '```',
    ];
    expect(pageShown(inDetails.join('\n'))).toEqual(['- main:', '  - heading "Jobs"']);

    const long = Array.from({ length: 40 }, (_, index) => `    - listitem: row ${index}`);
    expect(pageShown(context('- generic:', '  - main:', ...long))).toEqual([
      '  - main:',
      ...long.slice(0, 24),
      '… 16 lines …',
    ]);
  });

  it("keeps Vitest's Failed Tests section, colours removed", () => {
    const digest = failureDigest(
      [
        '\u001b[32m ✓ a.test.ts\u001b[39m',
        '⎯⎯ Failed Tests 1 ⎯⎯',
        ' FAIL  b.test.ts > fails',
        '',
        ' Test Files  1 failed (2)',
        '      Tests  1 failed (9)',
        'after',
      ].join('\n'),
    );
    expect(digest).toBe(
      [
        '⎯⎯ Failed Tests 1 ⎯⎯',
        ' FAIL  b.test.ts > fails',
        '',
        ' Test Files  1 failed (2)',
        '      Tests  1 failed (9)',
      ].join('\n'),
    );
  });

  it('keeps the last 40 lines of any other output', () => {
    const lines = Array.from({ length: 100 }, (_, index) => `line ${index}`);
    expect(failureDigest(lines.join('\n')).split('\n')).toEqual(lines.slice(-40));
  });
});
