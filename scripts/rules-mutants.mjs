#!/usr/bin/env node
// Rules mutation check: proves `npm run test:rules` fails when any single condition of
// firestore.rules is loosened. It writes loosened copies of the rules (mutants), runs the rules
// suite against each, and reports the mutants no test noticed (survivors). Exit code 1 if any.
//
//   npm run test:rules:mutants                       (one Firestore emulator session for all)
//   node scripts/rules-mutants.mjs --list            (print the mutants; no emulator needed)
//   node scripts/rules-mutants.mjs --show M07        (print one mutant's rules)
//   node scripts/emulators.mjs exec --only firestore "node scripts/rules-mutants.mjs --jobs 2 --only M03,M07"
//
// Options: --jobs N (mutants run at once, default 2), --only <ids> (a subset), --rules <file>.
//
// How the rules are read (a small token scan, not a full parser; enough for this file):
// a condition is the text after `allow <ops>: if` or after a helper function's `return`, up to
// its `;` (skipping strings and comments). A condition whose top level is joined by `&&` (and
// has no top-level `||`) is split into its conjuncts; parentheses and brackets nest.
//
// The loosenings, each applied alone:
//   drop-conjunct   remove one conjunct of a `&&` condition (an allow or a helper's return)
//   true-to-nonnull `== true` becomes `!= null` (any value at all passes)
//   false-to-true   `false` in an allow condition becomes `true`
//   owner-check     `isOwner(...)` or `request.auth.uid == x` becomes "any signed-in caller"
//   admin-check     `isAdmin()` becomes "any signed-in caller"
//   key-check       a `hasOnly([...])`/`hasAll([...])` check is removed
//   type-check      an `x is string|bool|list|...` check is removed
//   role-document   the `get(...)` of the role document is dropped from isAdmin
//   default-deny    a catch-all `match /{path=**}` allowing everything is added
// "Any signed-in caller" is `isSignedIn()` when the rules define that helper, else
// `request.auth != null`. A removed check that is a whole conjunct is dropped; elsewhere it
// becomes `true`. Mutants with the same text are one mutant (their names are joined).
//
// How they run: inside one emulator session, each mutant gets its own emulator project
// (RULES_PROJECT_ID=demo-mutant-<id>; the emulator keeps rules and data per project) and its
// own rules file (RULES_FILE), so --jobs of them run at once. Each is first loaded into the
// emulator directly, so a mutant that does not compile is reported as such instead of
// counting as killed. Then Vitest runs the whole rules suite against it with --bail 1: it stops
// at the first failing test, the one that killed it (a timeout does not count). Since that
// makes a kill cost only the tests before it, the files most likely to fail run first
// (tests/rules/mutants.config.ts: the `rules` project with a file order): the files named
// after the mutated collection (`match /users/{uid}` → users*.test.ts), then the files that
// killed the latest mutants. A helper guards the collection whose allows call it, if only one
// does (isScreeningDraft → screeningDrafts). A survivor has run every file. The real rules run beside the
// mutants and must pass every test, or no kill means anything.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/emulator-env.mjs';

// ---------- reading the rules ----------

/** Offsets [start, end) of each condition: allow expressions and helper `return` expressions. */
export function findConditions(text) {
  const conditions = [];
  const heads = [
    { kind: 'allow', pattern: /\ballow\s+([\w\s,]+?)\s*:\s*if\s+/g },
    { kind: 'function', pattern: /\bfunction\s+(\w+)\s*\([^)]*\)\s*\{\s*return\s+/g },
  ];
  for (const { kind, pattern } of heads) {
    for (const match of text.matchAll(pattern)) {
      if (insideComment(text, match.index)) continue;
      const start = match.index + match[0].length;
      const end = scanTo(text, start, ';');
      const owner = kind === 'function' ? match[1] : enclosingMatch(text, match.index);
      conditions.push({ kind, name: kind === 'allow' ? `allow ${match[1].trim()}` : match[1], owner, start, end });
    }
  }
  return conditions.sort((a, b) => a.start - b.start);
}

/** True when offset sits in a `//` comment (a `//` earlier on its line, outside a string). */
function insideComment(text, offset) {
  const lineStart = text.lastIndexOf('\n', offset) + 1;
  let quote = null;
  for (let i = lineStart; i < offset; i += 1) {
    if (quote) {
      if (text[i] === quote) quote = null;
    } else if (text[i] === "'" || text[i] === '"') {
      quote = text[i];
    } else if (text.startsWith('//', i)) {
      return true;
    }
  }
  return false;
}

