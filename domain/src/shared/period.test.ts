import { describe, expect, it } from 'vitest';
import { isBackwardsPeriod } from './period';

describe('isBackwardsPeriod', () => {
  it('is a period that ends before it starts; an open end or one day is not', () => {
    expect(isBackwardsPeriod({ from: '2026-02-01', to: '2026-01-31' })).toBe(true);
    expect(isBackwardsPeriod({ from: '2026-01-31', to: '2026-01-31' })).toBe(false);
    expect(isBackwardsPeriod({ from: '2026-02-01' })).toBe(false);
    expect(isBackwardsPeriod({})).toBe(false);
  });
});
