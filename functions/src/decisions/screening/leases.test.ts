import { describe, expect, it } from 'vitest';
import { decideExpiredAssessment } from './leases';
import { makeScreeningApplication } from '../../../testing/screening-applications';

const account = { uid: 'u1', name: 'Ananya Iyer', email: 'ananya@example.com' };
const now = new Date('2026-03-05T10:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);

/** An application assessing since a claim whose lease ended `ago` ms before now (negative: still running). */
function assessing(claims: number, ago: number) {
  const { application } = makeScreeningApplication(account, 'assessing', undefined, {
    fs_assessment_claims: claims,
    fs_assessment_lease_until: before(ago),
  });
  return application;
}

describe('decideExpiredAssessment', () => {
  it('leaves a run alone while its lease lasts, and any application not assessing or without a lease', () => {
    expect(decideExpiredAssessment(assessing(1, -1), now)).toBeNull();
    const { application: legacy } = makeScreeningApplication(account, 'assessing');
    expect(decideExpiredAssessment(legacy, now)).toBeNull();
    const { application: passed } = makeScreeningApplication(account, 'screening_passed', undefined, {
      fs_assessment_lease_until: before(60_000),
    });
    expect(decideExpiredAssessment(passed, now)).toBeNull();
  });

  it('asks for a lapsed run again, twice, with an audit entry naming the claim', () => {
    for (const claims of [1, 2]) {
      const expired = decideExpiredAssessment(assessing(claims, 1), now);
      expect(expired).toEqual({
        update: { fs_status: 'submitted', fs_assessment_lease_until: null, updated_at: now },
        run: { state: 'requested' },
        mirror: {
          status: 'submitted',
          message: 'Your application has been submitted and is waiting to be assessed.',
          updated_at: now,
        },
        audit: {
          action: 'screening_lease_expired',
          actor_uid: 'system:screening-assessment',
          actor_email: null,
          target: { collection: 'screeningApplications', id: 'u1' },
          from: 'assessing',
          to: 'submitted',
          at: now,
          detail: `run-0001: claim ${claims} of 3 ended without a result at 2026-03-05T09:59:59.999Z`,
        },
      });
    }
  });

  it('ends the run in assessment_failed with the reason at its third lapsed claim', () => {
    const expired = decideExpiredAssessment(assessing(3, 60_000), now);
    const reason = 'The assessment stopped without a result 3 times (each run outlived its 10-minute lease)';
    expect(expired?.update).toEqual({
      fs_status: 'assessment_failed',
      fs_assessment_lease_until: null,
      fs_overall_score: null,
      fs_section_scores: null,
      fs_failure_reason: reason,
      fs_openai_assessment: null,
      fs_assessed_at: now,
      updated_at: now,
    });
    expect(expired?.run).toEqual({
      state: 'failed',
      failure_reason: reason,
      finished_at: now,
      outcome: 'assessment_failed',
    });
    expect(expired?.audit).toMatchObject({ to: 'assessment_failed' });
  });
});
