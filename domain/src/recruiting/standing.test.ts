import { describe, expect, it } from 'vitest';
import { makeAccount, makeApplication } from '@careers/domain/testing';
import { QUALIFIED_MESSAGE } from './messages';
import { applicationStatusResponse, candidateStanding, standingFromStatusResponse, statusMessage } from './standing';
import { canSignNda, RECRUITING_STATUSES } from './statuses';

describe('candidateStanding', () => {
  const account = makeAccount();

  it('before applying: step 0 of 4, the marketing analyst job, no application', () => {
    expect(candidateStanding(null)).toEqual({
      status: 'new_user',
      step: 0,
      totalSteps: 4,
      message: 'You have not applied yet. Start your application to get going.',
      applicationId: null,
      ndaSigned: false,
      interview: null,
      jobSlug: 'marketing-analyst-recruiting',
    });
  });

  it('after a criteria failure: step 4 of 5, the reason in the message', () => {
    const application = makeApplication(account, 'criteria_failed');
    const standing = candidateStanding(application);
    expect(standing).toMatchObject({ status: 'criteria_failed', step: 4, totalSteps: 5, ndaSigned: false });
    expect(standing.message).toBe(
      `Thank you for your interest. Unfortunately your profile does not meet our current requirements: ${application.criteria_failure_reason}.`,
    );
  });

  it('qualified, NDA unsigned: step 4 of 7 asking for the NDA; signed: step 5 with the stored interview', () => {
    const unsigned = makeApplication(account, 'meeting_scheduled', { nda_signed: false });
    expect(candidateStanding(unsigned)).toMatchObject({ step: 4, totalSteps: 7, message: QUALIFIED_MESSAGE });
    const signed = makeApplication(account, 'meeting_scheduled');
    expect(candidateStanding(signed)).toMatchObject({
      step: 5,
      totalSteps: 7,
      ndaSigned: true,
      interview: { start: signed.interview_start, end: signed.interview_end },
    });
  });

  it('hired: leaves the flow for /job-offers', () => {
    expect(candidateStanding(makeApplication(account, 'hired')).redirectTo).toBe('/job-offers');
  });
});

describe('the status call and the standing agree', () => {
  const account = makeAccount();

  it('answers the standing in the API words, and the client reads the same standing back', () => {
    const application = makeApplication(account, 'meeting_scheduled');
    const response = applicationStatusResponse(application);
    expect(response).toMatchObject({
      status: 'meeting_scheduled',
      step: 5,
      total_steps: 7,
      message: 'Your interview is scheduled. We look forward to meeting you!',
    });
    expect(response.application_data?.interview_start).toBe(application.interview_start!.toISOString());
    expect(standingFromStatusResponse(response)).toEqual(candidateStanding(application));
  });

  it('before applying: new_user, step 0 of 4, no application data, no redirect', () => {
    expect(applicationStatusResponse(null)).toEqual({
      status: 'new_user',
      step: 0,
      total_steps: 4,
      application_data: null,
      message: 'You have not applied yet. Start your application to get going.',
    });
  });

  it('hired: redirect_to /job-offers', () => {
    expect(applicationStatusResponse(makeApplication(account, 'hired')).redirect_to).toBe('/job-offers');
  });
});

describe('canSignNda', () => {
  it('is true for the qualifying statuses only', () => {
    const signable = RECRUITING_STATUSES.filter(canSignNda);
    expect(signable).toEqual(['pending_nda', 'meeting_scheduled']);
  });

  it('matches the qualifying message: a signable status asks for the NDA', () => {
    expect(statusMessage('pending_nda')).toBe(QUALIFIED_MESSAGE);
    expect(statusMessage('meeting_scheduled', { nda_signed: false, criteria_failure_reason: null })).toBe(
      QUALIFIED_MESSAGE,
    );
  });
});
