import { makeScreeningForm, WEAK_SCREENING_CANDIDATE } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { decideAssessmentEnd } from './assessment';
import { assessWithRubric } from '../../rubric/rubric';

const now = new Date('2026-03-05T10:00:00Z');
const application = { id: 'u1' };

describe('decideAssessmentEnd', () => {
  it('passes a scored result at the pass mark: scores, no failure reason, the run scored', () => {
    const result = assessWithRubric(makeScreeningForm(), { now: () => 0 });
    expect(result.passed).toBe(true);
    const end = decideAssessmentEnd(application, { ok: true, result, attempts: 1 }, 6, now);
    expect(end.status).toBe('screening_passed');
    expect(end.update).toEqual({
      fs_status: 'screening_passed',
      fs_overall_score: result.weighted_score,
      fs_section_scores: result.section_scores,
      fs_failure_reason: null,
      fs_openai_assessment: result,
      fs_assessed_at: now,
      fs_assessment_lease_until: null,
      updated_at: now,
    });
    expect(end.run).toEqual({
      state: 'scored',
      assessor: 'builtin',
      model: 'rubric',
      result,
      failure_reason: null,
      attempts: 1,
      finished_at: now,
      outcome: 'screening_passed',
    });
    expect(end.mirror.message).toBe(
      'Congratulations! Your application passed the screening. Our team will contact you with next steps.',
    );
    expect(end.audit).toMatchObject({
      action: 'screening_assessed',
      actor_uid: 'system:screening-assessment',
      from: 'assessing',
      to: 'screening_passed',
    });
  });

  it('fails a result below the pass mark with the reason', () => {
    const result = assessWithRubric(WEAK_SCREENING_CANDIDATE.form, { now: () => 0 });
    const end = decideAssessmentEnd(application, { ok: true, result, attempts: 1 }, 6, now);
    expect(end.status).toBe('screening_failed');
    expect(end.update.fs_failure_reason).toBe(
      `Weighted score ${result.weighted_score.toFixed(1)} is below the pass mark of 6.0`,
    );
  });

  it('keeps the raw text of an unreadable answer and ends in assessment_failed', () => {
    const raw = 'Sorry, I cannot do that.';
    const end = decideAssessmentEnd(
      application,
      {
        ok: false,
        failure: 'unparseable',
        detail: 'Assessment is not valid JSON',
        raw,
        attempts: 1,
        assessor: 'openai',
        model: 'm',
      },
      6,
      now,
    );
    expect(end.status).toBe('assessment_failed');
    expect(end.update).toMatchObject({
      fs_status: 'assessment_failed',
      fs_overall_score: null,
      fs_failure_reason: 'The assessment could not be read: Assessment is not valid JSON',
      fs_openai_assessment: raw,
    });
    expect(end.run).toMatchObject({ state: 'failed', raw_output: raw, assessor: 'openai', model: 'm' });
    expect(end.mirror.message).toBe('Your application has been received and is being reviewed by our team.');
  });

  it('names the attempts of a service failure', () => {
    const end = decideAssessmentEnd(
      application,
      { ok: false, failure: 'service', detail: 'HTTP 500', raw: null, attempts: 3, assessor: 'openai', model: 'm' },
      6,
      now,
    );
    expect(end.update.fs_failure_reason).toBe('The assessment service failed after 3 attempts: HTTP 500');
    expect(end.run).toMatchObject({ attempts: 3, raw_output: null });
  });
});
