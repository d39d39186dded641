import { describe, expect, it } from 'vitest';
import { formatInterviewDate, googleCalendarUrl, interviewSlotFor } from './interview';

describe('interviewSlotFor', () => {
  it('is 12:00-14:00 UTC on the next Manila day', () => {
    // 2026-11-21 10:00 UTC is 18:00 on the 21st in Manila.
    const slot = interviewSlotFor(new Date('2026-11-21T10:00:00Z'));
    expect(slot.start.toISOString()).toBe('2026-11-22T12:00:00.000Z');
    expect(slot.end.toISOString()).toBe('2026-11-22T14:00:00.000Z');
  });

  it('counts the day in Manila, not in UTC', () => {
    // 2026-11-21 17:00 UTC is already 01:00 on the 22nd in Manila: the interview is on the 23rd.
    expect(interviewSlotFor(new Date('2026-11-21T17:00:00Z')).start.toISOString()).toBe('2026-11-23T12:00:00.000Z');
  });

  it('formats the date in Philippines time', () => {
    expect(formatInterviewDate(new Date('2026-11-22T12:00:00Z'))).toBe('Sunday, November 22, 2026');
  });
});

describe('googleCalendarUrl', () => {
  it('carries the UTC times and the details', () => {
    const url = new URL(
      googleCalendarUrl(interviewSlotFor(new Date('2026-11-21T10:00:00Z')), {
        title: 'Interview',
        description: 'Join us',
        location: 'https://meet.example/room',
      }),
    );
    expect(url.searchParams.get('dates')).toBe('20261122T120000Z/20261122T140000Z');
    expect(url.searchParams.get('text')).toBe('Interview');
    expect(url.searchParams.get('location')).toBe('https://meet.example/room');
  });
});
