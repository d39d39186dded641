import { describe, expect, it } from 'vitest';
import { SCREENING_STATUS_COLORS } from './ScreeningStatusChip';

describe('screening status chip colours', () => {
  it('colour every stored status: waiting blue, errors amber, not selected red, on the way green', () => {
    expect(SCREENING_STATUS_COLORS).toEqual({
      submitted: 'info',
      assessing: 'info',
      assessment_failed: 'warning',
      needs_review: 'warning',
      screening_failed: 'error',
      screening_passed: 'success',
      shortlisted: 'primary',
      interviewed: 'secondary',
      hired: 'success',
      rejected: 'error',
    });
  });
});
