import { type AssessmentResult } from '@careers/domain/screening';
import {
  INJECTED_SCREENING_CANDIDATE,
  SCREENING_DEMO_CANDIDATES,
  SCREENING_PIPELINE_APPLICANTS,
  screeningFormOf,
} from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { makeScreeningApplication } from './screening-applications';

describe('the screening demo accounts, stored', () => {
  it('store a scored application whose result agrees with its status', () => {
    for (const candidate of SCREENING_DEMO_CANDIDATES) {
      if (['submitted', 'assessing', 'assessment_failed', 'needs_review'].includes(candidate.status)) continue;
      const { application, runs } = makeScreeningApplication(
        { uid: candidate.key, name: candidate.name, email: candidate.email },
        candidate.status as Exclude<typeof candidate.status, 'draft'>,
        candidate.form,
      );
      const passed = candidate.status !== 'screening_failed';
      expect(application.fs_overall_score! >= 6, candidate.key).toBe(passed);
      expect(application.fs_failure_reason === null, candidate.key).toBe(passed);
      expect(runs[0]!.state).toBe('scored');
    }
  });

  it("store the screening pipeline's applications with the result their status says", () => {
    const pairs = new Set(SCREENING_PIPELINE_APPLICANTS.map(({ candidate, status }) => `${candidate} ${status}`));
    for (const pair of pairs) {
      const [key, status] = pair.split(' ') as [string, 'screening_passed' | 'screening_failed'];
      const candidate = SCREENING_DEMO_CANDIDATES.find((each) => each.key === key)!;
      const { application } = makeScreeningApplication(
        { uid: key, name: candidate.name, email: candidate.email },
        status,
        screeningFormOf(candidate),
      );
      expect((application.fs_openai_assessment as AssessmentResult).passed, pair).toBe(status === 'screening_passed');
    }
  });

  it('keep the raw answer of an assessment that could not be read', () => {
    const { application, runs, status } = makeScreeningApplication(
      { uid: 'u', name: 'N', email: 'n@example.com' },
      'assessment_failed',
    );
    expect(application.fs_failure_reason).toBe('The assessment could not be read: Assessment is not valid JSON');
    expect(typeof application.fs_openai_assessment).toBe('string');
    expect(runs[0]!.raw_output).toBe(application.fs_openai_assessment);
    expect(status.status).toBe('assessment_failed');
  });

  it("store the demo application in review as the model path records one: the model's 10s beside the rubric's fail", () => {
    const { application, runs, status } = makeScreeningApplication(
      { uid: 'u', name: 'N', email: 'n@example.com' },
      'needs_review',
      INJECTED_SCREENING_CANDIDATE.form,
    );
    const result = application.fs_openai_assessment as AssessmentResult;
    expect(application.fs_overall_score).toBe(10);
    expect(result.metadata.assessor).toBe('openai');
    expect(result.review?.model.passed).toBe(true);
    expect(result.review?.rubric.passed).toBe(false);
    expect(result.review?.reasons[0]).toMatch(
      /^Pass or fail: the model passes it \(10\.0\), the built-in rubric fails it/,
    );
    expect(application.fs_failure_reason).toMatch(
      /^Needs review: the model and the built-in rubric disagree on pass or fail and \d sections?$/,
    );
    expect(runs[0]).toMatchObject({ state: 'scored', outcome: 'needs_review' });
    expect(status.status).toBe('needs_review');
  });
});
