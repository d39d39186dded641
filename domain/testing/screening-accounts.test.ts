import { describe, expect, it } from 'vitest';
import { SCREENING_STATUSES } from '../src/screening/statuses';
import { DEMO_ACCOUNTS } from './accounts';
import { SCREENING_DEMO_CANDIDATES } from './screening';
import { makeScreeningDraft } from './screening-applications';
import { SCREENING_PIPELINE_APPLICANTS } from './screening-pipeline';

describe('the screening demo accounts', () => {
  const screening = DEMO_ACCOUNTS.filter((account) => account.screening);

  it('cover every screening status', () => {
    expect(new Set(screening.map((account) => account.screening!.status))).toEqual(new Set(SCREENING_STATUSES));
  });

  it('each use a demo form, under their own unique email', () => {
    const keys = new Set(SCREENING_DEMO_CANDIDATES.map((candidate) => candidate.key));
    for (const account of screening) expect(keys.has(account.screening!.candidate), account.email).toBe(true);
    const emails = DEMO_ACCOUNTS.map((account) => account.email);
    expect(new Set(emails).size).toBe(emails.length);
  });

  it('save a half-done draft with only the first sections answered', () => {
    const draft = makeScreeningDraft(SCREENING_DEMO_CANDIDATES[1]!.form, 3);
    const values = JSON.parse(draft.values) as Record<string, unknown>;
    expect(values.university_name).not.toBe('');
    expect(values.backend_framework).not.toBe('');
    expect(values.databases_used).toEqual([]);
    expect(draft.section).toBe(3);
  });
});

describe('the screening pipeline of the demo', () => {
  const answers = SCREENING_PIPELINE_APPLICANTS.flatMap((applicant) => applicant.selfIdentification ?? []);
  const count = (field: 'sex' | 'race_ethnicity', value: string) =>
    answers.filter((answer) => answer[field] === value).length;

  it('gives both sexes and four races/ethnicities five people or more, so the figures show them', () => {
    expect([count('sex', 'female'), count('sex', 'male')]).toEqual([18, 16]);
    expect(
      ['asian', 'white', 'hispanic_or_latino', 'black_or_african_american'].map((race) =>
        count('race_ethnicity', race),
      ),
    ).toEqual([10, 8, 7, 6]);
  });

  it('has passed and failed applicants, and unique emails beside the demo accounts', () => {
    const passed = SCREENING_PIPELINE_APPLICANTS.filter((applicant) => applicant.status === 'screening_passed');
    expect([passed.length, SCREENING_PIPELINE_APPLICANTS.length]).toEqual([25, 40]);
    const emails = [...DEMO_ACCOUNTS, ...SCREENING_PIPELINE_APPLICANTS].map((person) => person.email);
    expect(new Set(emails).size).toBe(emails.length);
  });
});
