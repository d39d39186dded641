import { describe, expect, it } from 'vitest';
import { formatPercent } from './numbers';

describe('formatPercent', () => {
  it('writes a rate as a percent with one decimal, a half up, and none as a dash', () => {
    expect(formatPercent(0.4167)).toBe('41.7%');
    expect(formatPercent(0.5)).toBe('50.0%');
    expect(formatPercent(1)).toBe('100.0%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(0.0015)).toBe('0.2%');
    expect(formatPercent(0.15)).toBe('15.0%');
    expect(formatPercent(null)).toBe('—');
  });
});
