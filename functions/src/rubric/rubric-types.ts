// The shapes of the built-in rubric's tables (rubric-table*.ts): the answers a section reads, the
// checks across answers, and what each question calls for.
import type { RubricContext } from './rubric-context';
import { excerpt } from './rubric-quote';
import type { ScreeningFieldName } from '@careers/domain/screening';
import { findTerms, term, type Term, type TermMatch } from './vocabulary';
import { listText } from './rubric-terms';

/** What a question calls for beyond detail and named tools. */
export type Expectation = 'metric' | 'cause' | 'fix' | 'reasoning';

/** A project card's long answers. */
export type ProjectAnswerKey = 'hardest_bug' | 'improvements';

/**
 * One question a section reads, and what a good answer to it shows. Whether it is core or a bonus
 * follows from the form: a required field is core, any other (conditional, optional, a project
 * card's answers) only adds a bonus.
 */
export interface AnswerItem {
  field: ScreeningFieldName | { project: ProjectAnswerKey };
  expects: readonly Expectation[];
  /** The question's own key ideas, counted with the section's vocabulary. */
  concepts?: readonly Term[];
  /** Questions that ask for a list (courses, tools, steps): a list of terms is an answer there. */
  list?: boolean;
}

/** The outcome of a check: how much of it was met (0-1), and the quote and reason behind it. */
export interface CheckOutcome {
  fraction: number;
  field: string;
  quote: string;
  reason: string;
}

/** A check across answers (consistency, completeness) worth `points`; `optional` when it reads optional fields only. */
export interface CheckItem {
  id: string;
  points: number;
  optional: boolean;
  evaluate: (ctx: RubricContext) => CheckOutcome;
}

/** A section's rubric: its vocabulary, the answers it reads, and its checks. */
export interface SectionRubric {
  vocabulary: readonly Term[];
  answers: readonly AnswerItem[];
  checks: readonly CheckItem[];
}

/** A check of the tables. */
export const check = (
  id: string,
  points: number,
  evaluate: (ctx: RubricContext) => CheckOutcome,
  optional = false,
): CheckItem => ({ id, points, evaluate, optional });

/** A check's outcome, its quote cut to size. */
export const outcome = (fraction: number, field: string, quote: string, reason: string): CheckOutcome => ({
  fraction,
  field,
  quote: excerpt(quote),
  reason,
});

/** A question's key idea, in the tables (a term by another name). */
export const c = term;

/**
 * A check met when the readable part of some answers names one of `terms`, the first mention
 * quoted; else unmet, quoting `miss` (field, quote, reason).
 */
export function mentionOutcome(
  ctx: RubricContext,
  fields: readonly string[],
  terms: readonly Term[],
  hit: (found: TermMatch) => string,
  miss: [field: string, quote: string, reason: string],
): CheckOutcome {
  const found = terms.length ? ctx.find(fields, terms) : null;
  return found ? outcome(1, found.field, excerpt(found.text, found.index), hit(found)) : outcome(0, ...miss);
}

/** A check met in proportion to how many of `terms` a text names, out of `need`; the first one quoted. */
export function termsOutcome(
  text: string,
  field: string,
  terms: readonly Term[],
  need: number,
  reason: (found: TermMatch[]) => string,
): CheckOutcome {
  const found = findTerms(text, terms);
  return outcome(Math.min(1, found.length / need), field, excerpt(text, found[0]?.index ?? 0), reason(found));
}

/** A check of a list field: met with two entries or more, half met with one. */
export function listedOutcome(entries: readonly string[], field: string, has: string, none: string): CheckOutcome {
  return outcome(
    entries.length >= 2 ? 1 : entries.length === 1 ? 0.5 : 0,
    field,
    entries[0] ?? '',
    entries.length ? `${has} ${listText(entries.slice(0, 5))}` : none,
  );
}

/** The names of some term matches, as a list ('bcrypt, JWT and cookie'). */
export const namesOf = (found: readonly TermMatch[]) => listText(found.map((m) => m.term.name));
