// The result of a screening assessment, whichever assessor produced it (the built-in rubric or
// an OpenAI-compatible model): its shape, the weighted score and pass rule, a validator for
// model output and stored results, and the JSON Schema a model is asked to answer in.
import { array, boolean, mixed, number, object, string, ValidationError, type AnySchema, type Schema } from 'yup';
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

/** The two assessors (design.md "Screening assessment"). */
export const ASSESSORS = ['builtin', 'openai'] as const;

/** One of ASSESSORS. */
export type Assessor = (typeof ASSESSORS)[number];

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

/** A screening assessment, as both assessors produce it and as fs_openai_assessment stores it. */
export interface AssessmentResult extends ModelAssessment {
  metadata: AssessmentMetadata;
  /** Set by the functions (never taken from a model) when the result needs a person's review. */
  review?: AssessmentReview;
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

// ---------------------------------------------------------------------------------------------
// Validation of model output and stored results

/** The most a model may write in one answer (its `max_tokens`). */
export const MODEL_MAX_TOKENS = 8000;

/** How much of an answer that could not be read is stored (fs_openai_assessment, the run's raw_output). */
export const RAW_OUTPUT_LIMIT = 20_000;

/** An unreadable answer as stored: at most RAW_OUTPUT_LIMIT characters, saying how much was cut. */
export function truncatedRawOutput(raw: string): string {
  if (raw.length <= RAW_OUTPUT_LIMIT) return raw;
  return `${raw.slice(0, RAW_OUTPUT_LIMIT)}\n[cut: ${raw.length - RAW_OUTPUT_LIMIT} more characters not stored]`;
}

/** Bounds of a result's texts and lists (model output beyond them is refused). */
export const ASSESSMENT_LIMITS = {
  evidencePerList: 20,
  quote: 500,
  reason: 500,
  summary: 2000,
  feedback: 10000,
} as const;

const score = (label: string) =>
  number()
    .typeError(`${label} must be a number`)
    .required(`${label} is required`)
    .min(0, `${label} must be between 0 and 10`)
    .max(10, `${label} must be between 0 and 10`);

const boundedText = (label: string, max: number) =>
  string()
    .typeError(`${label} must be text`)
    .defined(`${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const evidenceSchema = object({
  field: boundedText('Evidence field', 200),
  quote: boundedText('Evidence quote', ASSESSMENT_LIMITS.quote),
  reason: boundedText('Evidence reason', ASSESSMENT_LIMITS.reason),
  points: number()
    .typeError('Evidence points must be a number')
    .required('Evidence points is required')
    .min(-10, 'Evidence points must be between -10 and 10')
    .max(10, 'Evidence points must be between -10 and 10'),
  flags: array()
    .typeError('Evidence flags must be a list')
    .of(boundedText('Evidence flag', 100))
    .max(
      ASSESSMENT_LIMITS.evidencePerList,
      `Evidence flags may have at most ${ASSESSMENT_LIMITS.evidencePerList} entries`,
    )
    .optional()
    .default(undefined),
});

const evidenceList = (label: string) =>
  array()
    .typeError(`${label} must be a list`)
    .of(evidenceSchema)
    .required(`${label} is required`)
    .max(ASSESSMENT_LIMITS.evidencePerList, `${label} may have at most ${ASSESSMENT_LIMITS.evidencePerList} entries`);

const perSection = (label: string, schemaFor: (key: ScreeningSectionKey) => AnySchema) =>
  object(Object.fromEntries(SCREENING_SECTION_KEYS.map((key) => [key, schemaFor(key)])))
    .typeError(`${label} must be an object`)
    .default(undefined)
    .required(`${label} is required`);

const modelShape = {
  recommendation: mixed<Recommendation>()
    .oneOf([...RECOMMENDATIONS], `recommendation must be one of ${RECOMMENDATIONS.join(', ')}`)
    .required('recommendation is required'),
  passed: boolean().typeError('passed must be true or false').required('passed is required'),
  weighted_score: score('weighted_score'),
  internship_readiness: mixed<InternshipReadiness>()
    .oneOf([...INTERNSHIP_READINESS], `internship_readiness must be one of ${INTERNSHIP_READINESS.join(', ')}`)
    .required('internship_readiness is required'),
  section_scores: perSection('section_scores', (key) => score(`section_scores.${key}`)),
  section_analysis: perSection('section_analysis', (key) =>
    object({
      score: score(`section_analysis.${key}.score`),
      strengths: evidenceList(`section_analysis.${key}.strengths`),
      concerns: evidenceList(`section_analysis.${key}.concerns`),
      summary: boundedText(`section_analysis.${key}.summary`, ASSESSMENT_LIMITS.summary),
      unsupported: object({
        quotes: array()
          .of(boundedText('Unsupported quote', ASSESSMENT_LIMITS.quote))
          .required()
          .max(ASSESSMENT_LIMITS.evidencePerList * 2),
        model_score: score(`section_analysis.${key}.unsupported.model_score`),
      })
        .optional()
        .default(undefined),
    })
      .default(undefined)
      .required(`section_analysis.${key} is required`),
  ),
  feedback: boundedText('feedback', ASSESSMENT_LIMITS.feedback),
};

const modelAssessmentSchema = object(modelShape);

const assessorScoresSchema = (label: string) =>
  object({
    weighted_score: score(`${label}.weighted_score`),
    passed: boolean().typeError(`${label}.passed must be true or false`).required(`${label}.passed is required`),
    section_scores: perSection(`${label}.section_scores`, (key) => score(`${label}.section_scores.${key}`)),
  })
    .default(undefined)
    .required(`${label} is required`);

const assessmentResultSchema = object({
  ...modelShape,
  review: object({
    reasons: array()
      .typeError('review.reasons must be a list')
      .of(boundedText('review reason', ASSESSMENT_LIMITS.reason))
      .required('review.reasons is required')
      .max(SCREENING_SECTION_KEYS.length + 1),
    model: assessorScoresSchema('review.model'),
    rubric: assessorScoresSchema('review.rubric'),
  })
    .optional()
    .default(undefined),
  metadata: object({
    assessor: mixed<Assessor>()
      .oneOf([...ASSESSORS], `metadata.assessor must be one of ${ASSESSORS.join(', ')}`)
      .required('metadata.assessor is required'),
    model: boundedText('metadata.model', 200),
    version: boundedText('metadata.version', 200),
    duration_ms: number()
      .typeError('metadata.duration_ms must be a number')
      .required('metadata.duration_ms is required')
      .min(0, 'metadata.duration_ms must not be negative'),
  })
    .default(undefined)
    .required('metadata is required'),
});

/** A parse's outcome: the value, or why it was refused. */
export type ParseOutcome<T> = { ok: true; value: T } | { ok: false; error: string };

/** JSON text (a model may wrap it in a ``` fence) or an already-parsed value. */
function parseJson(input: unknown): ParseOutcome<unknown> {
  if (typeof input !== 'string') return { ok: true, value: input };
  const unfenced = input
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    return { ok: true, value: JSON.parse(unfenced) };
  } catch {
    return { ok: false, error: 'Assessment is not valid JSON' };
  }
}

