import { describe, expect, it } from 'vitest';
import { JOB_POSTINGS } from './postings';
import { applicationFlowFor, isValidJobSlug, JOB_SLUGS, SPEC_JOB_TITLES, listedJobs } from './jobs';
import { makeJob, makeSpecJobs } from '@careers/domain/testing';

describe('listedJobs', () => {
  it('lists active jobs only, newest first', () => {
    const older = makeJob({ postedAt: new Date('2024-01-01') });
    const newer = makeJob({ postedAt: new Date('2024-02-01') });
    const closed = makeJob({ isActive: false, postedAt: new Date('2024-03-01') });
    expect(listedJobs([older, closed, newer]).map((job) => job.id)).toEqual([newer.id, older.id]);
  });

  it('lists the demo jobs as the specification names them: the contract role, then the internship', () => {
    expect(listedJobs(makeSpecJobs()).map((job) => job.id)).toEqual([
      JOB_SLUGS.marketingAnalyst,
      JOB_SLUGS.fullstackEngineer,
    ]);
  });
});

describe('the postings of the specification', () => {
  it('the contract role: 5 weeks renewable, remote, with the campaign targets', () => {
    const job = JOB_POSTINGS[JOB_SLUGS.marketingAnalyst];
    expect(job).toMatchObject({
      title: SPEC_JOB_TITLES[JOB_SLUGS.marketingAnalyst],
      type: 'Contract Role',
      location: 'Remote',
    });
    expect(job.description).toContain('5-week renewable contract');
    expect(job.description).toContain('7,000 InMails and 30 responses a week');
    expect(job.description).toContain('USD 60');
    expect(job.growthOpportunity.join(' ')).toContain('5 weeks after one ends');
  });

  it('the internship: 3rd-year undergraduates, remote, with the screening questionnaire', () => {
    const job = JOB_POSTINGS[JOB_SLUGS.fullstackEngineer];
    expect(job).toMatchObject({ type: 'Internship', location: 'Remote' });
    expect(job.description).toContain('3rd-year undergraduates');
    expect(job.description).toContain('30-45 minutes');
  });
});

describe('isValidJobSlug', () => {
  it.each(['fullstack-engineer', 'a', 'role-2'])('accepts %s', (slug) => expect(isValidJobSlug(slug)).toBe(true));
  it.each(['', 'Upper', 'a--b', '-a', 'a/b', 'a.b', 'x'.repeat(101)])('refuses %j', (slug) =>
    expect(isValidJobSlug(slug)).toBe(false),
  );
});

describe('applicationFlowFor', () => {
  it('sends the full-stack internship to the screening questionnaire and other jobs to the recruiting flow', () => {
    expect(applicationFlowFor('fullstack-engineer')).toBe('screening');
    expect(applicationFlowFor('marketing-analyst-recruiting')).toBe('recruiting');
    expect(applicationFlowFor('some-other-job')).toBe('recruiting');
  });
});
