import { describe, expect, it } from 'vitest';
import { hiredDate, INTERVIEW_FILTERS, overrideChoices, transitionChoices } from './admin-screens';
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
});
