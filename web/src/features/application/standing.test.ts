import { serialize, statusMessage, type ApplicationStatusResponse } from '@careers/domain';
import { makeApplication } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { placementFromApplication, placementFromStatusResponse } from './standing';

const account = { uid: 'u1', name: 'Maria Santos', email: 'maria@example.com' };

describe('placementFromApplication', () => {
  it('puts a signed NDA on the interview screen with the stored time', () => {
    const application = makeApplication(account, 'meeting_scheduled');
    expect(placementFromApplication(application)).toEqual({
      status: 'meeting_scheduled',
      step: 5,
      totalSteps: 7,
      applicationId: 'u1',
      ndaSigned: true,
      message: statusMessage('meeting_scheduled', application),
      interview: { start: application.interview_start, end: application.interview_end },
    });
  });

  it('names the unmet criteria on step 4 of 5', () => {
    const placement = placementFromApplication(makeApplication(account, 'criteria_failed'));
    expect([placement.step, placement.totalSteps, placement.interview]).toEqual([4, 5, null]);
    expect(placement.message).toContain('LinkedIn profile is not verified');
  });

  it('sends a hired candidate to the offers', () => {
    expect(placementFromApplication(makeApplication(account, 'hired')).redirectTo).toBe('/job-offers');
  });
});

describe('placementFromStatusResponse', () => {
  it('reads the step, total and interview time from the answer', () => {
    const application = makeApplication(account, 'interviewed');
    const response: ApplicationStatusResponse = {
      status: 'interviewed',
      step: 6,
      total_steps: 7,
      application_data: serialize(application),
      message: 'done',
    };
    expect(placementFromStatusResponse(response)).toMatchObject({
      step: 6,
      totalSteps: 7,
      applicationId: 'u1',
      message: 'done',
      interview: { start: application.interview_start, end: application.interview_end },
    });
  });

  it('starts a new user at step 0 of 4', () => {
    expect(
      placementFromStatusResponse({ status: 'new_user', step: 0, total_steps: 4, application_data: null, message: '' }),
    ).toMatchObject({ step: 0, totalSteps: 4, applicationId: null, ndaSigned: false, interview: null });
  });
});