function validate<T>(schema: Schema, input: unknown): ParseOutcome<T> {
  const json = parseJson(input);
  if (!json.ok) return json;
  if (typeof json.value !== 'object' || json.value === null || Array.isArray(json.value)) {
    return { ok: false, error: 'Assessment must be a JSON object' };
  }
  try {
    // Unknown keys are dropped: a model's extra remarks are not an error.
    return { ok: true, value: schema.validateSync(json.value, { abortEarly: true, stripUnknown: true }) as T };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, error: `Invalid assessment: ${error.message}` };
    throw error;
  }
}

/** A model's answer (JSON text or object) checked against ModelAssessment, or the first problem. */
export function parseModelAssessment(input: unknown): ParseOutcome<ModelAssessment> {
  return validate<ModelAssessment>(modelAssessmentSchema, input);
}

/** A stored or produced AssessmentResult (JSON text or object) checked, or the first problem (shown as raw text). */
export function parseAssessmentResult(input: unknown): ParseOutcome<AssessmentResult> {
  return validate<AssessmentResult>(assessmentResultSchema, input);
}

/**
 * A model's assessment made a result. Its arithmetic is not trusted: the section scores are
 * the analysis scores rounded to one decimal, and the weighted score, pass, recommendation and
 * (when inconsistent with the pass) readiness are derived from them with this threshold.
 */
