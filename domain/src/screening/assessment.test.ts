import { describe, expect, it } from 'vitest';
import {
  internshipReadinessFor,
  isPassing,
  recommendationFor,
  roundToTenth,
  screeningFailureReason,
  weightedScore,
  type AssessmentResult,
  type ModelAssessment,
  type SectionAnalysis,
} from './assessment';
import { finishAssessment, parseAssessmentResult, parseModelAssessment } from './assessment-validation';
import { SCREENING_SECTION_KEYS, type ScreeningSectionKey } from './sections';

const scores = (values: Partial<Record<ScreeningSectionKey, number>>) =>
  ({
    personal: 0,
    frontend: 0,
    backend: 0,
    database: 0,
    devops: 0,
    ai_tools: 0,
    experience: 0,
    knowledge: 0,
    ...values,
  }) satisfies Record<ScreeningSectionKey, number>;

describe('weightedScore', () => {
  it('is the section score when every section has it', () => {
    expect(weightedScore(scores(Object.fromEntries(SCREENING_SECTION_KEYS.map((key) => [key, 7]))))).toBe(7);
  });

  it('weighs the sections 0/20/20/15/15/10/15/5', () => {
    // (0*10 + 20*8 + 20*6 + 15*7 + 15*5 + 10*9 + 15*4 + 5*10) / 100 = 660 / 100
    const example = scores({
      personal: 10,
      frontend: 8,
      backend: 6,
      database: 7,
      devops: 5,
      ai_tools: 9,
      experience: 4,
      knowledge: 10,
    });
    expect(weightedScore(example)).toBe(6.6);
    // Personal weighs nothing.
    expect(weightedScore({ ...example, personal: 0 })).toBe(6.6);
  });

  it('rounds to one decimal', () => {
    // 20*7.3 + 20*8.1 + 15*6.4 + 15*5.9 + 10*7.7 + 15*6.6 + 5*9.2 = 714.5 -> 7.145
    expect(
      weightedScore(
        scores({
          frontend: 7.3,
          backend: 8.1,
          database: 6.4,
          devops: 5.9,
          ai_tools: 7.7,
          experience: 6.6,
          knowledge: 9.2,
        }),
      ),
    ).toBe(7.1);
    // 10*7.5 = 75 -> 0.75, half up
    expect(weightedScore(scores({ ai_tools: 7.5 }))).toBe(0.8);
    // 5*9.9 = 49.5 -> 0.495
    expect(weightedScore(scores({ knowledge: 9.9 }))).toBe(0.5);
  });

  it('clamps section scores to 0-10', () => {
    // 20*10 = 200 -> 2.0 (12 counts as 10); -3 counts as 0
    expect(weightedScore(scores({ frontend: 12, backend: -3 }))).toBe(2);
  });

  it('rounds tenths without float noise', () => {
    expect(roundToTenth(6.05)).toBe(6.1);
    expect(roundToTenth(0.1 + 0.2)).toBe(0.3);
    expect(roundToTenth(7.04999)).toBe(7);
  });
});

describe('the pass rule', () => {
  it('passes at 6.0 and fails at 5.99 by default', () => {
    expect(isPassing(6.0)).toBe(true);
    expect(isPassing(5.99)).toBe(false);
  });

  it('takes another threshold', () => {
    expect(isPassing(6.9, 7)).toBe(false);
    expect(isPassing(7, 7)).toBe(true);
  });

  it('recommends advance on a pass, hold within 1.0 below, reject under that', () => {
    expect(recommendationFor(6)).toBe('advance');
    expect(recommendationFor(5.9)).toBe('hold');
    expect(recommendationFor(5)).toBe('hold');
    expect(recommendationFor(4.99)).toBe('reject');
    expect(recommendationFor(7.5, 8)).toBe('hold');
  });

  it('reads readiness from the score', () => {
    expect(internshipReadinessFor(7.5)).toBe('Ready');
    expect(internshipReadinessFor(7.4)).toBe('Ready with mentoring');
    expect(internshipReadinessFor(6)).toBe('Ready with mentoring');
    expect(internshipReadinessFor(5.9)).toBe('Not yet ready');
  });

  it('words the failure reason', () => {
    expect(screeningFailureReason(4.2)).toBe('Weighted score 4.2 is below the pass mark of 6.0');
  });
});

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

describe('parseAssessmentResult', () => {
  it('accepts a result, as an object or JSON text', () => {
    const value = result();
    expect(parseAssessmentResult(value)).toEqual({ ok: true, value });
    expect(parseAssessmentResult(JSON.stringify(value))).toEqual({ ok: true, value });
  });

  it('drops keys it does not know', () => {
    const parsed = parseAssessmentResult({ ...result(), remarks: 'extra' });
    expect(parsed.ok && 'remarks' in parsed.value).toBe(false);
  });

  it.each([
    ['not json', 'Assessment is not valid JSON'],
    ['[1, 2]', 'Assessment must be a JSON object'],
    ['null', 'Assessment must be a JSON object'],
  ])('refuses %j', (input, error) => {
    expect(parseAssessmentResult(input)).toEqual({ ok: false, error });
  });

  it('names the first problem', () => {
    const { metadata: _dropped, ...noMetadata } = result();
    expect(parseAssessmentResult(noMetadata)).toEqual({ ok: false, error: 'Invalid assessment: metadata is required' });
    const highScore = result();
    highScore.section_scores.backend = 11;
    expect(parseAssessmentResult(highScore)).toEqual({
      ok: false,
      error: 'Invalid assessment: section_scores.backend must be between 0 and 10',
    });
    const badAssessor = { ...result(), metadata: { ...result().metadata, assessor: 'gpt' } };
    expect(parseAssessmentResult(badAssessor)).toEqual({
      ok: false,
      error: 'Invalid assessment: metadata.assessor must be one of builtin, openai',
    });
  });
});

describe('parseModelAssessment', () => {
  it('accepts a model answer, even fenced', () => {
    const model = modelPart();
    expect(parseModelAssessment(model)).toEqual({ ok: true, value: model });
    expect(parseModelAssessment('```json\n' + JSON.stringify(model) + '\n```')).toEqual({ ok: true, value: model });
  });

  it('refuses a missing section and an unknown recommendation', () => {
    const model = modelPart();
    const { knowledge: _dropped, ...analysis } = model.section_analysis;
    expect(parseModelAssessment({ ...model, section_analysis: analysis })).toEqual({
      ok: false,
      error: 'Invalid assessment: section_analysis.knowledge is required',
    });
    expect(parseModelAssessment({ ...model, recommendation: 'maybe' })).toEqual({
      ok: false,
      error: 'Invalid assessment: recommendation must be one of advance, hold, reject',
    });
  });
});

describe('finishAssessment', () => {
  it('derives the scores and the verdict from the section analysis, not from the model', () => {
    const model = modelPart();
    const lowered: ModelAssessment = {
      ...model,
      passed: true,
      recommendation: 'advance',
      weighted_score: 9.9,
      internship_readiness: 'Ready',
      section_analysis: perSection((key) => ({ ...model.section_analysis[key], score: 4.04 })),
    };
    const metadata = { assessor: 'openai' as const, model: 'gpt-4o-mini', version: '1', duration_ms: 900 };
    const finished = finishAssessment(lowered, metadata);
    expect(finished.section_scores.frontend).toBe(4);
    expect(finished.weighted_score).toBe(4);
    expect(finished.passed).toBe(false);
    expect(finished.recommendation).toBe('reject');
    expect(finished.internship_readiness).toBe('Not yet ready');
    expect(finished.metadata).toEqual(metadata);
  });
});
