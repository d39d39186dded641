import { describe, expect, it } from 'vitest';
import type { AssessorScores, ModelAssessment, SectionAnalysis } from './assessment';
import { modelClaimedScores, reviewAgainstRubric, reviewFailureReason } from './model-review';
import { SCREENING_SECTION_KEYS, type ScreeningSectionKey } from './sections';

type Scores = Record<ScreeningSectionKey, number>;
const every = (score: number, except: Partial<Scores> = {}): Scores =>
  ({ ...Object.fromEntries(SCREENING_SECTION_KEYS.map((key) => [key, score])), ...except }) as Scores;
const scores = (weighted_score: number, passed: boolean, section_scores: Scores): AssessorScores => ({
  weighted_score,
  passed,
  section_scores,
});

describe('a model assessment compared with the rubric', () => {
  it('needs no review when both agree on pass/fail and every section is at most 3.0 apart', () => {
    const model = scores(8, true, every(8, { frontend: 10 }));
    const rubric = scores(7, true, every(7, { frontend: 7 }));
    expect(reviewAgainstRubric(model, rubric)).toBeNull();
  });

  it('names a section more than 3.0 apart, either way', () => {
    const model = scores(7, true, every(7, { frontend: 10, database: 2.8 }));
    const rubric = scores(7, true, every(7, { frontend: 6.9, database: 6 }));
    expect(reviewAgainstRubric(model, rubric)?.reasons).toEqual([
      'Frontend Development: the model gives 10.0, the built-in rubric 6.9 (more than 3.0 apart)',
      'Database Knowledge: the model gives 2.8, the built-in rubric 6.0 (more than 3.0 apart)',
    ]);
  });

  it('names a pass/fail disagreement first, with both weighted scores', () => {
    const model = scores(6.2, true, every(6.2));
    const rubric = scores(5.8, false, every(5.8));
    const review = reviewAgainstRubric(model, rubric);
    expect(review).toEqual({
      reasons: ['Pass or fail: the model passes it (6.2), the built-in rubric fails it (5.8)'],
      model,
      rubric,
    });
    expect(reviewFailureReason(review!)).toBe(
      'Needs review: the model and the built-in rubric disagree on pass or fail',
    );
  });

  it('says what the disagreement is about in the failure reason', () => {
    const review = reviewAgainstRubric(
      scores(10, true, every(10)),
      scores(0.4, false, every(0.4, { frontend: 7.5, backend: 7.5 })),
    )!;
    expect(review.reasons).toHaveLength(7);
    expect(reviewFailureReason(review)).toBe(
      'Needs review: the model and the built-in rubric disagree on pass or fail and 6 sections',
    );
    const one = reviewAgainstRubric(scores(7, true, every(7, { devops: 2 })), scores(7, true, every(7)))!;
    expect(reviewFailureReason(one)).toBe('Needs review: the model and the built-in rubric disagree on 1 section');
  });

  it("reads the model's claimed score of a section whose evidence did not check out", () => {
    const analysis = (score: number): SectionAnalysis => ({ score, strengths: [], concerns: [], summary: '' });
    const model = {
      section_analysis: Object.fromEntries(
        SCREENING_SECTION_KEYS.map((key) => [
          key,
          key === 'frontend' ? { ...analysis(2), unsupported: { quotes: ['made up'], model_score: 10 } } : analysis(5),
        ]),
      ),
    } as unknown as ModelAssessment;
    // Frontend (weight 20) at the claimed 10, the rest at 5: 0.2 * 10 + 0.8 * 5 = 6.0, a pass at 6.0.
    expect(modelClaimedScores(model, 6)).toEqual({
      weighted_score: 6,
      passed: true,
      section_scores: every(5, { frontend: 10 }),
    });
  });
});
