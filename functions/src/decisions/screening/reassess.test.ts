import { ADMIN_SCREENING_STATUSES } from '@careers/domain/screening';
import { describe, expect, it } from 'vitest';
import { conflict, notFound } from '../../outcome';
import { decideReassess } from './reassess';
import { makeScreeningApplication } from '../../../testing/screening-applications';

const account = { uid: 'u1', name: 'Ananya Iyer', email: 'ananya@example.com' };
const admin = { uid: 'admin-1', email: 'admin@example.com' };
const now = new Date('2026-03-05T10:00:00Z');

describe('decideReassess', () => {
  it('requests run 2 of a failed assessment, clears the current result and audits the move', () => {
    const { application } = makeScreeningApplication(account, 'assessment_failed');
    const decided = decideReassess(application, admin, now);
    expect(decided.ok).toBe(true);
    if (!decided.ok) return;
    expect(decided.value.update).toEqual({
      fs_status: 'submitted',
      fs_overall_score: null,
      fs_section_scores: null,
      fs_failure_reason: null,
      fs_openai_assessment: null,
      fs_assessed_at: null,
      fs_assessment_run_id: 'run-0002',
      fs_assessment_count: 2,
      fs_assessment_claims: 0,
      fs_assessment_lease_until: null,
      updated_at: now,
    });
    expect(decided.value.run).toMatchObject({
      run_id: 'run-0002',
      number: 2,
      cause: 'reassess',
      requested_by: 'admin-1',
      state: 'requested',
    });
    expect(decided.value.status).toEqual({
      status: 'submitted',
      message: 'Your application has been submitted and is waiting to be assessed.',
      updated_at: now,
    });
    expect(decided.value.audit).toEqual({
      action: 'screening_reassessed',
      actor_uid: 'admin-1',
      actor_email: 'admin@example.com',
      target: { collection: 'screeningApplications', id: 'u1' },
      from: 'assessment_failed',
      to: 'submitted',
      at: now,
    });
    expect(decided.value.answer).toEqual({
      success: true,
      message: 'Application reassessment started',
      status: 'submitted',
      run_id: 'run-0002',
    });
  });

  it('reassesses a failed screening too', () => {
    const { application } = makeScreeningApplication(account, 'screening_failed');
    expect(decideReassess(application, admin, now).ok).toBe(true);
  });

  it('refuses every other status with its label, and a missing application', () => {
    const refused = ADMIN_SCREENING_STATUSES.filter((s) => s !== 'assessment_failed' && s !== 'screening_failed');
    expect(refused).toHaveLength(8);
    expect(decideReassess(makeScreeningApplication(account, 'assessing').application, admin, now)).toEqual(
      conflict(
        'Only an application with an assessment error or not selected can be reassessed (current status: Under Assessment)',
      ),
    );
    for (const status of refused) {
      expect(decideReassess(makeScreeningApplication(account, status).application, admin, now).ok, status).toBe(false);
    }
    expect(decideReassess(undefined, admin, now)).toEqual(notFound('Application not found'));
  });
});
