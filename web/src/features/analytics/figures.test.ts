import { describe, expect, it } from 'vitest';
import { formatDuration, hasNoApplications, stageLabel } from './figures';

describe('the Analytics figures as the screens write them', () => {
  it('writes hours and days with at most one decimal, and none as a dash', () => {
    expect(formatDuration(26.91)).toBe('26.9');
    expect(formatDuration(0.5)).toBe('0.5');
    expect(formatDuration(3)).toBe('3');
    expect(formatDuration(1024.04)).toBe('1,024');
    expect(formatDuration(null)).toBe('—');
  });

  it('labels a stage, and shows a stage it does not know as itself', () => {
    expect(stageLabel('interview_booked')).toBe('Interview booked');
    expect(stageLabel('submitted')).toBe('Submitted');
    expect(stageLabel('onboarded')).toBe('onboarded');
  });

  it('finds a period empty when the funnel’s first stage counts none', () => {
    expect(hasNoApplications({ funnel: [{ stage: 'applied', count: 0, conversion: null }] })).toBe(true);
    expect(hasNoApplications({ funnel: [{ stage: 'applied', count: 1, conversion: null }] })).toBe(false);
    expect(hasNoApplications({ funnel: [] })).toBe(true);
  });
});
