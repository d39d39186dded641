// The part of a failed test stage's output that names what failed, for a report printed last
// (CI shows the end of a long run's output; the stage's own lines are far above it by then).
// Vitest's "Failed Tests" (or "Unhandled Errors") section and Playwright's numbered failures are
// kept, with the errors Playwright printed as they happened outside any test (its summary only
// counts them: "1 error was not a part of any test, see above for details"); any other output
// keeps its last lines. After Playwright's failures comes what each failed page showed (the open
// dialog, or else the main area, from the error context Playwright wrote) and what it said in its
// console (tests/e2e/support/test.ts writes it beside): CI keeps no screenshot and no trace.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const MAX_LINES = 120;
/** How many lines of a failed page's snapshot the digest keeps. */
const PAGE_LINES = 25;
/** How many lines of one error outside any test the digest keeps. */
const OUTSIDE_ERROR_LINES = 15;

/** Where scripts/test-stages.mjs writes the digests of the stages that failed. */
export const STAGE_REPORT = '.cache/test-stages/report.txt';

// eslint-disable-next-line no-control-regex -- the colour codes are what is removed
const stripColours = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * The lines that say what failed in one stage's output (colours removed, at most 120, then the
 * failed pages). `read` reads a file Playwright named (an error context); null when it cannot.
 */
export function failureDigest(output, read = readIfThere) {
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
  if (playwright >= 0) {
    const failures = lines.slice(playwright);
    return [clip([...outside, ...failures]), ...failedPages(failures, read)].join('\n');
  }
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

function readIfThere(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** What each failed test's page showed, from the error contexts its failure names. */
function failedPages(failures, read) {
  const paths = failures.flatMap((line) => /^\s*Error Context: (\S+)\s*$/.exec(line)?.[1] ?? []);
  return [...new Set(paths)].flatMap((path) => {
    const shown = pageShown(read(path) ?? '');
    const said = (read(join(dirname(path), 'console.txt')) ?? '').split('\n').filter(Boolean);
    return [
      ...(shown.length > 0 ? [`── the page when it failed (${path}) ──`, ...shown] : []),
      ...(said.length > 0 ? ['── its console (warnings and errors, the last ones) ──', ...said] : []),
    ];
  });
}

/**
 * The open dialog of an error context's page snapshot (an ARIA snapshot in YAML: one node a line,
 * nested by indent, with or without refs), or else its main area, at most PAGE_LINES lines.
 */
export function pageShown(errorContext) {
  // Its own section, or (a failed expectation on a locator) inside the error's details.
  const yaml =
    /# Page snapshot\s*```yaml\n([\s\S]*?)```/.exec(errorContext) ?? /```yaml\n([\s\S]*?)```/.exec(errorContext);
  const snapshot = yaml?.[1].split('\n') ?? [];
  const start = [/^\s*- dialog\b/, /^\s*- main\b/]
    .map((node) => snapshot.findLastIndex((line) => node.test(line)))
    .find((index) => index >= 0);
  if (start === undefined) return snapshot.filter(Boolean).slice(0, PAGE_LINES);
  const indent = snapshot[start].search(/\S/);
  const end = snapshot.findIndex((line, index) => index > start && line.trim() && line.search(/\S/) <= indent);
  const node = snapshot.slice(start, end < 0 ? undefined : end).filter(Boolean);
  return node.length <= PAGE_LINES ? node : [...node.slice(0, PAGE_LINES), `… ${node.length - PAGE_LINES} lines …`];
}

const clip = (lines) =>
  lines.length <= MAX_LINES
    ? lines.join('\n')
    : [...lines.slice(0, MAX_LINES - 20), `… ${lines.length - MAX_LINES} lines …`, ...lines.slice(-20)].join('\n');
