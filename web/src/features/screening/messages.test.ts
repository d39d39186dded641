import { describe, expect, it } from 'vitest';
import { SCREENING_DURATION_TEXT } from './messages';

describe('screening constants (spec section 9)', () => {
  it('pin the duration', () => {
    expect(SCREENING_DURATION_TEXT).toBe('30-45 minutes');
  });
});
