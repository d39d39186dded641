// Answers a model might give, for tests and the demo seed: each section at a chosen score, the
// evidence quoting the candidate's own words (so the evidence check finds it), and arithmetic of
// the model's own that must not be trusted.
import type { ModelAssessment, SectionAnalysis } from '../src/screening/assessment';
import type { ScreeningFormValues } from '../src/screening/form';
import { answerText } from '../src/screening/model-evidence';
import { SCREENING_SECTION_KEYS, type ScreeningSectionKey } from '../src/screening/sections';

/** The words of a model's answer: why a quote counts, each section's summary, the feedback. */
export interface ModelAnswerWords {
  reason: string;
  summary: string;
  feedback: string;
}

const PLAIN: ModelAnswerWords = { reason: 'Relevant.', summary: 'Solid.', feedback: 'A capable candidate.' };

/** Up to 60 characters of the first answer of `form` at least 20 characters long (normalised as quotes are). */
export function quotableAnswer(form: ScreeningFormValues): string {
  const text = answerText(form)
    .split('\n')
    .find((answer) => answer.length >= 20);
  return (text ?? '').slice(0, 60).trim();
}

/**
 * A model's assessment with each section at `scoreOf(key)` and, given a form, one piece of evidence
 * a section quoting it; its own arithmetic is wrong on purpose (weighted_score 9.9, every
 * section_scores entry 1, recommendation reject), as finishAssessment must redo it.
 */
export function makeModelAssessment(
  scoreOf: (key: ScreeningSectionKey) => number,
  form?: ScreeningFormValues,
  words: ModelAnswerWords = PLAIN,
): ModelAssessment {
  const quote = form ? quotableAnswer(form) : '';
  const analysis = (key: ScreeningSectionKey): SectionAnalysis => ({
    score: scoreOf(key),
    strengths: quote ? [{ field: 'coursework_description', quote, reason: words.reason, points: scoreOf(key) }] : [],
    concerns: [],
    summary: words.summary,
  });
  const bySection = <T>(value: (key: ScreeningSectionKey) => T) =>
    Object.fromEntries(SCREENING_SECTION_KEYS.map((key) => [key, value(key)])) as Record<ScreeningSectionKey, T>;
  return {
    recommendation: 'reject',
    passed: false,
    weighted_score: 9.9,
    internship_readiness: 'Ready with mentoring',
    section_scores: bySection(() => 1),
    section_analysis: bySection(analysis),
    feedback: words.feedback,
  };
}
