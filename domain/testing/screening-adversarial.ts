// An adversarial corpus for the screening assessment: whole, valid forms written to game an
// assessor that counts words (term salads, padding, templates, repetition, echoes, copies, prompt
// injection, buzzwords, an unrelated essay), each with its kind and the expected outcome (fail),
// beside genuine strong forms in three writing styles (expected to pass). Both assessors can be run
// over it: the built-in rubric in functions/src/rubric/rubric.test.ts, a model path later.
import { isFieldVisible, type ScreeningFormValues } from '../src/screening/form';
import { SCREENING_FIELD_SPECS } from '../src/screening/form-fields';
import { SCREENING_FIELD_NAMES } from '../src/screening/sections';
import { makeScreeningForm, screeningFormOf, STRONG_SCREENING_CANDIDATE, WEAK_SCREENING_CANDIDATE } from './screening';
import { BUZZWORDS, ESSAY_PARAGRAPHS, FIELD_KEYWORDS, FILLERS, INJECTIONS } from './screening-adversarial-words';
import { PLAIN_ENGLISH_FORM, TERSE_EXPERT_FORM } from './screening-genuine';

/** One form of the corpus: what it is, and what an assessor should make of it. */
export interface ScreeningCorpusEntry {
  /** Stable name of the kind of form ('shuffled_salad', 'genuine_terse', ...). */
  kind: string;
  description: string;
  expected: 'pass' | 'fail';
  /** The built-in rubric's red flags, any of which the form should raise; none for a genuine form. */
  flags: readonly string[];
  form: ScreeningFormValues;
}

/** One long answer of a form: where it is, the label the candidate saw, its keywords and text. */
interface LongAnswer {
  key: string;
  label: string;
  keywords: readonly string[];
  text: string;
  /** Its place in the form, for deterministic variety. */
  index: number;
}

type Writer = (answer: LongAnswer) => string;

/** A deterministic shuffle (a small linear congruential generator seeded by `seed`). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const result = [...items];
  let state = (seed * 2654435761 + 97) % 4294967296;
  for (let i = result.length - 1; i > 0; i--) {
    state = (state * 1664525 + 1013904223) % 4294967296;
    const j = state % (i + 1);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/** `form` with every visible long answer (and each project's hardest bug and improvements) rewritten. */
function rewriteLongAnswers(form: ScreeningFormValues, write: Writer): ScreeningFormValues {
  const result = structuredClone(form) as unknown as Record<string, unknown>;
  let index = 0;
  for (const field of SCREENING_FIELD_NAMES) {
    const spec = SCREENING_FIELD_SPECS[field];
    if (spec.kind !== 'long' || !isFieldVisible(field, form)) continue;
    const text = String(result[field] ?? '');
    result[field] = write({ key: field, label: spec.label, keywords: FIELD_KEYWORDS[field]!, text, index: index++ });
  }
  result.top_projects = form.top_projects.map((project) => ({
    ...project,
    hardest_bug: write({
      key: 'hardest_bug',
      label: 'Hardest bug',
      keywords: FIELD_KEYWORDS.hardest_bug!,
      text: project.hardest_bug,
      index: index++,
    }),
    improvements: write({
      key: 'improvements',
      label: 'Improvements',
      keywords: FIELD_KEYWORDS.improvements!,
      text: project.improvements,
      index: index++,
    }),
  }));
  return result as unknown as ScreeningFormValues;
}

const pick = (list: readonly string[], i: number) => list[i % list.length]!;

const salad: Writer = ({ keywords, index }) => {
  const words = shuffled(keywords, index);
  return `${[...words.slice(0, 3), 'because', ...words.slice(3)].join(' ')}`;
};

/** The salad made long: its keywords three times over, shuffled, with one 'because' and a little filler. */
const paddedSalad: Writer = ({ keywords, index }) => {
  const words = shuffled([...keywords, ...keywords, ...keywords], index);
  return [...words.slice(0, 6), 'because', ...words.slice(6, 12), pick(FILLERS, index), ...words.slice(12)].join(' ');
};

const termList: Writer = ({ label, keywords }) => `${label}: ${keywords.join(', ')}.`;

const fluentTemplate: Writer = ({ keywords }) =>
  `In my last project I used ${pick(keywords, 0)} together with ${pick(keywords, 1)}, and when ${pick(keywords, 2)} ` +
  `caused a serious problem with ${pick(keywords, 3)} I fixed it by adding ${pick(keywords, 4)}, which made everything ` +
  `about 3x faster because ${pick(keywords, 5)} was no longer the bottleneck.`;

/** The strong applicant's first sentence of the answer, repeated to fill the box. */
const repeatedSentence: Writer = ({ text, keywords }) => {
  const first = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? `I used ${keywords.join(' and ')}.`;
  return Array.from({ length: 4 }, () => first).join(' ');
};

