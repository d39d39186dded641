// Reading a model's answer and a stored result: both validated against the shape of an
// AssessmentResult (bounded texts and lists, every section scored 0-10), the raw text of an
// answer that cannot be read cut to RAW_OUTPUT_LIMIT, and finishAssessment, which redoes a
// model's arithmetic from its section scores and the pass mark.
import { array, boolean, mixed, number, object, string, ValidationError, type AnySchema, type Schema } from 'yup';
import {
  ASSESSORS,
  INTERNSHIP_READINESS,
  internshipReadinessFor,
  isPassing,
  RECOMMENDATIONS,
  recommendationFor,
  roundToTenth,
  weightedScore,
  type AssessmentMetadata,
  type AssessmentResult,
  type Assessor,
  type InternshipReadiness,
  type ModelAssessment,
  type Recommendation,
  type SectionAnalysis,
} from './assessment';
import { PASS_THRESHOLD, SCREENING_SECTION_KEYS, type ScreeningSectionKey } from './sections';

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
  decision_log: object({
    rubric_version: boundedText('decision_log.rubric_version', 200),
    rubric_scores: assessorScoresSchema('decision_log.rubric_scores'),
    model: string().nullable().defined().max(200),
    prompt_version: string().nullable().defined().max(200),
    model_scores: assessorScoresSchema('decision_log.model_scores').nullable().defined().default(null),
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
