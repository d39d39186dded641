import { describe, expect, it } from 'vitest';
import { decisionFormSchema, runsPosting, statusMovesOf } from './hiring-team';

const team = {
  recruiters: ['rita@example.com'],
  hiring_managers: ['hugo@example.com'],
  interviewers: ['ivy@example.com'],
};

describe('runsPosting: a recruiter or hiring manager the team names in their part', () => {
  it('takes each in their own part only', () => {
    expect(runsPosting(team, 'recruiter', 'rita@example.com')).toBe(true);
    expect(runsPosting(team, 'hiring_manager', 'hugo@example.com')).toBe(true);
    expect(runsPosting(team, 'hiring_manager', 'rita@example.com')).toBe(false);
    expect(runsPosting(team, 'recruiter', 'hugo@example.com')).toBe(false);
    expect(runsPosting(team, 'interviewer', 'ivy@example.com')).toBe(false);
    expect(runsPosting(team, 'admin', 'rita@example.com')).toBe(false);
    expect(runsPosting(undefined, 'recruiter', 'rita@example.com')).toBe(false);
  });
});

describe('decisionFormSchema', () => {
  const errorsOf = (scored: boolean, values: Record<string, string>) =>
    decisionFormSchema(scored)
      .validate(values, { abortEarly: false })
      .then(() => [])
      .catch((error: { errors: string[] }) => error.errors);

  it('asks for a status', async () => {
    expect(await errorsOf(true, { status: '', reason: '' })).toEqual(['Please choose a status']);
  });

  it('asks the reason of a decision only while no scorecard is in', async () => {
    const required = 'No interviewer has submitted a scorecard: give the reason for this decision';
    expect(await errorsOf(false, { status: 'hired', reason: ' ' })).toEqual([required]);
    expect(await errorsOf(false, { status: 'rejected_after_interview', reason: '' })).toEqual([required]);
    expect(await errorsOf(true, { status: 'hired', reason: '' })).toEqual([]);
    expect(await errorsOf(false, { status: 'interviewed', reason: '' })).toEqual([]);
    expect(await errorsOf(false, { status: 'hired', reason: 'The founder interviewed alone' })).toEqual([]);
  });

  it('bounds the reason as the server does', async () => {
    expect(await errorsOf(true, { status: 'hired', reason: 'x'.repeat(501) })).toEqual([
      'The reason can be at most 500 characters',
    ]);
  });
});

describe('statusMovesOf: what each part may move an application to', () => {
  it('gives a hiring manager the two decisions, and only after the interview', () => {
    expect(statusMovesOf('hiring_manager', 'interviewed')).toEqual(['hired', 'rejected_after_interview']);
    expect(statusMovesOf('hiring_manager', 'meeting_scheduled')).toEqual([]);
    expect(statusMovesOf('hiring_manager', 'hired')).toEqual([]);
  });

  it("gives a recruiter an admin's moves, never the status it is in", () => {
    const fromInterviewed = statusMovesOf('recruiter', 'interviewed');
    expect(fromInterviewed).toEqual(expect.arrayContaining(['hired', 'rejected_after_interview']));
    expect(fromInterviewed).not.toContain('interviewed');
    expect(statusMovesOf('recruiter', 'meeting_scheduled')).toContain('interviewed');
  });
});
