// @vitest-environment jsdom
import { assessWithRubric, type AssessmentResult } from '@careers/domain';
import { makeScreeningForm } from '@careers/domain/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AiAssessment } from './AiAssessment';

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
});
