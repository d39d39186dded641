import { describe, expect, it } from 'vitest';
import { formatUtcDay } from './dates';

describe('formatUtcDay', () => {
  it('writes a UTC day as that day whatever the time zone', () => {
    // Midnight UTC is still the 15th in the Americas: the label must say the 16th.
    expect(formatUtcDay(new Date('2026-11-16T00:00:00Z'))).toBe('Nov 16, 2026');
    expect(formatUtcDay(new Date('2026-11-16T23:59:59Z'))).toBe('Nov 16, 2026');
  });
});
