import { describe, expect, it } from 'vitest';
import { SCREENING_STATUSES } from '../src/screening/statuses';
import { DEMO_ACCOUNTS } from './accounts';
import { SCREENING_DEMO_CANDIDATES } from './screening';
import { makeScreeningDraft } from './screening-applications';

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
