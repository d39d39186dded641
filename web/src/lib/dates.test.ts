import { describe, expect, it } from 'vitest';
import { formatUtcDay, isoDay } from './dates';

describe('formatUtcDay', () => {
  it('writes a UTC day as that day whatever the time zone', () => {
    // Midnight UTC is still the 15th in the Americas: the label must say the 16th.
    expect(formatUtcDay(new Date('2026-11-16T00:00:00Z'))).toBe('Nov 16, 2026');
    expect(formatUtcDay(new Date('2026-11-16T23:59:59Z'))).toBe('Nov 16, 2026');
  });
});

describe('isoDay', () => {
  it('writes the UTC day of an instant as YYYY-MM-DD', () => {
    expect(isoDay(new Date('2026-11-16T23:59:59Z'))).toBe('2026-11-16');
    // 00:30 in UTC+2 is still the 15th in UTC.
    expect(isoDay(new Date('2026-11-16T00:30:00+02:00'))).toBe('2026-11-15');
    expect(isoDay(new Date('2026-01-05T00:00:00Z'))).toBe('2026-01-05');
  });
});
