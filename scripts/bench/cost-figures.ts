// The counts of `npm run bench:cost` and their price. Firestore units come from the file the
// functions' meter appends to (functions/src/lib/firestore-meter.ts, one JSON line per request);
// invocations from firebase-tools' debug log, where the functions emulator writes `Beginning
// execution of "us-central1-<name>"` for each one (and `Finished "…"` when it ends). Each phase of
// the season is the difference between two readings taken when everything it set off had finished.
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';

/** Everything counted up to a moment. */
export interface Reading {
  firestore: Record<'reads' | 'writes' | 'deletes', number>;
  /** Firestore units by function. */
  byFunction: Record<string, Record<'reads' | 'writes' | 'deletes', number>>;
  invocations: Record<string, number>;
  /** Invocations begun and not yet finished. */
  running: number;
}

/**
 * The list prices the season is priced at (USD; free tiers left out), as published on the pages
 * named in docs/performance.md ("The price of a hiring season"), read on 2026-11-26.
 */
export const PRICES = {
  /** Firestore Standard edition, us-central1, per 100,000 documents. */
  firestoreReadsPer100k: 0.03,
  firestoreWritesPer100k: 0.09,
  firestoreDeletesPer100k: 0.01,
  /** Cloud Run functions (2nd gen) requests, per million; compute time is not counted here. */
  invocationsPerMillion: 0.4,
  /** OpenAI gpt-4o-mini (the configured SCREENING_ASSESSOR_MODEL), per million tokens. */
  inputTokensPerMillion: 0.15,
  outputTokensPerMillion: 0.6,
  /** Outbound mail through a relay at Amazon SES's list price, per 1,000 mails. */
  mailsPerThousand: 0.1,
} as const;

const zero = () => ({ reads: 0, writes: 0, deletes: 0 });

/** The lines appended to `file` since the last call (a line still being written waits for the next). */
function appendedLines(file: string): () => string[] {
  let offset = 0;
  let rest = '';
  return () => {
    if (!existsSync(file)) return [];
    const size = statSync(file).size;
    if (size <= offset) return [];
    const buffer = Buffer.alloc(size - offset);
    const fd = openSync(file, 'r');
    readSync(fd, buffer, 0, buffer.length, offset);
    closeSync(fd);
    offset = size;
    const lines = (rest + buffer.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    return lines;
  };
}

/** A reader of the counts: each call answers everything counted up to now (the files are read on from where it stopped). */
export function countsReader(meterFile: string, debugLog: string): () => Reading {
  const reading: Reading = { firestore: zero(), byFunction: {}, invocations: {}, running: 0 };
  const meterLines = appendedLines(meterFile);
  const logLines = appendedLines(debugLog);
  return () => {
    for (const line of meterLines()) {
      if (!line) continue;
      const entry = JSON.parse(line) as { function: string; reads: number; writes: number; deletes: number };
      const of = (reading.byFunction[entry.function] ??= zero());
      for (const unit of ['reads', 'writes', 'deletes'] as const) {
        of[unit] += entry[unit];
        reading.firestore[unit] += entry[unit];
      }
    }
    for (const line of logLines()) {
      const begun = /Beginning execution of "[a-z0-9-]+?-([A-Za-z]+)"/.exec(line);
      if (begun) {
        reading.invocations[begun[1]!] = (reading.invocations[begun[1]!] ?? 0) + 1;
        reading.running += 1;
      } else if (/Finished "[a-z0-9-]+?-[A-Za-z]+" in /.test(line)) reading.running -= 1;
    }
    return structuredClone(reading);
  };
}

/** What happened between two readings. */
export function between(before: Reading, after: Reading): Reading {
  const minus = (a: Record<string, number>, b: Record<string, number>) =>
    Object.fromEntries(Object.entries(a).map(([key, value]) => [key, value - (b[key] ?? 0)]));
  return {
    firestore: minus(after.firestore, before.firestore) as Reading['firestore'],
    byFunction: Object.fromEntries(
      Object.entries(after.byFunction).map(([name, units]) => [
        name,
        minus(units, before.byFunction[name] ?? zero()) as Reading['firestore'],
      ]),
    ),
    invocations: minus(after.invocations, before.invocations),
    running: after.running,
  };
}

/** A phase's counts with the mails and tokens it made. */
export interface PhaseCounts {
  name: string;
  /** What the figures are per (applicants of the phase, or admin visits). */
  per: number;
  counted: Reading;
  mails: number;
  inputTokens: number;
  outputTokens: number;
}

/** Dollars for a phase's counts, by line. */
export function priceOf(phase: PhaseCounts): Record<string, number> {
  const { firestore, invocations } = phase.counted;
  const calls = Object.values(invocations).reduce((sum, n) => sum + n, 0);
  return {
    'Firestore reads': (firestore.reads / 100_000) * PRICES.firestoreReadsPer100k,
    'Firestore writes': (firestore.writes / 100_000) * PRICES.firestoreWritesPer100k,
    'Firestore deletes': (firestore.deletes / 100_000) * PRICES.firestoreDeletesPer100k,
    'function invocations': (calls / 1_000_000) * PRICES.invocationsPerMillion,
    'model tokens':
      (phase.inputTokens * PRICES.inputTokensPerMillion + phase.outputTokens * PRICES.outputTokensPerMillion) /
      1_000_000,
    mails: (phase.mails / 1000) * PRICES.mailsPerThousand,
  };
}

const figure = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** The table of the phases, each scaled to per 1,000 of what it is per, as Markdown. */
export function costTable(phases: PhaseCounts[]): string {
  const scale = (phase: PhaseCounts, value: number) => (value * 1000) / phase.per;
  const functions = [...new Set(phases.flatMap((phase) => Object.keys(phase.counted.invocations)))].sort();
  const rows: [string, (phase: PhaseCounts) => number][] = [
    ['Firestore document reads', (p) => p.counted.firestore.reads],
    ['Firestore document writes', (p) => p.counted.firestore.writes],
    ['Firestore document deletes', (p) => p.counted.firestore.deletes],
    ...functions.map((name): [string, (p: PhaseCounts) => number] => [
      `invocations: ${name}`,
      (p) => p.counted.invocations[name] ?? 0,
    ]),
    ['mails queued', (p) => p.mails],
    ['model input tokens', (p) => p.inputTokens],
    ['model output tokens', (p) => p.outputTokens],
  ];
  const lines = [
    `| per 1,000 | ${phases.map((phase) => phase.name).join(' | ')} |`,
    `| --- | ${phases.map(() => '---:').join(' | ')} |`,
    ...rows.map(([label, value]) => `| ${label} | ${phases.map((p) => figure(scale(p, value(p)))).join(' | ')} |`),
  ];
  const priced = phases.map((phase) => priceOf(phase));
  for (const line of Object.keys(priced[0] ?? {})) {
    lines.push(`| $ ${line} | ${phases.map((p, i) => `$${scale(p, priced[i]![line]!).toFixed(4)}`).join(' | ')} |`);
  }
  const totals = phases.map((p, i) =>
    scale(
      p,
      Object.values(priced[i]!).reduce((sum, n) => sum + n, 0),
    ),
  );
  lines.push(`| **$ total** | ${totals.map((total) => `**$${total.toFixed(4)}**`).join(' | ')} |`);
  return lines.join('\n');
}

/** Firestore units by function over the whole season, as lines of text. */
export function firestoreByFunction(season: Reading): string {
  return Object.entries(season.byFunction)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, units]) => `  ${name}: ${units.reads} reads, ${units.writes} writes, ${units.deletes} deletes`)
    .join('\n');
}
