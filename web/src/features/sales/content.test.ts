import { describe, expect, it } from 'vitest';
import { SALES_APPLICATION_STORAGE_KEY, SALES_NEXT_STEPS, SALES_TOASTS } from './content';

describe('sales texts', () => {
  it('stores under applicationData', () => {
    expect(SALES_APPLICATION_STORAGE_KEY).toBe('applicationData');
  });

  it('words the toast as the specification does', () => {
    expect(SALES_TOASTS.submitted).toBe('Application submitted!');
    expect(SALES_TOASTS.redirecting).toBe('Redirecting to confirmation page...');
  });

  it('has four next steps, the review promising 2-3 business days', () => {
    expect(SALES_NEXT_STEPS.map((step) => step.title)).toEqual([
      'Application Review',
      'Phone Screening',
      'Team Interview',
      'Final Decision',
    ]);
    expect(SALES_NEXT_STEPS[0]!.description).toContain('within 2-3 business days');
  });
});
