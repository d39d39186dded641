// Scoring with the built-in rubric: what an answer earns from its readable sentences (detail,
// named tools and ideas, what its question calls for) unless it raised a red flag, and what each
// check across answers earns. The points of a section are gathered in rubric-evidence.ts.
import { answerKey, answerLabel, type RubricContext } from './rubric-context';
import { RED_FLAGS, type FoundFlag } from './rubric-flags';
import { wordCount } from './rubric-prose';
import type { AnswerItem, Expectation } from './rubric-types';
import { SECTION_REQUIRED_FIELDS, type ScreeningSectionKey } from '@careers/domain/screening';
import { findPattern, findTerms, type Term, type TermMatch } from './vocabulary';
import {
  CAUSE_PATTERN,
  CODE_DETAIL_PATTERN,
  FIX_PATTERN,
  isPlaceholderAnswer,
  METRIC_PATTERN,
  REASONING_PATTERN,
  SOFTWARE_WORDS,
} from './vocabulary-marks';

/** Points of an answer (see answerMax): the answer counts from 4 words, detail from 20 and 45 words. */
export const POINTS = {
  answered: 1,
  detail: 0.5,
  perTerm: 0.5,
  termsCap: 2,
  expectation: 1,
  /** A number or code-level detail the question did not ask for. */
  bonus: 0.5,
} as const;

export const WORDS = { answered: 4, oneLine: 8, some: 20, full: 45 } as const;

const EXPECTATION_PATTERNS: Record<Expectation, RegExp> = {
  metric: METRIC_PATTERN,
  cause: CAUSE_PATTERN,
  fix: FIX_PATTERN,
  reasoning: REASONING_PATTERN,
};

/** The most an answer can earn: a real answer, detail, named tools, and what its question calls for. */
export function answerMax(item: AnswerItem): number {
  return POINTS.answered + 2 * POINTS.detail + POINTS.termsCap + item.expects.length * POINTS.expectation;
}

/**
 * Whether an answer is off-topic: none of its section's vocabulary or its question's ideas, no
 * everyday software word and no code; for an optional answer, also 20 words or more that never
 * speak of the candidate's own work (an essay). An answer about the wrong technology is thin, not
 * off-topic.
 */
function isOffTopic(readable: string, words: number, terms: readonly TermMatch[], optional: boolean): boolean {
  if (words < WORDS.answered || terms.length > 0) return false;
  if (SOFTWARE_WORDS.pattern.test(readable) || CODE_DETAIL_PATTERN.test(readable)) return false;
  return !optional || (words >= WORDS.some && !/\b(?:i|we|my|our|me|us)\b/i.test(readable));
}

/** What an answer earned, read from its readable sentences, or why it earned nothing. */
export interface AnswerOutcome {
  field: string;
  label: string;
  text: string;
  /** The sentences that count, one per line (what quotes come from). */
  readable: string;
  optional: boolean;
  /** blank; flagged (a red flag took every point); answered. */
  status: 'blank' | 'flagged' | 'answered';
  flags: FoundFlag[];
  earned: number;
  max: number;
  words: number;
  terms: TermMatch[];
  found: Partial<Record<Expectation | 'code', TermMatch>>;
  missing: Expectation[];
}

export const isRequired = (section: ScreeningSectionKey, field: string) =>
  (SECTION_REQUIRED_FIELDS[section] as readonly string[]).includes(field);

/** The concrete answer fields of an item (one per project for project answers). */
export function answerFields(ctx: RubricContext, item: AnswerItem): string[] {
  if (typeof item.field === 'string') return [item.field];
  const key = item.field.project;
  return ctx.projects.map((_, i) => `top_projects[${i}].${key}`);
}

/**
 * An answer scored. A red flag (other than a one-line answer) takes every point. Otherwise only
 * the readable sentences count: their words, the distinct terms of the section and the question's
 * ideas they name (2 points at most), what the question calls for, and an unasked number or code.
 * More readable sentences never earn less: each feature only counts upwards.
 */
export function scoreAnswer(
  ctx: RubricContext,
  section: ScreeningSectionKey,
  field: string,
  item: AnswerItem,
  vocabulary: readonly Term[],
): AnswerOutcome {
  const text = ctx.text(field);
  const optional = !isRequired(section, answerKey(field));
  const base = {
    field,
    label: answerLabel(field),
    text,
    readable: '',
    optional,
    earned: 0,
    max: answerMax(item),
    words: 0,
    terms: [],
    found: {},
    missing: [...item.expects],
  };
  // 'n/a' to an optional question says it does not apply: a blank.
  if (text === '' || (optional && isPlaceholderAnswer(text))) return { ...base, status: 'blank', flags: [] };
  if (isPlaceholderAnswer(text)) {
    return { ...base, status: 'flagged', flags: [{ id: 'placeholder', detail: `"${text.slice(0, 40)}"` }] };
  }
  const flags = [...ctx.flags(field)];
  const reading = ctx.reading(field);
  const readable = reading.readable;
  const words = reading.readableWords;
  const terms = findTerms(readable, item.concepts ? [...item.concepts, ...vocabulary] : vocabulary);
  if (flags.length === 0 && isOffTopic(readable, words, terms, optional)) {
    flags.push({ id: 'off_topic', detail: 'nothing of the question or its section' });
  }
  if (flags.length) return { ...base, status: 'flagged', flags };
  if (!optional && wordCount(text) < WORDS.oneLine) flags.push({ id: 'one_line', detail: `${wordCount(text)} words` });

  const found: AnswerOutcome['found'] = {};
  for (const kind of ['metric', 'cause', 'fix', 'reasoning'] as const) {
    const match = findPattern(readable, kind, EXPECTATION_PATTERNS[kind]);
    if (match) found[kind] = match;
  }
  const code = findPattern(readable, 'code', CODE_DETAIL_PATTERN);
  if (code) found.code = code;

  let earned = 0;
  if (words > 0) earned += words >= WORDS.answered ? POINTS.answered : POINTS.answered / 2;
  if (words >= WORDS.some) earned += POINTS.detail;
  if (words >= WORDS.full) earned += POINTS.detail;
  earned += Math.min(POINTS.termsCap, terms.length * POINTS.perTerm);
  for (const kind of item.expects) if (found[kind]) earned += POINTS.expectation;
  if (found.metric && !item.expects.includes('metric')) earned += POINTS.bonus;
  if (found.code) earned += POINTS.bonus;

  return {
    ...base,
    readable,
    status: 'answered',
    flags,
    earned: Math.min(base.max, earned),
    words,
    terms,
    found,
    missing: item.expects.filter((kind) => !found[kind]),
  };
}

/** The points a flagged answer costs: the largest penalty of its flags (one answer, one penalty). */
export const flagPenalty = (flags: readonly FoundFlag[]) => Math.max(0, ...flags.map((f) => RED_FLAGS[f.id].penalty));
