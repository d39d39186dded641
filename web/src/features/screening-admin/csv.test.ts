import { describe, expect, it } from 'vitest';
import type { AdminApplication } from './api/screening-admin-api';
import { applicationsCsv, csvCell, matchesApplicationSearch, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n');
  });

  it('exports the applications with labels and one-decimal scores', () => {
    const row = {
      id: 'u1',
      user_id: 'u1',
      user_name: 'Ana Cruz',
      user_email: 'ana@example.com',
      fs_status: 'screening_failed',
      fs_overall_score: 5.25,
      fs_failure_reason: 'Weighted score 5.3 is below the pass mark of 6.0',
      created_at: new Date('2026-01-02T03:04:05Z'),
      updated_at: new Date('2026-01-03T03:04:05Z'),
    } as unknown as AdminApplication;
    expect(applicationsCsv([row]).split('\r\n')).toEqual([
      'Application ID,User ID,Name,Email,Status,Score,Failure Reason,Submitted,Last Updated',
      'u1,u1,Ana Cruz,ana@example.com,Not Selected,5.3,Weighted score 5.3 is below the pass mark of 6.0,2026-01-02T03:04:05.000Z,2026-01-03T03:04:05.000Z',
      '',
    ]);
  });
});

describe('search', () => {
  const row = { user_id: 'UID-42', user_email: 'Maria@Example.com', user_name: 'María Santos' };
  it('matches a case-insensitive substring of the user id, email or name', () => {
    expect(matchesApplicationSearch(row, 'uid-4')).toBe(true);
    expect(matchesApplicationSearch(row, 'example.COM')).toBe(true);
    expect(matchesApplicationSearch(row, 'santos')).toBe(true);
    expect(matchesApplicationSearch(row, '  ')).toBe(true);
    expect(matchesApplicationSearch(row, 'pedro')).toBe(false);
  });
});
