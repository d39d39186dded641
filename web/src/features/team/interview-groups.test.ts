import { describe, expect, it } from 'vitest';
import { groupInterviews, interviewGroupOf } from './interview-groups';

// Local times (the process's own time zone), so each case means the same day wherever it runs.
const at = (day: number, hour: number) => new Date(2026, 4, day, hour).toISOString();
const NOW = new Date(2026, 4, 10, 12);

describe('interviewGroupOf', () => {
  it("puts the viewer's day under Today, from its first minute to its last, even past hours", () => {
    expect(interviewGroupOf(new Date(2026, 4, 10, 0, 0).toISOString(), NOW)).toBe('today');
    expect(interviewGroupOf(at(10, 9), NOW)).toBe('today');
    expect(interviewGroupOf(new Date(2026, 4, 10, 23, 59).toISOString(), NOW)).toBe('today');
  });

  it('puts the days ahead under Upcoming, and the days gone by and no time under Earlier', () => {
    expect(interviewGroupOf(at(11, 0), NOW)).toBe('upcoming');
    expect(interviewGroupOf(at(9, 23), NOW)).toBe('earlier');
    expect(interviewGroupOf(null, NOW)).toBe('earlier');
    expect(interviewGroupOf('not a date', NOW)).toBe('earlier');
  });
});

describe('groupInterviews', () => {
  it('answers the groups holding one, Today first, Earlier the most recent first and no time last', () => {
    const list = [
      { id: 'none', interview_at: null },
      { id: 'old', interview_at: at(1, 10) },
      { id: 'yesterday', interview_at: at(9, 10) },
      { id: 'today', interview_at: at(10, 15) },
      { id: 'next', interview_at: at(12, 10) },
      { id: 'later', interview_at: at(20, 10) },
    ];
    const groups = groupInterviews(list, NOW).map(({ group, interviews }) => [group, interviews.map((i) => i.id)]);
    expect(groups).toEqual([
      ['today', ['today']],
      ['upcoming', ['next', 'later']],
      ['earlier', ['yesterday', 'old', 'none']],
    ]);
  });

  it('answers no group for no interview', () => {
    expect(groupInterviews([], NOW)).toEqual([]);
  });
});
