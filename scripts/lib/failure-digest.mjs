// The part of a failed test stage's output that names what failed, for a report printed last
// (CI shows the end of a long run's output; the stage's own lines are far above it by then).
// Vitest's "Failed Tests" (or "Unhandled Errors") section and Playwright's numbered failures are
// kept, with the errors Playwright printed as they happened outside any test (its summary only
// counts them: "1 error was not a part of any test, see above for details"); any other output
// keeps its last lines.
const MAX_LINES = 120;
/** How many lines of one error outside any test the digest keeps. */
const OUTSIDE_ERROR_LINES = 15;

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
  // Playwright's list reporter numbers its failures "  1) [project] › file:line" or, with one
  // unnamed project, "  1) file:line".
  const playwright = lines.findIndex((line) => /^\s+1\) \S/.test(line));
  const outside = lines.some((line) => /errors? (was|were) not a part of any test/.test(line))
    ? errorsOutsideTests(lines.slice(0, playwright < 0 ? undefined : playwright))
    : [];
  if (playwright >= 0) return clip([...outside, ...lines.slice(playwright)]);
  if (outside.length > 0) return clip([...outside, ...lines.slice(-20)]);
  return clip(lines.slice(-40));
}

/**
 * The errors the list reporter printed between its test lines: each begins with a line of its own
 * ("Error: …", "TimeoutError: …") and runs until the next test line ("  ✓  12 …", "  ✘  12 …"), not
 * stopping at its own code frame ("  219 |     await …").
 */
function errorsOutsideTests(lines) {
  const kept = [];
  for (let index = 0; index < lines.length; index += 1) {
    if (!/^([A-Z][A-Za-z]*)?Error\b/.test(lines[index])) continue;
    const block = [];
    for (let line = index; line < lines.length && block.length < OUTSIDE_ERROR_LINES; line += 1) {
      if (line > index && /^\s*(✓|✘|-|ok|x)?\s+\d+ (?!\|)/.test(lines[line])) break;
      block.push(lines[line]);
    }
    kept.push('── an error outside any test ──', ...block);
    index += block.length - 1;
  }
  return kept;
}

const clip = (lines) =>
  lines.length <= MAX_LINES
    ? lines.join('\n')
    : [...lines.slice(0, MAX_LINES - 20), `… ${lines.length - MAX_LINES} lines …`, ...lines.slice(-20)].join('\n');
