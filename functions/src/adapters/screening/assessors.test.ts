import { AVERAGE_SCREENING_CANDIDATE } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { builtinAssessor, isProviderKey, parsePassThreshold } from './assessors';

describe('the assessor choice', () => {
  it('reads a pass mark from 0 to 10, else nothing', () => {
    expect(parsePassThreshold('6.0')).toBe(6);
    expect(parsePassThreshold(' 7.25 ')).toBe(7.25);
    expect(parsePassThreshold('0')).toBe(0);
    for (const bad of ['', 'six', '10.5', '-1', 'NaN']) expect(parsePassThreshold(bad), bad).toBeNull();
  });

  it("takes a key as a provider's unless empty or 'none'", () => {
    expect(isProviderKey('sk-test')).toBe(true);
    expect(isProviderKey('')).toBe(false);
    expect(isProviderKey(' none ')).toBe(false);
    expect(isProviderKey('NONE')).toBe(false);
  });

  it('judges by its pass mark in the built-in rubric', async () => {
    // The average applicant's weighted score is 7.8.
    const strict = await builtinAssessor(7.9).assess(AVERAGE_SCREENING_CANDIDATE.form);
    const lenient = await builtinAssessor(7.8).assess(AVERAGE_SCREENING_CANDIDATE.form);
    expect(strict.ok && strict.result.passed).toBe(false);
    expect(lenient.ok && lenient.result.passed).toBe(true);
  });
});
