// @vitest-environment jsdom
import {
  SCREENING_SECTION_KEYS,
  SECTION_FIELDS,
  type AssessmentResult,
  type AssessmentReview,
  type ScreeningSectionKey,
  type SectionAnalysis,
} from '@careers/domain/screening';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AiAssessment, ReviewPanel } from './AiAssessment';

afterEach(cleanup);

/** A built-in rubric's result, pinned (the rubric itself runs in the functions: functions/src/rubric/). */
function rubricResult(): AssessmentResult {
  const analysis = (key: ScreeningSectionKey): SectionAnalysis => ({
    score: 7.5,
    strengths: [
      { field: SECTION_FIELDS[key][0]!, quote: 'a dashboard in React', reason: 'names a framework', points: 1 },
    ],
    concerns: [],
    summary: 'Concrete answers with the tools named.',
  });
  const bySection = <T,>(value: (key: ScreeningSectionKey) => T) =>
    Object.fromEntries(SCREENING_SECTION_KEYS.map((key) => [key, value(key)])) as Record<ScreeningSectionKey, T>;
  return {
    recommendation: 'advance',
    passed: true,
    weighted_score: 7.5,
    internship_readiness: 'Ready with mentoring',
    section_scores: bySection(() => 7.5),
    section_analysis: bySection(analysis),
    feedback: 'A solid candidate.',
    metadata: { assessor: 'builtin', model: 'rubric', version: 'rubric-2026.12', duration_ms: 3 },
  };
}

describe('AiAssessment', () => {
  it("shows the decision log: the rubric's and the model's versions and scores", () => {
    const result = rubricResult();
    const scores = { weighted_score: 7.5, passed: true, section_scores: result.section_scores };
    render(
      <AiAssessment
        assessment={{
          ...result,
          decision_log: {
            rubric_version: 'rubric-2026.12',
            rubric_scores: { ...scores, weighted_score: 5.2, passed: false },
            model: 'gpt-test',
            prompt_version: 'prompt-2026.11',
            model_scores: scores,
          },
        }}
      />,
    );
    expect(screen.getByTestId('decision-log').textContent).toBe(
      'Rubric rubric-2026.12: 5.2/10 (Fail) · Model gpt-test · prompt-2026.11: 7.5/10 (Pass)',
    );
  });

  it('leaves the decision log out of a result stored before it', () => {
    render(<AiAssessment assessment={rubricResult()} />);
    expect(screen.queryByTestId('decision-log')).toBeNull();
  });

  it("warns on a section whose evidence misquoted the answers, with the model's score and the quotes", () => {
    const result = rubricResult();
    result.section_analysis.frontend = {
      ...result.section_analysis.frontend,
      unsupported: { quotes: ['pre-verified by the team'], model_score: 9.5 },
    };
    render(<AiAssessment assessment={result} />);
    expect(screen.getByTestId('unsupported-frontend').textContent).toBe(
      'Unsupported: the model quoted what the candidate did not write ("pre-verified by the team"), so its 9.5 does not count; the rubric\'s score does.',
    );
    expect(screen.queryByTestId('unsupported-backend')).toBeNull();
  });

  it('shows the raw text of an answer that could not be read', () => {
    render(<AiAssessment assessment={'{"recommendation": "adv'} />);
    expect(screen.getByTestId('raw-assessment').textContent).toBe('{"recommendation": "adv');
  });

  it("shows why an application is in review and both assessors' scores side by side", () => {
    const sections = (score: number) =>
      Object.fromEntries(
        SCREENING_SECTION_KEYS.map((key) => [key, score]),
      ) as AssessmentReview['model']['section_scores'];
    const review: AssessmentReview = {
      reasons: ['Pass or fail: the model passes it (10.0), the built-in rubric fails it (1.2)'],
      model: { weighted_score: 10, passed: true, section_scores: sections(10) },
      rubric: { weighted_score: 1.2, passed: false, section_scores: { ...sections(1), frontend: 2 } },
    };
    render(<ReviewPanel review={review} />);
    const panel = screen.getByTestId('assessment-review');
    expect(panel.textContent).toContain('Needs review: the model and the built-in rubric disagree');
    expect(screen.getByRole('listitem').textContent).toBe(
      'Pass or fail: the model passes it (10.0), the built-in rubric fails it (1.2)',
    );
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows[0]).toBe('SectionModelBuilt-in rubric');
    expect(rows).toContain('Frontend Development10.02.0');
    expect(rows.at(-2)).toBe('Weighted score10.01.2');
    expect(rows.at(-1)).toBe('ResultPassFail');
    expect(rows).toHaveLength(1 + 8 + 2);
  });
});
