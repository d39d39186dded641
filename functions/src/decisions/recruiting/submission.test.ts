import { JOB_SLUGS } from '@careers/domain/jobs';
import { CRITERIA_RULES } from '@careers/domain/recruiting';
import { makeApplicationSubmission } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { conflict, notFound } from '../../outcome';
import { decideJob, newApplication } from './submission';

const now = new Date('2026-03-02T08:00:00Z');

describe('newApplication', () => {
  it('stores a qualifying submission as meeting_scheduled awaiting the NDA', () => {
    const submission = makeApplicationSubmission();
    expect(newApplication('u1', submission, now)).toEqual({
      ...submission,
      id: 'u1',
      user_id: 'u1',
      job_slug: JOB_SLUGS.marketingAnalyst,
      status: 'meeting_scheduled',
      criteria_failure_reason: null,
      nda_signed: false,
      nda_signed_at: null,
      nda_signature: null,
      interview_start: null,
      interview_end: null,
      created_at: now,
      updated_at: now,
      search: expect.objectContaining({ text: 'maria santos\nmaria.santos@example.com' }),
    });
    expect(newApplication('u1', submission, now).search.trigrams).toMatchObject({ mar: true, san: true, '@ex': true });
  });

  it('qualifies fewer than 100 connections with the willingness to reach them', () => {
    const submission = makeApplicationSubmission({ has_100_connections: false, willing_to_increase_connections: true });
    expect(newApplication('u1', submission, now).status).toBe('meeting_scheduled');
  });

  it('stores criteria_failed with every unmet rule as the reason', () => {
    const submission = makeApplicationSubmission({ linkedin_verified: false, has_passport_id: false });
    const application = newApplication('u1', submission, now);
    expect(application.status).toBe('criteria_failed');
    expect(application.criteria_failure_reason).toBe(`${CRITERIA_RULES.verified}; ${CRITERIA_RULES.passport}`);
    expect(application.nda_signed).toBe(false);
  });
});

describe('decideJob', () => {
  const future = new Date(Date.now() + 86_400_000);

  it('takes applications for an open job of the recruiting flow', () => {
    expect(decideJob({ id: 'marketing-analyst-recruiting', isActive: true, validThrough: future })).toEqual({
      ok: true,
      value: true,
    });
  });

  it('refuses a closed job as a conflict, naming it closed', () => {
    expect(decideJob({ id: 'marketing-analyst-recruiting', isActive: false, validThrough: future })).toEqual(
      conflict('This position is no longer accepting applications'),
    );
  });

  it('refuses a missing job and a job with its own questionnaire as not found', () => {
    const message = 'This job was not found or does not take applications here';
    expect(decideJob(undefined)).toEqual(notFound(message));
    expect(decideJob({ id: 'fullstack-engineer', isActive: true, validThrough: future })).toEqual(notFound(message));
  });

  it("refuses a posting past its validThrough as closed, a draft as not found, and follows a posting's own flow", () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const job = { id: 'marketing-analyst-recruiting', isActive: true, validThrough: new Date('2026-05-31T23:59:59Z') };
    expect(decideJob(job, now)).toEqual(conflict('This position is no longer accepting applications'));
    const message = 'This job was not found or does not take applications here';
    expect(decideJob({ ...job, validThrough: future, published: false }, now)).toEqual(notFound(message));
    expect(decideJob({ ...job, validThrough: future, flow: 'screening' }, now)).toEqual(notFound(message));
    expect(
      decideJob({ id: 'fullstack-engineer', isActive: true, validThrough: future, flow: 'recruiting' }, now),
    ).toEqual({
      ok: true,
      value: true,
    });
  });
});