export function finishAssessment(
  model: ModelAssessment,
  metadata: AssessmentMetadata,
  threshold: number = PASS_THRESHOLD,
): AssessmentResult {
  const section_scores = Object.fromEntries(
    SCREENING_SECTION_KEYS.map((key) => [key, roundToTenth(model.section_analysis[key].score)]),
  ) as Record<ScreeningSectionKey, number>;
  const section_analysis = Object.fromEntries(
    SCREENING_SECTION_KEYS.map((key) => [key, { ...model.section_analysis[key], score: section_scores[key] }]),
  ) as Record<ScreeningSectionKey, SectionAnalysis>;
  const weighted_score = weightedScore(section_scores);
  const passed = isPassing(weighted_score, threshold);
  const readinessAgrees = passed === (model.internship_readiness !== 'Not yet ready');
  return {
    recommendation: recommendationFor(weighted_score, threshold),
    passed,
    weighted_score,
    internship_readiness: readinessAgrees
      ? model.internship_readiness
      : internshipReadinessFor(weighted_score, threshold),
    section_scores,
    section_analysis,
    feedback: model.feedback,
    metadata,
  };
}

// ---------------------------------------------------------------------------------------------
// JSON Schema for a model's response_format (strict structured output: every property
// required, no additional properties)

const scoreJson = { type: 'number', minimum: 0, maximum: 10 } as const;

const evidenceJson = {
  type: 'object',
  additionalProperties: false,
  required: ['field', 'quote', 'reason', 'points'],
  properties: {
    field: { type: 'string', description: 'The form field the quote is from, e.g. hardest_bug_story.' },
    quote: {
      type: 'string',
      description: "A short verbatim quote (at most 120 characters) of the candidate's answer.",
    },
    reason: { type: 'string', description: 'Why this counts for or against the candidate.' },
    points: {
      type: 'number',
      minimum: -10,
      maximum: 10,
      description: "Points earned (positive) or lost (negative) on the section's 0-10 scale.",
    },
  },
} as const;

const sectionAnalysisJson = {
  type: 'object',
  additionalProperties: false,
  required: ['score', 'strengths', 'concerns', 'summary'],
  properties: {
    score: scoreJson,
    strengths: { type: 'array', items: evidenceJson, maxItems: ASSESSMENT_LIMITS.evidencePerList },
    concerns: { type: 'array', items: evidenceJson, maxItems: ASSESSMENT_LIMITS.evidencePerList },
    summary: { type: 'string' },
  },
} as const;

const perSectionJson = <T>(schema: T) => ({
  type: 'object',
  additionalProperties: false,
  required: [...SCREENING_SECTION_KEYS],
  properties: Object.fromEntries(SCREENING_SECTION_KEYS.map((key) => [key, schema])) as Record<ScreeningSectionKey, T>,
});

/** The JSON Schema of ModelAssessment, for an LLM's structured output. */
export const ASSESSMENT_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [
    'recommendation',
    'passed',
    'weighted_score',
    'internship_readiness',
    'section_scores',
    'section_analysis',
    'feedback',
  ],
  properties: {
    recommendation: { type: 'string', enum: [...RECOMMENDATIONS] },
    passed: { type: 'boolean' },
    weighted_score: scoreJson,
    internship_readiness: { type: 'string', enum: [...INTERNSHIP_READINESS] },
    section_scores: perSectionJson(scoreJson),
    section_analysis: perSectionJson(sectionAnalysisJson),
    feedback: { type: 'string' },
  },
} as const;

/** The chat-completions response_format that asks for ASSESSMENT_JSON_SCHEMA. */
export const ASSESSMENT_RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: { name: 'screening_assessment', strict: true, schema: ASSESSMENT_JSON_SCHEMA },
} as const;
