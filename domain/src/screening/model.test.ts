import { describe, expect, it } from 'vitest';
import { ASSESSMENT_FAILURES, assessmentRunId, requestedRun, SCREENING_ERRORS, screeningStatusDocument } from './model';
import { SCREENING_API } from './paths';

describe('the stored screening documents', () => {
  it('number the runs run-0001, run-0002, ... so they sort in order', () => {
    expect(assessmentRunId(1)).toBe('run-0001');
    expect(assessmentRunId(12)).toBe('run-0012');
  });

  it('request a run with nothing done yet', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    expect(requestedRun(2, 'reassess', 'admin-1', at)).toEqual({
      run_id: 'run-0002',
      number: 2,
      cause: 'reassess',
      requested_by: 'admin-1',
      requested_at: at,
      state: 'requested',
      started_at: null,
      finished_at: null,
      assessor: null,
      model: null,
      attempts: 0,
      result: null,
      raw_output: null,
      failure_reason: null,
      outcome: null,
    });
  });

  it("mirror a status with the candidate's message", () => {
    const at = new Date('2026-01-02T03:04:05Z');
    expect(screeningStatusDocument('submitted', at)).toEqual({
      status: 'submitted',
      message: 'Your application has been submitted and is waiting to be assessed.',
      updated_at: at,
    });
    expect(screeningStatusDocument('assessment_failed', at).message).toBe(
      'Your application has been received and is being reviewed by our team.',
    );
  });

  it('word the failures and errors', () => {
    expect(ASSESSMENT_FAILURES.unparseable('Assessment is not valid JSON')).toBe(
      'The assessment could not be read: Assessment is not valid JSON',
    );
    expect(ASSESSMENT_FAILURES.service('HTTP 500', 3)).toBe('The assessment service failed after 3 attempts: HTTP 500');
    expect(ASSESSMENT_FAILURES.service('HTTP 400', 1)).toBe('The assessment service failed after 1 attempt: HTTP 400');
    expect(SCREENING_ERRORS.notFound).toBe('Application not found');
    expect(SCREENING_ERRORS.notReassessable('Under Assessment')).toBe(
      'Only an application with an assessment error or not selected can be reassessed (current status: Under Assessment)',
    );
  });

  it('keep the specification paths', () => {
    expect(SCREENING_API).toEqual({
      checkExisting: '/api/fullstack-screening/check-existing',
      submit: '/api/fullstack-screening/submit',
      adminReassess: '/api/admin/fullstack-screening/applications/:id/reassess',
      adminDashboard: '/api/admin/fullstack-screening/dashboard',
      adminSystemStatus: '/api/admin/fullstack-screening/system-status',
      adminApplications: '/api/admin/fullstack-screening/applications',
      adminApplication: '/api/admin/fullstack-screening/applications/:id',
      adminStatus: '/api/admin/fullstack-screening/applications/:id/status',
      // Beyond the specification: the tables' bulk change, one call for the selection.
      adminBulkStatus: '/api/admin/fullstack-screening/applications/bulk-status',
      adminSendInterviewEmail: '/api/admin/fullstack-screening/applications/:id/send-interview-email',
    });
  });
});
