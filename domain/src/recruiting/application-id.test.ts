import { describe, expect, it } from 'vitest';
import { recruitingApplicationId } from './application-id';

describe('recruitingApplicationId', () => {
  it("is the candidate's uid for the specification's posting, named or not", () => {
    expect(recruitingApplicationId('u1')).toBe('u1');
    expect(recruitingApplicationId('u1', 'marketing-analyst-recruiting')).toBe('u1');
  });

  it('is one id per posting for any other, never the uid or another posting’s', () => {
    const second = recruitingApplicationId('u1', 'marketing-analyst-recruiting-campaign-2');
    expect(second).toBe('u1__marketing-analyst-recruiting-campaign-2');
    expect(recruitingApplicationId('u1', 'sales-development-representative')).not.toBe(second);
    expect(recruitingApplicationId('u2', 'marketing-analyst-recruiting-campaign-2')).not.toBe(second);
  });
});
