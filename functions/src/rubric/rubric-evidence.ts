// The evidence of a section: one entry per answer and per check with the points it earned
// (partial points included) or the penalty it cost, a zero-point note for what a required answer
// or a core check lacks, and nothing for a blank optional answer. The entries are rounded to
// tenths so that they add up exactly to the section's score.
import type { AssessmentEvidence } from '@careers/domain/screening';
import { RED_FLAGS, type FoundFlag } from './rubric-flags';
import { excerpt } from './rubric-quote';
import type { AnswerOutcome } from './rubric-scoring';
import { WORDS } from './rubric-scoring';
import { listText } from './rubric-terms';
import type { Expectation } from './rubric-types';
import type { TermMatch } from './vocabulary';

/** Red-flag penalties of one section add up to this at most. */
export const MAX_PENALTY = 5;

/** What an entry is: core points, bonus points (optional answers and checks), a penalty, or a zero-point note. */
export type EntryKind = 'core' | 'bonus' | 'penalty' | 'note';

/** An entry before rounding: its raw points, and its reason given the points finally counted. */
export interface Entry {
  kind: EntryKind;
  field: string;
  quote: string;
  points: number;
  /** The most it could have earned (for 'x of y points'). */
  full: number;
  /** Its reason, given the points counted ('1.2') and a note when they were cut ('; 0.9 before the cap of 10'). */
  reason: (counted: string, note: string) => string;
  flags?: string[];
}

const fmt = (points: number) => Math.abs(points).toFixed(1);

const EXPECTATION_TEXT: Record<Expectation, { has: string; lacks: string }> = {
  metric: { has: 'gives numbers', lacks: 'no numbers' },
  cause: { has: 'explains the cause', lacks: 'no cause given' },
  fix: { has: 'says what was done about it', lacks: 'no fix described' },
  reasoning: { has: 'gives reasons', lacks: 'no reasons given' },
};

/** The words of a text that matched some terms, as written, without repeats. */
function matchedWords(text: string, matches: readonly TermMatch[]): string[] {
  const words = matches.map((m) => text.slice(m.index, m.index + m.length));
  return words.filter((word, i) => words.findIndex((w) => w.toLowerCase() === word.toLowerCase()) === i);
}

function strengthReason(outcome: AnswerOutcome): string {
  const parts: string[] = [];
  if (outcome.terms.length) parts.push(`names ${listText(matchedWords(outcome.readable, outcome.terms).slice(0, 4))}`);
  if (outcome.found.metric) {
    const { index, length } = outcome.found.metric;
    parts.push(`gives numbers (${outcome.readable.slice(index, index + length).trim()})`);
  }
  for (const kind of ['cause', 'fix', 'reasoning'] as const) {
    if (outcome.found[kind]) parts.push(EXPECTATION_TEXT[kind].has);
  }
  if (outcome.found.code) parts.push('code-level detail');
  if (outcome.words >= WORDS.full) parts.push('in depth');
  const reason = parts.length ? parts.join('; ') : 'a relevant answer';
  return reason[0]!.toUpperCase() + reason.slice(1);
}

function lacking(outcome: AnswerOutcome): string {
  const parts = outcome.missing.map((kind) => EXPECTATION_TEXT[kind].lacks);
  if (outcome.terms.length === 0) parts.unshift('no named technology or concept');
  if (outcome.words < WORDS.some) parts.push('brief');
  return parts.join(', ');
}

/** Where to quote an answer from: its number, cause, first named tool or fix, else its start. */
function quoteIndex(outcome: AnswerOutcome): number {
  const candidates = [outcome.found.metric, outcome.found.cause, outcome.terms[0], outcome.found.fix];
  return candidates.find((match) => match !== undefined)?.index ?? 0;
}

const bonusPrefix = (optional: boolean) => (optional ? 'Optional answer, bonus: ' : '');

/** A red flag's reason: its name and what raised it ('Copied answer: repeats the answer to X'). */
export const flagReason = (flags: readonly FoundFlag[]) =>
  flags.map((flag) => `${RED_FLAGS[flag.id].label}: ${flag.detail}`).join('; ');

/** ' (0 of 1.4 points)', '(0.8 of 1.4 points; missing: no cause given)', with a trimmed entry's note. */
const outOf = (counted: string, full: number, extra: string, note: string) =>
  `(${counted} of ${fmt(full)} points${extra ? `; ${extra}` : ''}${note})`;