/**
 * The offset of the first `stop` character at nesting depth 0 from `start`, skipping strings
 * ('...' and "...") and `//` comments.
 */
function scanTo(text, start, stop) {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') {
      i = text.indexOf('\n', i);
      if (i < 0) return text.length;
      continue;
    }
    if (c === "'" || c === '"') {
      i = text.indexOf(c, i + 1);
      if (i < 0) return text.length;
      continue;
    }
    if (depth === 0 && c === stop) return i;
    if ('([{'.includes(c)) depth += 1;
    if (')]}'.includes(c)) depth -= 1;
  }
  return text.length;
}

/** The path of the innermost `match` block around an offset (for the report). */
function enclosingMatch(text, offset) {
  let path = '';
  for (const match of text.slice(0, offset).matchAll(/\bmatch\s+(\S+)\s*\{/g)) {
    const close = scanTo(text, match.index + match[0].length, '}');
    if (close > offset) path = match[1];
  }
  return path;
}

/** The operands of `op` (`&&` or `||`) at depth 0 in text[start, end), as trimmed [start, end) spans. */
export function splitTopLevel(text, start, end, op) {
  const spans = [];
  let depth = 0;
  let from = start;
  for (let i = start; i < end; i += 1) {
    const c = text[i];
    if (c === "'" || c === '"') {
      i = text.indexOf(c, i + 1);
      continue;
    }
    if ('([{'.includes(c)) depth += 1;
    if (')]}'.includes(c)) depth -= 1;
    if (depth === 0 && text.startsWith(op, i)) {
      spans.push(trim(text, from, i));
      from = i + op.length;
      i += op.length - 1;
    }
  }
  spans.push(trim(text, from, end));
  return spans;
}

function trim(text, start, end) {
  while (start < end && /\s/.test(text[start])) start += 1;
  while (end > start && /\s/.test(text[end - 1])) end -= 1;
  return { start, end };
}

/** The conjuncts of a condition, or a single span when it is not a plain `&&` chain. */
function conjunctsOf(text, condition) {
  const { start, end } = condition;
  if (splitTopLevel(text, start, end, '||').length > 1) return [trim(text, start, end)];
  return splitTopLevel(text, start, end, '&&');
}

// ---------- the mutants ----------

const TYPES = 'string|bool|int|float|number|list|map|timestamp|duration|path|bytes|latlng|constraint';

/** Every single loosening of the rules, one mutant each (same text, same mutant). */
export function mutantsOf(text) {
  const conditions = findConditions(text);
  const signedIn = /\bfunction\s+isSignedIn\s*\(\s*\)/.test(text) ? 'isSignedIn()' : 'request.auth != null';
  const byText = new Map();
  // The collection a site guards, whose test files run first: the one whose `match` holds it;
  // for a helper, the one collection whose allows call it (none when several do).
  const collectionAt = (offset) => /^\/(\w+)\/\{[^}]*\}$/.exec(enclosingMatch(text, offset))?.[1];
  const helperCollection = new Map();
  for (const helper of conditions.filter((condition) => condition.kind === 'function')) {
    const callers = conditions.filter(
      (condition) =>
        condition.kind === 'allow' &&
        new RegExp(`\\b${helper.name}\\s*\\(`).test(text.slice(condition.start, condition.end)),
    );
    const collections = new Set(callers.map((caller) => collectionAt(caller.start)));
    if (collections.size === 1) helperCollection.set(helper.start, [...collections][0]);
  }
  const guarded = (offset) => {
    const helper = conditions.find((c) => c.kind === 'function' && c.start <= offset && offset <= c.end);
    return helper ? helperCollection.get(helper.start) : collectionAt(offset);
  };
  // One mutant per text: a second loosening that writes the same rules only adds its name.
  const add = (offset, operator, description, mutated) => {
    if (mutated === text) return;
    const known = byText.get(mutated);
    if (known) known.operators.push(operator);
    else {
      const collection = guarded(offset);
      byText.set(mutated, {
        line: lineOf(text, offset),
        operators: [operator],
        description,
        collection,
        rules: mutated,
      });
    }
  };
  const show = (span) => {
    const source = text.slice(span.start, span.end).replace(/\s+/g, ' ');
    return `\`${source.length > 60 ? `${source.slice(0, 57)}...` : source}\``;
  };
  const where = (condition) => (condition.kind === 'allow' ? `${condition.owner} ${condition.name}` : condition.name);
  const replace = (span, replacement) => text.slice(0, span.start) + replacement + text.slice(span.end);

  /** Removes a check: drops it when it is a whole conjunct of its condition, else makes it `true`. */
  const remove = (condition, span) => {
    const conjuncts = conjunctsOf(text, condition);
    const index = conjuncts.findIndex((c) => c.start === span.start && c.end === span.end);
    if (index < 0 || conjuncts.length < 2) return replace(span, 'true');
    // Cut from this conjunct to the next one (or from the previous one's end, for the last).
    const cut =
      index < conjuncts.length - 1
        ? { start: span.start, end: conjuncts[index + 1].start }
        : { start: conjuncts[index - 1].end, end: span.end };
    return replace(cut, '');
  };

  for (const condition of conditions) {
    const conjuncts = conjunctsOf(text, condition);
    const inCondition = (pattern) =>
      [...text.slice(condition.start, condition.end).matchAll(pattern)].map((m) => ({
        start: condition.start + m.index,
        end: condition.start + m.index + m[0].length,
        match: m,
      }));

    if (conjuncts.length > 1) {
      for (const conjunct of conjuncts) {
        add(
          conjunct.start,
          'drop-conjunct',
          `${where(condition)}: drop ${show(conjunct)}`,
          remove(condition, conjunct),
        );
      }
    }
    for (const site of inCondition(/([\w.]*)\s*==\s*true\b/g)) {
      const operator = { start: site.start + site.match[1].length, end: site.end };
      const subject = `${where(condition)}: \`${site.match[1]} == true\` → \`!= null\``;
      add(site.start, 'true-to-nonnull', subject, replace(operator, ' != null'));
    }
    if (condition.kind === 'allow') {
      for (const site of inCondition(/\bfalse\b/g)) {
        add(site.start, 'false-to-true', `${where(condition)}: \`false\` → \`true\``, replace(site, 'true'));
      }
    }
    const ownerChecks = /\bisOwner\s*\([^()]*\)|\brequest\.auth\.uid\s*==\s*[\w.]+|[\w.]+\s*==\s*request\.auth\.uid\b/g;
    for (const site of inCondition(ownerChecks)) {
      add(site.start, 'owner-check', `${where(condition)}: ${show(site)} → ${signedIn}`, replace(site, signedIn));
    }
    for (const site of inCondition(/\bisAdmin\s*\(\s*\)/g)) {
      add(site.start, 'admin-check', `${where(condition)}: ${show(site)} → ${signedIn}`, replace(site, signedIn));
    }
    // Checks removed: the operand that holds them (a conjunct, or the whole condition).
    for (const conjunct of conjuncts) {
      const source = text.slice(conjunct.start, conjunct.end);
      if (/\.(hasOnly|hasAll)\s*\(/.test(source)) {
        add(conjunct.start, 'key-check', `${where(condition)}: remove ${show(conjunct)}`, remove(condition, conjunct));
      }
      if (new RegExp(`\\bis\\s+(${TYPES})\\b`).test(source)) {
        add(conjunct.start, 'type-check', `${where(condition)}: remove ${show(conjunct)}`, remove(condition, conjunct));
      }
      if (condition.name === 'isAdmin' && /\bget\s*\(/.test(source)) {
        add(conjunct.start, 'role-document', `isAdmin: drop ${show(conjunct)}`, remove(condition, conjunct));
      }
    }
  }

  // Deny by default: a catch-all match that opens every path the rules do not name.
  const root = /match\s+\/databases\/\{database\}\/documents\s*\{/.exec(text);
  if (root) {
    const close = scanTo(text, root.index + root[0].length, '}');
    const catchAll = '  match /{path=**} {\n      allow read, write: if true;\n    }\n  ';
    add(
      close,
      'default-deny',
      'add `match /{path=**} { allow read, write: if true; }`',
      replace({ start: close, end: close }, catchAll),
    );
  }

  return [...byText.values()]
    .sort((a, b) => a.line - b.line)
    .map((mutant, index) => ({
      id: `M${String(index + 1).padStart(2, '0')}`,
      ...mutant,
      description: `${mutant.operators.join(' + ')}: ${mutant.description}`,
    }));
}

function lineOf(text, offset) {
  return text.slice(0, offset).split('\n').length;
}

// ---------- running ----------

const VITEST = join(ROOT, 'node_modules', '.bin', 'vitest');
const MUTANTS_CONFIG = 'tests/rules/mutants.config.ts';
const TEST_DIR = 'tests/rules';

/** The rules test files named after a collection: users → users.test.ts, users-*.test.ts. */
function filesOf(collection) {
  if (!collection) return [];
  const kebab = collection.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return readdirSync(join(ROOT, TEST_DIR))
    .filter((file) => file.endsWith('.test.ts') && (file.startsWith(`${kebab}.`) || file.startsWith(`${kebab}-`)))
    .map((file) => `${TEST_DIR}/${file}`);
}

/** Loads rules into an emulator project; answers null, or the compiler's complaint. */
async function loadRules(host, projectId, rules) {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  return response.ok ? null : `HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`;
}

/**
 * Runs the rules suite against a rules file, its files in `order` first, stopping at the first
 * failing test. Answers { passed, failed, failure, error, seconds }: a failure by timeout, or a
 * file that did not load, is an error, never a kill.
 */
function runSuite({ rulesFile, projectId, reportFile, order = [] }) {
  const started = Date.now();
  // tests/rules/mutants.config.ts is the `rules` project of vitest.config.ts with a file order.
  // --no-cache: parallel runs would race on Vitest's results cache, and mutants would reorder
  // the developer's next run (it puts failed files first).
  const args = ['run', '--config', MUTANTS_CONFIG, '--bail', '1', '--no-cache', '--reporter', 'json'];
  args.push('--outputFile', reportFile);
  return new Promise((resolve) => {
    const child = spawn(VITEST, args, {
      cwd: ROOT,
      env: { ...process.env, RULES_FILE: rulesFile, RULES_PROJECT_ID: projectId, RULES_TEST_ORDER: order.join(',') },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    child.on('exit', (code) => {
      const seconds = (Date.now() - started) / 1000;
      let report;
      try {
        report = JSON.parse(readFileSync(reportFile, 'utf8'));
        rmSync(reportFile);
      } catch {
        resolve({ seconds, error: `no report (exit ${code}): ${stderr.trim().slice(-600)}` });
        return;
      }
      const failures = report.testResults.flatMap((file) =>
        file.assertionResults
          .filter((test) => test.status === 'failed')
          .map((test) => ({
            file: relative(ROOT, file.name),
            test: test.fullName,
            message: String(test.failureMessages?.[0] ?? '').split('\n')[0],
          })),
      );
      const broken = report.testResults.find((file) => file.status === 'failed' && !file.assertionResults.length);
      const failure = failures[0];
      const timedOut = failure && /timed out/i.test(failure.message);
      resolve({
        seconds,
        passed: report.numPassedTests,
        failed: report.numFailedTests,
        failure,
        error: broken
          ? `${relative(ROOT, broken.name)} did not run: ${broken.message}`
          : timedOut
            ? `${failure.file} › ${failure.test}: ${failure.message} (a timeout is not a kill)`
            : code !== 0 && !failure
              ? `vitest exit ${code}: ${stderr.trim().slice(-600)}`
              : undefined,
      });
    });
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      list: { type: 'boolean', default: false },
      show: { type: 'string' },
      jobs: { type: 'string', default: '2' },
      only: { type: 'string' },
      rules: { type: 'string', default: 'firestore.rules' },
    },
  });
  const rules = readFileSync(join(ROOT, values.rules), 'utf8');
  let mutants = mutantsOf(rules);
  if (values.only) {
    const ids = new Set(values.only.split(','));
    mutants = mutants.filter((mutant) => ids.has(mutant.id));
  }

  if (values.show) {
    const mutant = mutants.find((m) => m.id === values.show);
    if (!mutant) throw new Error(`no mutant ${values.show}`);
    console.log(`// ${mutant.id} (line ${mutant.line}): ${mutant.description}\n${mutant.rules}`);
    return 0;
  }
  if (values.list) {
    printTable(mutants.map((m) => ({ ...m, result: '' })));
    console.log(`${mutants.length} mutants of ${values.rules}`);
    return 0;
  }

  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) {
    console.error('No FIRESTORE_EMULATOR_HOST: run it through `npm run test:rules:mutants`.');
    return 2;
  }
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'rules-mutants-'));
  const jobs = Math.max(1, Number(values.jobs));
  console.log(`${mutants.length} mutants of ${values.rules}, and the rules themselves; ${jobs} at a time.`);
  try {
    // The test files that killed mutants, the latest first. A mutant runs first the files named
    // after the collection it guards, then these (neighbouring mutants are mostly killed by the
    // same file), then the rest: a kill comes sooner, and a survivor has run every file all the same.
    const killers = [];
    const runMutant = async (mutant) => {
      const projectId = `demo-mutant-${mutant.id.toLowerCase()}`;
      const rulesFile = join(work, `${mutant.id}.rules`);
      writeFileSync(rulesFile, mutant.rules);
      const invalid = await loadRules(host, projectId, mutant.rules);
      if (invalid) return { result: 'INVALID', detail: invalid, seconds: 0 };
      // Among the collection's files, and then among the rest, the latest killers come first.
      const rank = (file) => (killers.includes(file) ? killers.indexOf(file) : killers.length);
      const own = filesOf(mutant.collection).sort((a, b) => rank(a) - rank(b));
      const order = [...new Set([...own, ...killers])];
      const outcome = await runSuite({ rulesFile, projectId, reportFile: join(work, `${mutant.id}.json`), order });
      const { seconds } = outcome;
      if (outcome.error) return { result: 'ERROR', detail: outcome.error, seconds };
      if (outcome.failed) {
        const { file, test, message } = outcome.failure;
        killers.splice(0, killers.length, file, ...killers.filter((known) => known !== file));
        return { result: 'killed', detail: `${file} › ${test} (${message})`, seconds };
      }
      return { result: 'SURVIVED', detail: `all ${outcome.passed} tests passed`, seconds };
    };

    // The real rules run beside the mutants: the suite must pass on them, or no kill means anything.
    const baseline = { id: 'rules', line: '', description: `${values.rules} itself: every test must pass` };
    const queue = [baseline, ...mutants];
    const results = [];
    let baselineFailed = false;
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        if (item === baseline) {
          const run = await runSuite({
            rulesFile: join(ROOT, values.rules),
            projectId: 'demo-mutant-baseline',
            reportFile: join(work, 'baseline.json'),
          });
          baselineFailed = Boolean(run.error || run.failed || !run.passed);
          const detail = run.error ?? (run.failure ? `${run.failure.file} › ${run.failure.test}` : '');
          console.log(
            `  rules ${baselineFailed ? `FAIL: ${detail}` : `pass, ${run.passed} tests`} (${run.seconds.toFixed(1)} s)`,
          );
          if (baselineFailed) queue.length = 0;
          continue;
        }
        const result = await runMutant(item);
        results.push({ ...item, ...result });
        console.log(`  ${item.id} ${result.result} (${result.seconds.toFixed(1)} s)`);
      }
    };
    await Promise.all(Array.from({ length: jobs }, worker));
    if (baselineFailed) {
      console.error(`The rules suite fails on ${values.rules} itself: fix that first.`);
      return 1;
    }

    results.sort((a, b) => a.id.localeCompare(b.id));
    console.log('');
    printTable(results);
    const count = (result) => results.filter((r) => r.result === result).length;
    const notKilled = results.filter((r) => r.result !== 'killed');
    console.log('');
    console.log(
      `Mutants: ${results.length}, killed: ${count('killed')}, survived: ${count('SURVIVED')}` +
        (count('INVALID') + count('ERROR') ? `, invalid: ${count('INVALID')}, errors: ${count('ERROR')}` : ''),
    );
    console.log(`Wall time: ${((Date.now() - started) / 1000).toFixed(1)} s (--jobs ${jobs})`);
    for (const mutant of notKilled) {
      console.log(`\n${mutant.id} ${mutant.result} (line ${mutant.line}): ${mutant.description}\n  ${mutant.detail}`);
      if (mutant.result === 'SURVIVED') console.log(`  see it: node scripts/rules-mutants.mjs --show ${mutant.id}`);
    }
    return notKilled.length ? 1 : 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function printTable(rows) {
  console.log('| id | line | mutant | result | killed by |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(`| ${row.id} | ${row.line} | ${row.description} | ${row.result} | ${row.detail ?? ''} |`);
  }
}

// Run when started as a script (importing it, e.g. for mutantsOf, runs nothing).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main();
