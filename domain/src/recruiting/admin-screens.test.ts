import { describe, expect, it } from 'vitest';
import {
  applicationsCsv,
  bulkReport,
  csvCell,
  hiredDate,
  INTERVIEW_FILTERS,
  overrideChoices,
  transitionChoices,
  type CsvApplication,
} from './admin-screens';
import { RECRUITING_STATUS_LABELS } from './statuses';

describe('admin screens', () => {
  it('offers every admin status but the current one on All Applications', () => {
    expect(overrideChoices('interviewed', RECRUITING_STATUS_LABELS)).toEqual([
      { status: 'criteria_failed', label: 'Criteria Failed' },
      { status: 'meeting_scheduled', label: 'Interview Scheduled' },
      { status: 'hired', label: 'Hired' },
      { status: 'rejected_after_interview', label: 'Rejected' },
    ]);
  });

  it('offers only the moves of section 4 on the interview and team screens', () => {
    expect(transitionChoices('hired')).toEqual([
      { status: 'interviewed', label: 'Back to Interviewed' },
      { status: 'meeting_scheduled', label: 'Back to Scheduled' },
      { status: 'rejected_after_interview', label: 'Reject' },
    ]);
    expect(transitionChoices('meeting_scheduled').map((choice) => choice.status)).toEqual([
      'interviewed',
      'hired',
      'rejected_after_interview',
    ]);
    expect(transitionChoices('interviewed').map((choice) => choice.label)).toEqual(['Hire', 'Reject']);
    expect(transitionChoices('criteria_failed')).toEqual([]);
    expect(transitionChoices('new_user')).toEqual([]);
  });

  it('filters interviews to Yet to Interview first', () => {
    expect(INTERVIEW_FILTERS.map((filter) => [filter.label, filter.statuses])).toEqual([
      ['Yet to Interview', ['meeting_scheduled']],
      ['Completed Interviews', ['interviewed']],
      ['All Interview Candidates', ['meeting_scheduled', 'interviewed']],
    ]);
  });

  it('dates a hire by the last update, else the submission', () => {
    const created = new Date('2025-01-01T00:00:00Z');
    const updated = new Date('2025-03-01T00:00:00Z');
    expect(hiredDate({ created_at: created, updated_at: updated })).toBe(updated);
    expect(hiredDate({ created_at: created, updated_at: null })).toBe(created);
  });

  it('reports a bulk change per row', () => {
    expect(
      bulkReport([
        { id: 'a', name: 'Ana', ok: true },
        { id: 'b', name: 'Bea', ok: false, error: 'The application is already Hired' },
      ]),
    ).toEqual({
      updated: 1,
      failed: [{ id: 'b', name: 'Bea', error: 'The application is already Hired' }],
      summary: 'Updated 1 of 2 applications; 1 failed',
    });
    expect(bulkReport([{ id: 'a', name: 'Ana', ok: true }]).summary).toBe('Updated 1 of 1 applications');
  });

  it('writes CSV cells quoted when needed and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Santos, Maria')).toBe('"Santos, Maria"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+639171234567')).toBe("'+639171234567");
  });

  it('exports a view as CSV with a header and one line a row', () => {
    const row: CsvApplication = {
      name: 'Maria Santos',
      email: 'maria@example.com',
      phone_number: '+63639171234567',
      country: 'Philippines',
      gender: 'Female',
      status: 'criteria_failed',
      criteria_failure_reason: 'No passport, ID',
      linkedin_profile: 'https://www.linkedin.com/in/maria',
      linkedin_verified: true,
      has_100_connections: false,
      nda_signed: false,
      created_at: new Date('2025-05-01T10:00:00.000Z'),
    };
    expect(applicationsCsv([row], RECRUITING_STATUS_LABELS)).toBe(
      'Name,Email,Phone,Country,Gender,Status,Failure Reason,LinkedIn,LinkedIn Verified,100+ Connections,NDA Signed,Applied\r\n' +
        'Maria Santos,maria@example.com,\'+63 9171234567,Philippines,Female,Criteria Failed,"No passport, ID",https://www.linkedin.com/in/maria,Yes,No,No,2025-05-01T10:00:00.000Z\r\n',
    );
  });
});