/** The entries of an answer's outcome, with `scale` the section's points per rubric point. */
export function answerEntries(outcome: AnswerOutcome, scale: number, bonusFactor: number): Entry[] {
  const factor = outcome.optional ? bonusFactor : 1;
  const full = outcome.max * scale * factor;
  const { field, label } = outcome;
  if (outcome.status === 'blank') {
    if (outcome.optional) return [];
    const reason = () => `${label} not answered ${outOf('0', full, '', '')}`;
    return [{ kind: 'note', field, quote: '', points: 0, full, reason }];
  }
  const penaltyEntry = (flags: readonly FoundFlag[]): Entry => ({
    kind: 'penalty',
    field,
    quote: excerpt(flags.find((f) => f.quote)?.quote ?? outcome.text),
    points: -Math.max(...flags.map((f) => RED_FLAGS[f.id].penalty)),
    full,
    flags: flags.map((f) => f.id),
    reason: (counted, note) =>
      `${flagReason(flags)}. ${outcome.status === 'flagged' ? `No credit for ${label} ${outOf('0', full, '', '')}; costs` : 'Costs'} ${counted}${note}`,
  });
  if (outcome.status === 'flagged') return [penaltyEntry(outcome.flags)];
  const entries: Entry[] = [];
  const quote = excerpt(outcome.readable || outcome.text, quoteIndex(outcome));
  const missing = lacking(outcome);
  if (outcome.earned > 0) {
    entries.push({
      kind: outcome.optional ? 'bonus' : 'core',
      field,
      quote,
      points: outcome.earned * scale * factor,
      full,
      reason: (counted, note) =>
        `${bonusPrefix(outcome.optional)}${strengthReason(outcome)} ${outOf(counted, full, missing && `missing: ${missing}`, note)}`,
    });
  } else if (!outcome.optional) {
    const reason = () => `No credit: ${missing || 'nothing readable'} ${outOf('0', full, '', '')}`;
    entries.push({ kind: 'note', field, quote, points: 0, full, reason });
  }
  const oneLine = outcome.flags.filter((f) => f.id === 'one_line');
  if (oneLine.length) entries.push(penaltyEntry(oneLine));
  return entries;
}

/** The entries of a check: its points (a bonus when optional), or a zero-point note when a core check finds nothing. */
export function checkEntry(
  check: { optional: boolean; points: number },
  result: { fraction: number; field: string; quote: string; reason: string },
  scale: number,
  bonusFactor: number,
): Entry[] {
  const fraction = Math.max(0, Math.min(1, result.fraction));
  const full = check.points * scale * (check.optional ? bonusFactor : 1);
  const base = { field: result.field, quote: excerpt(result.quote), full };
  if (fraction > 0) {
    const prefix = check.optional ? 'Optional check, bonus: ' : '';
    const reason = (counted: string, note: string) => `${prefix}${result.reason} ${outOf(counted, full, '', note)}`;
    return [{ ...base, kind: check.optional ? 'bonus' : 'core', points: fraction * full, reason }];
  }
  if (check.optional) return [];
  return [{ ...base, kind: 'note', points: 0, reason: () => `${result.reason} ${outOf('0', full, '', '')}` }];
}

/** Trims the last entries of some kinds so that together they count at most `limit` (in absolute value). */
function trim(entries: Entry[], kinds: readonly EntryKind[], limit: number, why: string) {
  let room = limit;
  for (const entry of entries) {
    if (!kinds.includes(entry.kind)) continue;
    const size = Math.abs(entry.points);
    if (size <= room + 1e-9) {
      room -= size;
      continue;
    }
    const original = entry.reason;
    const given = fmt(entry.points);
    entry.reason = (counted) => original(counted, `; ${given} before ${why}`);
    entry.points = Math.max(0, room) * Math.sign(entry.points);
    room = 0;
  }
}

/**
 * The section's evidence and score: core and bonus points capped at 10 (the last bonus entries
 * trimmed), penalties capped at MAX_PENALTY and at what was earned (a section does not go below 0),
 * then every entry rounded to tenths by largest remainder so that they sum exactly to the score.
 */
export function settle(entries: Entry[]): {
  score: number;
  strengths: AssessmentEvidence[];
  concerns: AssessmentEvidence[];
} {
  const earned = entries.filter((e) => e.kind === 'core').reduce((sum, e) => sum + e.points, 0);
  trim(entries, ['bonus'], Math.max(0, 10 - earned), 'the cap of 10');
  const positive = entries.filter((e) => e.points > 0).reduce((sum, e) => sum + e.points, 0);
  trim(entries, ['penalty'], Math.min(MAX_PENALTY, positive), `the limits: at most ${MAX_PENALTY} off, never below 0`);
  const tenths = entries.map((e) => e.points * 10);
  const target = Math.round(tenths.reduce((sum, t) => sum + t, 0) + 1e-9);
  const rounded = tenths.map((t) => Math.floor(t + 1e-9));
  let missing = target - rounded.reduce((sum, t) => sum + t, 0);
  const order = tenths.map((t, i) => ({ i, rest: t - rounded[i]! })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (missing <= 0) break;
    rounded[i]! += 1;
    missing--;
  }
  const strengths: AssessmentEvidence[] = [];
  const concerns: AssessmentEvidence[] = [];
  entries.forEach((entry, i) => {
    const points = rounded[i]! / 10;
    const evidence: AssessmentEvidence = {
      field: entry.field,
      quote: entry.quote,
      reason: entry.reason(fmt(points), ''),
      points,
    };
    if (entry.flags) evidence.flags = entry.flags;
    if (points > 0) strengths.push(evidence);
    else if (entry.kind !== 'core' && entry.kind !== 'bonus') concerns.push(evidence);
  });
  strengths.sort((a, b) => b.points - a.points);
  concerns.sort((a, b) => a.points - b.points);
  return { score: target / 10, strengths, concerns };
}
