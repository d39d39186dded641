// @vitest-environment jsdom
import {
  assessWithRubric,
  SCREENING_SECTION_KEYS,
  type AssessmentResult,
  type AssessmentReview,
} from '@careers/domain/screening';
import { makeScreeningForm } from '@careers/domain/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AiAssessment, ReviewPanel } from './AiAssessment';

afterEach(cleanup);

describe('AiAssessment', () => {
  it("warns on a section whose evidence misquoted the answers, with the model's score and the quotes", () => {
    const result: AssessmentResult = assessWithRubric(makeScreeningForm());
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
