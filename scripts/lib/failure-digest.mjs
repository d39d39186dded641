// The part of a failed test stage's output that names what failed, for a report printed last
// (CI shows the end of a long run's output; the stage's own lines are far above it by then).
// Vitest's "Failed Tests" (or "Unhandled Errors") section and Playwright's numbered failures are
// kept; any other output keeps its last lines.
const MAX_LINES = 120;

/** Where scripts/test-stages.mjs writes the digests of the stages that failed. */
export const STAGE_REPORT = '.cache/test-stages/report.txt';

// eslint-disable-next-line no-control-regex -- the colour codes are what is removed
const stripColours = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** The lines that say what failed in one stage's output (colours removed, at most 120). */
export function failureDigest(output) {
  const lines = stripColours(output).split('\n');
  const vitest = lines.findIndex((line) => /Failed Tests \d+|Unhandled Errors?/.test(line));
  if (vitest >= 0) {
    const end = lines.findIndex((line, index) => index > vitest && /^\s*Test Files\s/.test(line));
    return clip(lines.slice(vitest, end < 0 ? undefined : end + 2));
  }
  const playwright = lines.findIndex((line) => /^\s+1\) \[/.test(line));
  if (playwright >= 0) return clip(lines.slice(playwright));
  return clip(lines.slice(-40));
}

const clip = (lines) =>
  lines.length <= MAX_LINES
    ? lines.join('\n')
    : [...lines.slice(0, MAX_LINES - 20), `… ${lines.length - MAX_LINES} lines …`, ...lines.slice(-20)].join('\n');