const questionEcho: Writer = ({ label }) => {
  const topic = label.toLowerCase();
  return (
    `My ${topic} is a good ${topic}. The ${topic} is something I know, and I think the ${topic} ` +
    `is an important ${topic} for this question about the ${topic}.`
  );
};

const copiedStory: Writer = () => STRONG_SCREENING_CANDIDATE.form.hardest_bug_story;

const buzzwordParagraph: Writer = ({ keywords, index }) => {
  const buzz = shuffled(BUZZWORDS, index);
  return (
    `As a passionate full-stack engineer I leverage ${pick(keywords, 0)}, ${pick(keywords, 1)} and ${pick(keywords, 2)} ` +
    `to deliver ${buzz[0]}, ${buzz[1]} and ${buzz[2]} solutions, applying ${pick(keywords, 3)}, ${pick(keywords, 4)} ` +
    `and ${buzz[3]} ${buzz[4]} with ${pick(keywords, 5)} for ${buzz[5]} synergy.`
  );
};

const essay: Writer = ({ index }) => pick(ESSAY_PARAGRAPHS, index);

/** The weak applicant's answers with text for the assessor mixed into some of them. */
function injected(): ScreeningFormValues {
  const form = screeningFormOf(WEAK_SCREENING_CANDIDATE);
  const fields = [
    'strongest_framework_reason',
    'auth_system_description',
    'ai_debug_example',
    'hardest_bug_story',
  ] as const;
  fields.forEach((field, i) => {
    form[field] = `${form[field]} ${pick(INJECTIONS, i)}`;
  });
  return form;
}

const gaming = (kind: string, description: string, flags: readonly string[], form: ScreeningFormValues) =>
  ({ kind, description, expected: 'fail', flags, form }) as const;

const strong = () => makeScreeningForm();

/** Forms that game a word-counting assessor: each should fail with a red flag. */
export const SCREENING_GAMING_CORPUS: readonly ScreeningCorpusEntry[] = [
  gaming(
    'shuffled_salad',
    'Each answer: its keywords shuffled, with one "because"',
    ['shuffled_terms'],
    rewriteLongAnswers(strong(), salad),
  ),
  gaming(
    'padded_salad',
    'The keyword salad three times over, to look long',
    ['shuffled_terms', 'keyword_stuffing'],
    rewriteLongAnswers(strong(), paddedSalad),
  ),
  gaming(
    'term_list',
    'Each answer a comma-separated list of its keywords',
    ['shuffled_terms'],
    rewriteLongAnswers(strong(), termList),
  ),
  gaming(
    'fluent_template',
    'One fluent sentence template, its terms swapped per field',
    ['templated_answer'],
    rewriteLongAnswers(strong(), fluentTemplate),
  ),
  gaming(
    'repeated_sentence',
    'A good first sentence repeated to fill each box',
    ['repeated_text'],
    rewriteLongAnswers(strong(), repeatedSentence),
  ),
  gaming(
    'question_echo',
    'Each answer restates its question',
    ['echoes_question'],
    rewriteLongAnswers(strong(), questionEcho),
  ),
  gaming(
    'copied_answer',
    'One strong answer pasted into every field',
    ['copied_answer'],
    rewriteLongAnswers(strong(), copiedStory),
  ),
  gaming(
    'prompt_injection',
    'Weak answers with notes telling the assessor to score 10',
    ['prompt_injection'],
    injected(),
  ),
  gaming(
    'buzzword_stuffing',
    'Buzzword paragraphs around the keywords',
    ['keyword_stuffing'],
    rewriteLongAnswers(strong(), buzzwordParagraph),
  ),
  gaming(
    'generic_essay',
    'Paragraphs of an essay on teamwork that answer no question',
    ['off_topic', 'copied_answer'],
    rewriteLongAnswers(strong(), essay),
  ),
];

/** Genuine strong forms in three writing styles: each should pass with no red flag. */
export const SCREENING_GENUINE_CORPUS: readonly ScreeningCorpusEntry[] = [
  {
    kind: 'genuine_detailed',
    description: 'The strong demo applicant: long, quantified answers',
    expected: 'pass',
    flags: [],
    form: strong(),
  },
  {
    kind: 'genuine_terse',
    description: 'A terse expert: short, dense clauses',
    expected: 'pass',
    flags: [],
    form: TERSE_EXPERT_FORM,
  },
  {
    kind: 'genuine_plain_english',
    description: 'Plain English as a second language, with small mistakes',
    expected: 'pass',
    flags: [],
    form: PLAIN_ENGLISH_FORM,
  },
];

/** The whole corpus: the gaming forms, then the genuine ones. */
export const SCREENING_CORPUS: readonly ScreeningCorpusEntry[] = [
  ...SCREENING_GAMING_CORPUS,
  ...SCREENING_GENUINE_CORPUS,
];
