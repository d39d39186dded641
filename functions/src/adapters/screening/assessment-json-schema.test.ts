import {
  parseModelAssessment,
  SCREENING_SECTION_KEYS,
  type AssessmentResult,
  type ModelAssessment,
  type ScreeningSectionKey,
  type SectionAnalysis,
} from '@careers/domain/screening';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_JSON_SCHEMA, ASSESSMENT_RESPONSE_FORMAT } from './assessment-json-schema';

const perSection = <T>(value: (key: ScreeningSectionKey) => T) =>
  Object.fromEntries(SCREENING_SECTION_KEYS.map((key) => [key, value(key)])) as Record<ScreeningSectionKey, T>;

const analysis = (score: number): SectionAnalysis => ({
  score,
  strengths: [
    {
      field: 'hardest_bug_story',
      quote: 'The root cause was a stale closure',
      reason: 'Explains the cause',
      points: 1.2,
    },
  ],
  concerns: [{ field: 'failure_detection', quote: 'My teacher told me.', reason: 'Thin answer: brief', points: -0.8 }],
  summary: `Score ${score}/10.`,
});

/** A model's answer as the JSON Schema asks for it. */
const modelPart = (): ModelAssessment => ({
  recommendation: 'advance',
  passed: true,
  weighted_score: 7,
  internship_readiness: 'Ready with mentoring',
  section_scores: perSection(() => 7),
  section_analysis: perSection(() => analysis(7)),
  feedback: 'Solid answers with concrete numbers.',
});

/** A stored result. */
const result = (): AssessmentResult => ({
  ...modelPart(),
  metadata: { assessor: 'builtin', model: 'rubric', version: 'rubric-2026.11', duration_ms: 4 },
});

/** A small checker of the JSON Schema subset used (object, array, string, number, boolean, enum, bounds). */
function schemaErrors(schema: Record<string, unknown>, value: unknown, path = '$'): string[] {
  const type = schema.type;
  if (schema.enum && !(schema.enum as unknown[]).includes(value)) return [`${path}: not in enum`];
  if (type === 'string') return typeof value === 'string' ? [] : [`${path}: not a string`];
  if (type === 'boolean') return typeof value === 'boolean' ? [] : [`${path}: not a boolean`];
  if (type === 'number') {
    if (typeof value !== 'number') return [`${path}: not a number`];
    if (typeof schema.minimum === 'number' && value < schema.minimum) return [`${path}: below minimum`];
    if (typeof schema.maximum === 'number' && value > schema.maximum) return [`${path}: above maximum`];
    return [];
  }
  if (type === 'array') {
    if (!Array.isArray(value)) return [`${path}: not an array`];
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) return [`${path}: too many items`];
    return value.flatMap((item, i) => schemaErrors(schema.items as Record<string, unknown>, item, `${path}[${i}]`));
  }
  if (type === 'object') {
    if (typeof value !== 'object' || value === null) return [`${path}: not an object`];
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    const extra = Object.keys(value).filter((key) => !(key in properties));
    const missing = (schema.required as string[]).filter((key) => !(key in value));
    return [
      ...extra.map((key) => `${path}.${key}: not allowed`),
      ...missing.map((key) => `${path}.${key}: missing`),
      ...Object.entries(properties).flatMap(([key, sub]) =>
        key in value ? schemaErrors(sub, (value as Record<string, unknown>)[key], `${path}.${key}`) : [],
      ),
    ];
  }
  return [`${path}: unknown schema type ${String(type)}`];
}

/** Every object schema in a JSON Schema. */
function objectSchemas(schema: Record<string, unknown>): Record<string, unknown>[] {
  const nested = [
    ...Object.values((schema.properties ?? {}) as Record<string, Record<string, unknown>>),
    ...(schema.items ? [schema.items as Record<string, unknown>] : []),
  ];
  return [...(schema.type === 'object' ? [schema] : []), ...nested.flatMap(objectSchemas)];
}

describe('ASSESSMENT_JSON_SCHEMA', () => {
  it('is strict: every object lists all its properties as required and allows no others', () => {
    for (const schema of objectSchemas(ASSESSMENT_JSON_SCHEMA)) {
      expect(schema.additionalProperties).toBe(false);
      expect([...(schema.required as string[])].sort()).toEqual(Object.keys(schema.properties as object).sort());
    }
    expect(ASSESSMENT_RESPONSE_FORMAT.json_schema.strict).toBe(true);
  });

  it('describes what the validator accepts: a result without its metadata', () => {
    expect(parseModelAssessment(modelPart()).ok).toBe(true);
    expect(schemaErrors(ASSESSMENT_JSON_SCHEMA, modelPart())).toEqual([]);
    expect(schemaErrors(ASSESSMENT_JSON_SCHEMA, result())).toEqual(['$.metadata: not allowed']);
  });

  it('refuses what the validator refuses', () => {
    expect(schemaErrors(ASSESSMENT_JSON_SCHEMA, { ...modelPart(), recommendation: 'maybe' })).toEqual([
      '$.recommendation: not in enum',
    ]);
    expect(schemaErrors(ASSESSMENT_JSON_SCHEMA, { ...modelPart(), weighted_score: 10.5 })).toEqual([
      '$.weighted_score: above maximum',
    ]);
  });
});
