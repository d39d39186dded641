import { describe, expect, it } from 'vitest';
import { CRITERIA_FAILED_STEP_TITLE, phonePlaceholder, STEP_TITLES, stepTitles } from './messages';

describe('stepTitles', () => {
  it('shows the first N titles', () => {
    expect(stepTitles(4, 'new_user')).toEqual(STEP_TITLES.slice(0, 4));
    expect(stepTitles(7, 'meeting_scheduled')).toEqual([...STEP_TITLES]);
  });

  it("renames step 4 'Application Status' after a criteria failure", () => {
    expect(stepTitles(5, 'criteria_failed')[4]).toBe(CRITERIA_FAILED_STEP_TITLE);
    expect(stepTitles(5, 'criteria_failed')[4]).toBe('Application Status');
  });
});

describe('phonePlaceholder', () => {
  it('follows the dial code', () => {
    expect(phonePlaceholder('+63')).not.toBe(phonePlaceholder('+91'));
    expect(phonePlaceholder('+62')).toMatch(/^8/);
  });
});
