import { describe, expect, it } from 'vitest';
import { serialize } from '../serialize';
import { makeAccount, makeApplication } from '../testing';
import { applicationStanding, QUALIFIED_MESSAGE, statusMessage, type ApplicationStatusResponse } from './application';
import { canSignNda, RECRUITING_STATUSES } from './statuses';
import { CRITERIA_FAILED_STEP_TITLE, STEP_TITLES, stepTitles } from './steps';

describe('applicationStanding', () => {
  const account = makeAccount();
  const response = (overrides: Partial<ApplicationStatusResponse> = {}): ApplicationStatusResponse => ({
    status: 'new_user',
    step: 0,
    total_steps: 4,
    application_data: null,
    message: statusMessage('new_user'),
    ...overrides,
  });

  it('is unknown until the document or the server answers', () => {
    expect(applicationStanding(null, null)).toBeNull();
  });

  it("takes the server's answer while there is no document; before applying, the job is the marketing analyst's", () => {
    expect(applicationStanding(null, response())).toEqual({
      status: 'new_user',
      message: statusMessage('new_user'),
      jobSlug: 'marketing-analyst-recruiting',
    });
  });

  it('prefers the live document, with the failure reason in its message', () => {
    const application = makeApplication(account, 'criteria_failed');
    const stale = response({ status: 'meeting_scheduled', application_data: serialize(application) });
    const standing = applicationStanding(application, stale);
    expect(standing).toEqual({
      status: 'criteria_failed',
      message: statusMessage('criteria_failed', application),
      jobSlug: application.job_slug,
    });
    expect(standing!.message).toContain(application.criteria_failure_reason!);
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

describe('stepTitles', () => {
  it('shows the first N titles', () => {
    expect(stepTitles(4, 'new_user')).toEqual(STEP_TITLES.slice(0, 4));
    expect(stepTitles(7, 'meeting_scheduled')).toEqual([...STEP_TITLES]);
  });

  it("renames step 4 'Application Status' after a criteria failure", () => {
    expect(stepTitles(5, 'criteria_failed')[4]).toBe(CRITERIA_FAILED_STEP_TITLE);
    expect(stepTitles(5, 'criteria_failed')[4]).toBe('Application Status');
  });
});
