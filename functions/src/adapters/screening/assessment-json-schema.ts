// The JSON Schema of a model's response_format: strict structured output (every property
// required, no additional properties), the same shape and bounds the domain's
// parseModelAssessment checks (domain/src/screening/assessment-validation.ts).
import {
  ASSESSMENT_LIMITS,
  INTERNSHIP_READINESS,
  RECOMMENDATIONS,
  SCREENING_SECTION_KEYS,
  type ScreeningSectionKey,
} from '@careers/domain/screening';

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
