import { statusMessage, TOTAL_STEPS } from '@careers/domain';
import { makeApplication } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { applicationStatus } from './status';

const account = { uid: 'u1', name: 'Maria Santos', email: 'maria@example.com' };

describe('applicationStatus', () => {
  it('answers new_user at step 0 of 4 without an application', () => {
    expect(applicationStatus(undefined)).toEqual({
      status: 'new_user',
      step: 0,
      total_steps: TOTAL_STEPS.base,
      application_data: null,
      message: statusMessage('new_user'),
    });
  });

  it('places criteria_failed on step 4 of 5 with the reason in the message', () => {
    const application = makeApplication(account, 'criteria_failed');
    const answer = applicationStatus(application);
    expect(answer).toMatchObject({ status: 'criteria_failed', step: 4, total_steps: 5 });
    expect(answer.message).toContain(application.criteria_failure_reason);
  });

  it('places meeting_scheduled on the NDA step until it is signed, then on step 5', () => {
    const unsigned = applicationStatus(makeApplication(account, 'meeting_scheduled', { nda_signed: false }));
    expect(unsigned).toMatchObject({ step: 4, total_steps: 7, message: statusMessage('pending_nda') });
    const signed = applicationStatus(makeApplication(account, 'meeting_scheduled'));
    expect(signed).toMatchObject({ step: 5, total_steps: 7 });
    expect(signed.message).toBe(
      statusMessage('meeting_scheduled', { nda_signed: true, criteria_failure_reason: null }),
    );
  });

  it.each(['interviewed', 'rejected_after_interview'] as const)('places %s on step 6 of 7', (status) => {
    const answer = applicationStatus(makeApplication(account, status));
    expect(answer).toMatchObject({ status, step: 6, total_steps: 7 });
    expect(answer).not.toHaveProperty('redirect_to');
  });

  it('sends a hired candidate to /job-offers', () => {
    expect(applicationStatus(makeApplication(account, 'hired'))).toMatchObject({
      status: 'hired',
      redirect_to: '/job-offers',
    });
  });

  it('answers the application with ISO strings for its times', () => {
    const application = makeApplication(account, 'meeting_scheduled');
    const data = applicationStatus(application).application_data;
    expect(data).toMatchObject({ id: 'u1', user_id: 'u1', status: 'meeting_scheduled', nda_signed: true });
    expect(data?.created_at).toBe(application.created_at.toISOString());
    expect(data?.interview_start).toBe(application.interview_start?.toISOString());
    expect(data?.nda_signature?.signed_at).toBe(application.nda_signature?.signed_at.toISOString());
  });
});
