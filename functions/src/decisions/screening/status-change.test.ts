import { describe, expect, it } from 'vitest';
import { conflict, notFound } from '../../outcome';
import { decideInterviewEmail } from './interview-email';
import { decideScreeningStatusChange } from './status-change';
import { makeScreeningApplication } from '../../../testing/screening-applications';

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
      fs_assessment_claims: 0,
      fs_assessment_lease_until: null,
    });
    expect(decided.value.run).toMatchObject({ run_id: 'run-0002', cause: 'reassess', requested_by: 'admin-1' });
  });
});

describe('what an admin may not do by hand', () => {
  it('never sets Under Assessment: only the trigger claims a run', () => {
    for (const from of ['submitted', 'assessment_failed', 'screening_passed', 'hired'] as const) {
      const { application } = makeScreeningApplication(account, from);
      expect(decideScreeningStatusChange(application, 'assessing', '', admin, now)).toEqual(
        conflict('Only the assessment sets Under Assessment: move the application to Submitted to have it assessed'),
      );
    }
  });

  it('moves a shortlisted, interviewed or hired candidate back to Submitted only when confirmed, and says so in the audit', () => {
    for (const [from, label] of [
      ['shortlisted', 'Shortlisted'],
      ['interviewed', 'Interviewed'],
      ['hired', 'Hired'],
    ] as const) {
      const { application } = makeScreeningApplication(account, from);
      expect(decideScreeningStatusChange(application, 'submitted', 'stale tab', admin, now)).toEqual(
        conflict(
          `Moving a ${label} application back to Submitted discards its assessment and scores it again: confirm it to go on`,
        ),
      );
      const confirmed = decideScreeningStatusChange(application, 'submitted', '', admin, now, true);
      expect(confirmed.ok).toBe(true);
      if (!confirmed.ok) return;
      expect(confirmed.value.run).toMatchObject({ cause: 'reassess', requested_by: 'admin-1' });
      expect(confirmed.value.audit).toMatchObject({
        from,
        to: 'submitted',
        detail: 'Confirmed: back to Submitted, to be assessed again',
      });
      const withNotes = decideScreeningStatusChange(application, 'submitted', ' Wrong form ', admin, now, true);
      expect(withNotes.ok && withNotes.value.audit.detail).toBe(
        'Confirmed: back to Submitted, to be assessed again: Wrong form',
      );
    }
  });

  it('needs no confirmation from a status no person decided on, nor for other moves of a decided one', () => {
    for (const from of ['assessment_failed', 'screening_failed', 'screening_passed', 'rejected'] as const) {
      const { application } = makeScreeningApplication(account, from);
      const decided = decideScreeningStatusChange(application, 'submitted', '', admin, now);
      expect(decided.ok && decided.value.audit.detail).toBeUndefined();
    }
    const { application } = makeScreeningApplication(account, 'hired');
    expect(decideScreeningStatusChange(application, 'rejected', '', admin, now).ok).toBe(true);
  });
});

describe('decideInterviewEmail', () => {
  it("asks for the invitation as the request's own event, to the candidate's profile, greeting the application's name", () => {
    const { application } = makeScreeningApplication(account, 'screening_passed');
    const decided = decideInterviewEmail(application, admin, now, 'request-1');
    expect(decided.ok).toBe(true);
    if (!decided.ok) return;
    expect(decided.value.mail).toEqual({
      template: 'interview_invitation',
      data: { name: 'Ananya Iyer' },
      userId: 'u1',
      applicationId: 'u1',
      subjectId: 'u1',
      key: 'request-1',
      requestedBy: 'admin-1',
      now,
    });
    expect(decided.value.audit('m1')).toMatchObject({
      action: 'interview_email_requested',
      from: 'screening_passed',
      to: 'screening_passed',
      detail: 'mail/m1',
    });
  });

  it('names no address of its own (the profile has it), and refuses no application (404)', () => {
    const { application } = makeScreeningApplication(account, 'screening_passed', undefined, { user_email: '  ' });
    const decided = decideInterviewEmail(application, admin, now, 'request-2');
    expect(decided.ok && decided.value.mail.userId).toBe('u1');
    expect(decideInterviewEmail(undefined, admin, now, 'request-3')).toEqual(notFound('Application not found'));
  });
});
