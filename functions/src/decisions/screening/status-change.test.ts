import { makeScreeningApplication } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { conflict, notFound } from '../outcome';
import { decideInterviewEmail } from './interview-email';
import { decideScreeningStatusChange } from './status-change';

const account = { uid: 'u1', name: 'Ananya Iyer', email: 'ananya@example.com' };
const admin = { uid: 'admin-1', email: 'admin@example.com' };
const now = new Date('2026-03-05T10:00:00Z');

describe('decideScreeningStatusChange', () => {
  it('moves the status, mirrors it and audits the notes', () => {
    const { application } = makeScreeningApplication(account, 'screening_passed');
    const decided = decideScreeningStatusChange(application, 'shortlisted', '  Good fit  ', admin, now);
    expect(decided.ok).toBe(true);
    if (!decided.ok) return;
    expect(decided.value.update).toEqual({ fs_status: 'shortlisted', updated_at: now });
    expect(decided.value.run).toBeNull();
    expect(decided.value.mirror).toEqual({
      status: 'shortlisted',
      message: 'You have been shortlisted. Our team will contact you to arrange an interview.',
      updated_at: now,
    });
    expect(decided.value.audit).toEqual({
      action: 'screening_status_changed',
      actor_uid: 'admin-1',
      actor_email: 'admin@example.com',
      target: { collection: 'screeningApplications', id: 'u1' },
      from: 'screening_passed',
      to: 'shortlisted',
      at: now,
      detail: 'Good fit',
    });
    expect(decided.value.application.fs_status).toBe('shortlisted');
  });

  it('leaves the notes out of the audit entry when they are empty', () => {
    const { application } = makeScreeningApplication(account, 'interviewed');
    const decided = decideScreeningStatusChange(application, 'hired', '', admin, now);
    expect(decided.ok && 'detail' in decided.value.audit).toBe(false);
  });

  it('refuses the current status (409) and a missing application (404)', () => {
    const { application } = makeScreeningApplication(account, 'hired');
    expect(decideScreeningStatusChange(application, 'hired', '', admin, now)).toEqual(
      conflict('The application is already Hired'),
    );
    expect(decideScreeningStatusChange(undefined, 'hired', '', admin, now)).toEqual(notFound('Application not found'));
  });

  it('a move back to submitted requests the next run and clears the current result', () => {
    const { application } = makeScreeningApplication(account, 'screening_failed');
    const decided = decideScreeningStatusChange(application, 'submitted', '', admin, now);
    expect(decided.ok).toBe(true);
    if (!decided.ok) return;
    expect(decided.value.update).toEqual({
      fs_status: 'submitted',
      updated_at: now,
      fs_overall_score: null,
      fs_section_scores: null,
      fs_failure_reason: null,
      fs_openai_assessment: null,
      fs_assessed_at: null,
      fs_assessment_run_id: 'run-0002',
      fs_assessment_count: 2,
    });
    expect(decided.value.run).toMatchObject({ run_id: 'run-0002', cause: 'reassess', requested_by: 'admin-1' });
  });
});

describe('decideInterviewEmail', () => {
  it('queues the invitation to the application email with the name it greets, pending', () => {
    const { application } = makeScreeningApplication(account, 'screening_passed');
    const decided = decideInterviewEmail(application, admin, now);
    expect(decided.ok).toBe(true);
    if (!decided.ok) return;
    expect(decided.value.mail).toEqual({
      to: 'ananya@example.com',
      template: { name: 'interview_invitation', data: { name: 'Ananya Iyer' } },
      application_id: 'u1',
      requested_by: 'admin-1',
      created_at: now,
      delivery: {
        state: 'pending',
        attempts: 0,
        start_time: null,
        lease_expire_time: null,
        end_time: null,
        error: null,
        info: null,
      },
    });
    expect(decided.value.audit('m1')).toMatchObject({
      action: 'interview_email_requested',
      from: 'screening_passed',
      to: 'screening_passed',
      detail: 'mail/m1',
    });
  });

  it('refuses an application without an email (409) or none at all (404)', () => {
    const { application } = makeScreeningApplication(account, 'screening_passed', undefined, { user_email: '  ' });
    expect(decideInterviewEmail(application, admin, now)).toEqual(conflict('The application has no email address'));
    expect(decideInterviewEmail(undefined, admin, now)).toEqual(notFound('Application not found'));
  });
});
