import { describe, expect, it } from 'vitest';
import type { AdminApplication } from './api/screening-admin-api';
import { applicationsCsv } from './csv';

describe('screening applications CSV', () => {
  it('exports the applications with labels, the posting by its title and one-decimal scores, every cell quoted', () => {
    const row = {
      id: 'u1',
      user_id: 'u1',
      user_name: 'Ana Cruz',
      user_email: 'ana@example.com',
      job_slug: 'fullstack-engineer',
      fs_status: 'screening_failed',
      fs_overall_score: 5.25,
      fs_failure_reason: 'Weighted score 5.3 is below the pass mark of 6.0',
      created_at: new Date('2026-01-02T03:04:05Z'),
      updated_at: new Date('2026-01-03T03:04:05Z'),
    } as unknown as AdminApplication;
    const titles: Record<string, string> = { 'fullstack-engineer': 'Full-Stack Engineer Intern' };
    expect(applicationsCsv([row], (slug) => titles[slug] ?? slug).split('\r\n')).toEqual([
      '"Application ID","User ID","Name","Email","Posting","Status","Score","Failure Reason","Submitted","Last Updated"',
      '"u1","u1","Ana Cruz","ana@example.com","Full-Stack Engineer Intern","Not Selected","5.3","Weighted score 5.3 is below the pass mark of 6.0","2026-01-02T03:04:05.000Z","2026-01-03T03:04:05.000Z"',
      '',
    ]);
  });
});
