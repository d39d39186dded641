// What a model's assessment is not trusted with: its evidence must quote the candidate's answers.
// A quote a model made up (or took from an instruction hidden in an answer) is not found in the
// answers; a section whose evidence quotes something the candidate did not write is unsupported,
// and the model's score for it does not count (see openai-assessor.ts in the functions).
import type { ModelAssessment } from './assessment';
import { withoutHiddenFields, type ScreeningFormValues } from './form';
import { isBlankProject } from './form-required';
import { SCREENING_SECTION_KEYS, type ScreeningSectionKey } from './sections';

/** Text compared for quotes: lower case, curly quotes and dashes made plain, white space collapsed. */
export function normalizeForQuote(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u201b]/g, "'")
    .replace(/[\u201c\u201d\u201f]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every text the candidate wrote (visible fields and the projects), normalised and joined. */
export function answerText(form: ScreeningFormValues): string {
  const values = withoutHiddenFields(form);
  const texts: string[] = [];
  for (const [field, value] of Object.entries(values)) {
    if (field === 'top_projects') continue;
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) texts.push(...value.filter((item): item is string => typeof item === 'string'));
  }
  for (const project of values.top_projects.filter((item) => !isBlankProject(item))) {
    texts.push(...Object.values(project));
  }
  return texts.map(normalizeForQuote).join('\n');
}

/**
 * Whether `quote` is found in the answers (`answers` from answerText): after normalising, each
 * part of it between ellipses ('...' or '…') must appear, in order. Quotation marks around the
 * whole quote are ignored; an empty quote (the evidence of a blank answer) is found.
 */
export function isQuoteFound(quote: string, answers: string): boolean {
  const parts = normalizeForQuote(quote)
    .replace(/^["']+|["']+$/g, '')
    .split(/\.{3}|\u2026/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  let from = 0;
  for (const part of parts) {
    const at = answers.indexOf(part, from);
    if (at === -1) return false;
    from = at + part.length;
  }
  return true;
}

/** The quotes of each section's evidence that are not found in the answers (sections with none left out). */
export type UnsupportedQuotes = Partial<Record<ScreeningSectionKey, string[]>>;

/** The quotes of a model's evidence, section by section, that the candidate did not write. */
export function unsupportedQuotes(model: ModelAssessment, form: ScreeningFormValues): UnsupportedQuotes {
  const answers = answerText(form);
  const result: UnsupportedQuotes = {};
  for (const key of SCREENING_SECTION_KEYS) {
    const { strengths, concerns } = model.section_analysis[key];
    const missing = [...strengths, ...concerns]
      .map((evidence) => evidence.quote)
      .filter((quote) => !isQuoteFound(quote, answers));
    if (missing.length > 0) result[key] = missing;
  }
  return result;
}

/**
 * A model's assessment with its evidence checked against the answers: a section with a quote the
 * candidate did not write is marked `unsupported` (the quotes, the model's score) and counts at
 * `rubricScores` (the built-in rubric's score of that section) instead; no other section carries
 * the mark, whatever the model sent.
 */
export function withCheckedEvidence(
  model: ModelAssessment,
  form: ScreeningFormValues,
  rubricScores: Record<ScreeningSectionKey, number>,
): ModelAssessment {
  const missing = unsupportedQuotes(model, form);
  const section_analysis = Object.fromEntries(
    SCREENING_SECTION_KEYS.map((key) => {
      const { unsupported: _claimed, ...analysis } = model.section_analysis[key];
      const quotes = missing[key];
      if (!quotes) return [key, analysis];
      return [key, { ...analysis, score: rubricScores[key], unsupported: { quotes, model_score: analysis.score } }];
    }),
  ) as ModelAssessment['section_analysis'];
  return { ...model, section_analysis };
}
