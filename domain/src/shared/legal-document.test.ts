import { describe, expect, it } from 'vitest';
import { formatUtcInstant } from './legal-document';

describe('formatUtcInstant', () => {
  it('writes an instant in UTC to the second, whatever its milliseconds', () => {
    expect(formatUtcInstant(new Date('2026-11-28T06:42:27.981Z'))).toBe('2026-11-28 06:42:27 UTC');
    expect(formatUtcInstant(new Date('2026-01-02T23:00:00+08:00'))).toBe('2026-01-02 15:00:00 UTC');
  });
});
