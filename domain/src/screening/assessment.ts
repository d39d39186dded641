// The result of a screening assessment, whichever assessor produced it (the built-in rubric or
// an OpenAI-compatible model): its shape, and the weighted score and pass rule. Reading a model's
// answer and a stored result is assessment-validation.ts; what a model is asked, and the JSON
// Schema it answers in, are the functions' (functions/src/adapters/screening/).
import { PASS_THRESHOLD, SCREENING_SECTION_KEYS, SECTION_WEIGHTS, type ScreeningSectionKey } from './sections';

/**
 * What the assessment advises: `advance` when the application passes; `hold` when it misses the
 * pass mark by less than HOLD_MARGIN (worth a human look, or a reassessment); `reject` otherwise.
 */
export const RECOMMENDATIONS = ['advance', 'hold', 'reject'] as const;

/** One of RECOMMENDATIONS. */
export type Recommendation = (typeof RECOMMENDATIONS)[number];

/** How far below the pass mark a score still gets `hold` rather than `reject`. */
export const HOLD_MARGIN = 1.0;

/** A score at or above this (and the pass mark) reads 'Ready'. */
export const READY_SCORE = 7.5;

/** The internship-readiness verdicts, best first. */
export const INTERNSHIP_READINESS = ['Ready', 'Ready with mentoring', 'Not yet ready'] as const;

/** One of INTERNSHIP_READINESS. */
export type InternshipReadiness = (typeof INTERNSHIP_READINESS)[number];

/**
 * The two assessors: the built-in rubric (deterministic, offline, the default) and an
 * OpenAI-compatible model, used when the deployment configures a provider's API key.
 */
export const ASSESSORS = ['builtin', 'openai'] as const;

/** One of ASSESSORS. */
export type Assessor = (typeof ASSESSORS)[number];

/**
 * The version of what a model is asked (the functions' prompt), recorded in each model result's
 * metadata: it changes whenever the prompt or its response format does.
 */
export const PROMPT_VERSION = 'prompt-2026.11';

/**
 * One piece of evidence: a short quote of the candidate's answer in `field` (a form field, or
 * `top_projects[i].key`; empty when the answer is blank), why it counts, and the points it
 * earned (positive) or cost (negative) on the section's 0-10 scale; a zero-point concern says
 * what is missing. `flags`: the ids of the red flags it reports (the built-in rubric's
 * RED_FLAGS), when it reports any.
 */
export interface AssessmentEvidence {
  field: string;
  quote: string;
  reason: string;
  points: number;
  flags?: string[];
}

/**
 * Why a model's section score does not count: quotes of its evidence that are not in the answers,
 * and the score the model gave; the section counts at the rubric's score instead.
 */
export interface UnsupportedSection {
  quotes: string[];
  model_score: number;
}

/** A section's score (0-10) with the evidence behind it. */
export interface SectionAnalysis {
  score: number;
  strengths: AssessmentEvidence[];
  concerns: AssessmentEvidence[];
  summary: string;
  /** Set by the functions (never taken from a model) when the section's evidence misquotes the answers. */
  unsupported?: UnsupportedSection;
}

/** Who produced a result, and how long it took. */
export interface AssessmentMetadata {
  assessor: Assessor;
  model: string;
  version: string;
  duration_ms: number;
}

/** What a model is asked to produce: the result without its metadata. */
export interface ModelAssessment {
  recommendation: Recommendation;
  passed: boolean;
  /** 0-10, one decimal: the weighted mean of the section scores. */
  weighted_score: number;
  internship_readiness: InternshipReadiness;
  section_scores: Record<ScreeningSectionKey, number>;
  section_analysis: Record<ScreeningSectionKey, SectionAnalysis>;
  feedback: string;
}

/** Scores of one assessor: each section's, the weighted score and whether it passes. */
export interface AssessorScores {
  weighted_score: number;
  passed: boolean;
  section_scores: Record<ScreeningSectionKey, number>;
}

/**
 * Why a model's assessment is not trusted on its own: it and the built-in rubric disagree on
 * pass/fail, or on a section by more than REVIEW_SECTION_MARGIN (model-review.ts). `model` holds
 * the scores the model gave (before its evidence was checked), `rubric` the rubric's.
 */
export interface AssessmentReview {
  reasons: string[];
  model: AssessorScores;
  rubric: AssessorScores;
}

/**
 * What an automated decision was taken with, kept with it (set by the functions, never taken from a
 * model): the rubric's version and scores, and the model's, its prompt's version and its scores
 * when a model assessed (null for the built-in rubric alone). Absent on results stored before it.
 */
export interface DecisionLog {
  rubric_version: string;
  rubric_scores: AssessorScores;
  model: string | null;
  prompt_version: string | null;
  model_scores: AssessorScores | null;
}

/** A screening assessment, as both assessors produce it and as fs_openai_assessment stores it. */
export interface AssessmentResult extends ModelAssessment {
  metadata: AssessmentMetadata;
  /** Set by the functions (never taken from a model) when the result needs a person's review. */
  review?: AssessmentReview;
  decision_log?: DecisionLog;
}

/** A number rounded to one decimal. */
export function roundToTenth(value: number): number {
  // The nudge keeps binary noise from rounding a true x.x5 down (6.05 is stored as 6.0499999...).
  return Math.round(value * 10 + 1e-9) / 10;
}

/**
 * The overall score: the mean of the section scores weighted by SECTION_WEIGHTS (percent),
 * 0-10, rounded to one decimal. Scores outside 0-10 are clamped.
 */
export function weightedScore(sectionScores: Record<ScreeningSectionKey, number>): number {
  const total = SCREENING_SECTION_KEYS.reduce(
    (sum, key) => sum + SECTION_WEIGHTS[key] * Math.min(10, Math.max(0, sectionScores[key] ?? 0)),
    0,
  );
  return roundToTenth(total / 100);
}

/** Whether an overall score passes: at or above the threshold (PASS_THRESHOLD by default). */
export function isPassing(score: number, threshold: number = PASS_THRESHOLD): boolean {
  return score >= threshold;
}

/** The recommendation a score earns (see RECOMMENDATIONS). */
export function recommendationFor(score: number, threshold: number = PASS_THRESHOLD): Recommendation {
  if (isPassing(score, threshold)) return 'advance';
  return score >= threshold - HOLD_MARGIN ? 'hold' : 'reject';
}

/** The readiness a score earns: 'Ready' at READY_SCORE (and a pass), 'Ready with mentoring' on a pass. */
export function internshipReadinessFor(score: number, threshold: number = PASS_THRESHOLD): InternshipReadiness {
  if (!isPassing(score, threshold)) return 'Not yet ready';
  return score >= READY_SCORE ? 'Ready' : 'Ready with mentoring';
}

/** fs_failure_reason of a failed screening. */
export function screeningFailureReason(score: number, threshold: number = PASS_THRESHOLD): string {
  return `Weighted score ${score.toFixed(1)} is below the pass mark of ${threshold.toFixed(1)}`;
}
