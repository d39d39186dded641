// The shapes of the built-in rubric's tables (rubric-table*.ts): the answers a section reads, the
// checks across answers, and what each question calls for.
import type { RubricContext } from './rubric-context';
import type { ScreeningFieldName } from './sections';
import type { Term } from './vocabulary';

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
