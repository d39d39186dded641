import { describe, expect, it } from 'vitest';
import {
  canChangeInterview,
  choosableWindows,
  DEFAULT_INTERVIEW_SCHEDULE,
  formatWindowDay,
  formatWindowTimes,
  manilaDayRange,
  nextManilaDay,
  scheduledWindow,
  windowsOnDay,
  type InterviewSchedule,
} from './interview-windows';
import { interviewScheduleSchema } from './interview-schemas';

const schedule = (change: Partial<InterviewSchedule> = {}): InterviewSchedule => ({
  ...DEFAULT_INTERVIEW_SCHEDULE,
  ...change,
});

describe('interview windows', () => {
  it("a day's default window is 20:00-22:00 Manila: 12:00-14:00 UTC", () => {
    expect(windowsOnDay(schedule(), '2026-11-27')).toEqual([
      { id: '2026-11-27-2000', start: new Date('2026-11-27T12:00:00Z'), end: new Date('2026-11-27T14:00:00Z') },
    ]);
  });

  it('a blocked day has none; an added window joins its day, earliest first', () => {
    const s = schedule({
      blocked_days: ['2026-11-28'],
      added_windows: ['2026-11-27 09:30-11:00', '2026-11-28 09:00-10:00'],
    });
    expect(windowsOnDay(s, '2026-11-28')).toEqual([]);
    expect(windowsOnDay(s, '2026-11-27').map((w) => [w.id, w.start.toISOString()])).toEqual([
      ['2026-11-27-0930', '2026-11-27T01:30:00.000Z'],
      ['2026-11-27-2000', '2026-11-27T12:00:00.000Z'],
    ]);
    expect(scheduledWindow(s, '2026-11-27-0930')?.end).toEqual(new Date('2026-11-27T03:00:00Z'));
    expect(scheduledWindow(s, '2026-11-28-2000')).toBeNull();
    expect(scheduledWindow(s, '2026-11-27-2100')).toBeNull();
    expect(scheduledWindow(s, 'nonsense')).toBeNull();
  });

  it('the next Manila day follows the Manila calendar, not UTC', () => {
    // 23:30 UTC on the 26th is 07:30 on the 27th in Manila.
    expect(nextManilaDay(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-28');
    expect(nextManilaDay(new Date('2026-11-26T15:59:00Z'))).toBe('2026-11-27');
    expect(manilaDayRange('2026-11-27')).toEqual({
      start: new Date('2026-11-26T16:00:00Z'),
      end: new Date('2026-11-27T16:00:00Z'),
    });
    expect(manilaDayRange('2026-02-30')).toBeNull();
  });

  it('changes close one hour before the window opens', () => {
    const start = new Date('2026-11-27T12:00:00Z');
    expect(canChangeInterview(start, new Date('2026-11-27T10:59:59Z'))).toBe(true);
    expect(canChangeInterview(start, new Date('2026-11-27T11:00:00Z'))).toBe(false);
  });

  it('the choice: windows opening more than an hour from now and within 14 days', () => {
    const now = new Date('2026-11-27T11:30:00Z'); // 19:30 Manila: today's window is too soon
    const ids = choosableWindows(schedule(), now).map((w) => w.id);
    expect(ids[0]).toBe('2026-11-28-2000');
    expect(ids.at(-1)).toBe('2026-12-10-2000');
    expect(ids).toHaveLength(13);
    expect(choosableWindows(schedule(), new Date('2026-11-27T10:00:00Z'))[0]!.id).toBe('2026-11-27-2000');
  });

  it('shows a window as the specification does, and in another time zone', () => {
    const window = { start: new Date('2026-11-27T12:00:00Z'), end: new Date('2026-11-27T14:00:00Z') };
    expect(formatWindowTimes(window)).toBe('8:00 PM - 10:00 PM');
    expect(formatWindowTimes(window, 'America/New_York')).toBe('7:00 AM - 9:00 AM');
    expect(formatWindowDay(window.start, 'America/Los_Angeles')).toBe('Friday, November 27, 2026');
    expect(formatWindowDay(new Date('2026-11-27T03:00:00Z'), 'America/Los_Angeles')).toBe(
      'Thursday, November 26, 2026',
    );
  });

  it('validates the schedule body', async () => {
    const valid = { windows: ['20:00-22:00'], capacity: 24, blocked_days: ['2026-12-25'], added_windows: [] };
    await expect(interviewScheduleSchema.validate(valid)).resolves.toBeTruthy();
    for (const [change, message] of [
      [{ windows: ['25:00-26:00'] }, 'windows must look like 20:00-22:00'],
      [{ windows: ['10:00-09:00'] }, 'windows must end after it starts'],
      [{ capacity: 2.5 }, 'capacity must be a whole number from 1 to 500'],
      [{ capacity: '24' }, 'capacity must be a whole number from 1 to 500'],
      [{ blocked_days: ['2026-13-01'] }, 'blocked_days must hold real days'],
      [
        { added_windows: ['2026-12-01 12:00-11:00'] },
        'added_windows must hold real days and times that end after they start',
      ],
    ] as const) {
      await expect(interviewScheduleSchema.validate({ ...valid, ...change })).rejects.toThrow(message);
    }
  });
});
