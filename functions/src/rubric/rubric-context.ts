// The form as the built-in rubric reads it: hidden fields dropped, every long answer read as prose
// (rubric-prose.ts) with its red flags (rubric-flags.ts), and answers addressable by name. Checks
// across answers see only the readable part of an answer that raised no red flag.
import {
  isBlankProject,
  SCREENING_FIELD_NAMES,
  SCREENING_FIELD_SPECS,
  type ScreeningFieldName,
  type ScreeningFormValues,
  type ScreeningProject,
  withoutHiddenFields,
} from '@careers/domain/screening';
import { answerFlags, copiedAnswers, templatedAnswers, type FoundFlag } from './rubric-flags';
import { questionStems, readAnswer, type AnswerReading } from './rubric-prose';
import { findTerms, type Term, type TermMatch } from './vocabulary';
import { ALL_TECH_TERMS, COURSEWORK_TERMS } from './vocabulary-people';

/** Every term the reader marks in an answer, whatever its section. */
const GENERAL_TERMS: readonly Term[] = [...ALL_TECH_TERMS, ...COURSEWORK_TERMS];

const PROJECT_FIELD = /^top_projects\[(\d+)\]\.(\w+)$/;

/** The label of an answer field ('Hardest bug (project 1)' for a project's). */
export function answerLabel(field: string): string {
  const project = PROJECT_FIELD.exec(field);
  if (project)
    return `${project[2] === 'hardest_bug' ? 'Hardest bug' : 'Improvements'} (project ${Number(project[1]) + 1})`;
  return SCREENING_FIELD_SPECS[field as ScreeningFieldName]?.label ?? field;
}

/** The key of an answer field in the tables: the field, or a project card's key. */
export const answerKey = (field: string) => PROJECT_FIELD.exec(field)?.[2] ?? field;

/** What the reader is told of each answer by the tables: its question's ideas and whether it asks for a list. */
export interface AnswerHints {
  concepts: ReadonlyMap<string, readonly Term[]>;
  lists: ReadonlySet<string>;
}

export class RubricContext {
  readonly values: ScreeningFormValues;
  readonly projects: ScreeningProject[];
  /** Answers that repeat an earlier one: the later answer's field -> the earlier one's. */
  readonly copies: ReadonlyMap<string, string>;
  /** Answers that share one template with two or more others once their terms are masked. */
  readonly templated: ReadonlySet<string>;
  private readonly readings = new Map<string, AnswerReading>();
  private readonly flagged = new Map<string, FoundFlag[]>();

  constructor(
    form: ScreeningFormValues,
    private readonly hints: AnswerHints,
  ) {
    this.values = withoutHiddenFields(form);
    this.projects = (Array.isArray(form.top_projects) ? form.top_projects : []).filter(
      (project) => !isBlankProject(project),
    );
    const answered = this.longAnswerFields().filter((field) => this.text(field) !== '');
    this.copies = copiedAnswers(answered.map((field) => ({ field, text: this.text(field) })));
    this.templated = templatedAnswers(
      answered
        .filter((field) => !this.copies.has(field))
        .map((field) => ({ field, masked: this.reading(field).masked })),
    );
  }

  /** A text field's answer, trimmed ('' when hidden, blank or not text). */
  text(field: string): string {
    const project = PROJECT_FIELD.exec(field);
    const value = project
      ? (this.projects[Number(project[1])] as unknown as Record<string, unknown> | undefined)?.[project[2]!]
      : (this.values as unknown as Record<string, unknown>)[field];
    return typeof value === 'string' ? value.trim() : '';
  }

  /** A long answer read as prose (cached). */
  reading(field: string): AnswerReading {
    let reading = this.readings.get(field);
    if (!reading) {
      const key = answerKey(field);
      const concepts = this.hints.concepts.get(key) ?? [];
      reading = readAnswer(this.text(field), {
        terms: concepts.length ? [...concepts, ...GENERAL_TERMS] : GENERAL_TERMS,
        question: questionStems(answerLabel(field)),
      });
      this.readings.set(field, reading);
    }
    return reading;
  }

  /** The red flags an answer raised by itself and against the others (not those of its section's scoring). */
  flags(field: string): FoundFlag[] {
    let flags = this.flagged.get(field);
    if (!flags) {
      const original = this.copies.get(field);
      flags = [
        ...(original
          ? [{ id: 'copied_answer' as const, detail: `repeats the answer to ${answerLabel(original)}` }]
          : []),
        ...(this.templated.has(field)
          ? [
              {
                id: 'templated_answer' as const,
                detail: 'the same sentences as other answers with only the terms swapped',
              },
            ]
          : []),
        ...(this.text(field) ? answerFlags(this.reading(field), this.hints.lists.has(answerKey(field))) : []),
      ];
      this.flagged.set(field, flags);
    }
    return flags;
  }

  /** What checks may read of an answer: its readable sentences, one per line, '' once it raised a red flag. */
  readable(field: string): string {
    if (!this.isLongAnswer(field)) return this.text(field);
    return this.flags(field).length ? '' : this.reading(field).readable;
  }

  /** A list field's entries, trimmed, blanks dropped. */
  list(field: ScreeningFieldName): string[] {
    const value = (this.values as unknown as Record<string, unknown>)[field];
    return Array.isArray(value)
      ? value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '').map((e) => e.trim())
      : [];
  }

  /** The earliest of some terms in the readable part of some answers, with its field. */
  find(fields: readonly string[], terms: readonly Term[]): (TermMatch & { field: string; text: string }) | null {
    for (const field of fields) {
      const text = this.readable(field);
      const [first] = findTerms(text, terms);
      if (first) return { ...first, field, text };
    }
    return null;
  }

  private isLongAnswer(field: string): boolean {
    return (
      /\.(?:hardest_bug|improvements)$/.test(field) ||
      SCREENING_FIELD_SPECS[field as ScreeningFieldName]?.kind === 'long'
    );
  }

  /** Every long answer in form order (project answers where the projects are). */
  longAnswerFields(): string[] {
    return SCREENING_FIELD_NAMES.flatMap((field) =>
      field === 'top_projects'
        ? this.projects.flatMap((_, i) => [`top_projects[${i}].hardest_bug`, `top_projects[${i}].improvements`])
        : SCREENING_FIELD_SPECS[field].kind === 'long'
          ? [field]
          : [],
    );
  }
}
