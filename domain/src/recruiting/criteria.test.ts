import { describe, expect, it } from 'vitest';
import { checkCriteria, CRITERIA_RULES } from './criteria';

const qualifying = { linkedin_verified: true, has_passport_id: true, has_100_connections: true };

describe('checkCriteria', () => {
  it('qualifies a verified profile with an ID and 100+ connections', () => {
    expect(checkCriteria(qualifying)).toEqual({ qualified: true, unmet: [], reason: null });
  });

  it('qualifies fewer connections with the willingness to grow them', () => {
    expect(
      checkCriteria({ ...qualifying, has_100_connections: false, willing_to_increase_connections: true }).qualified,
    ).toBe(true);
  });

  it('names every unmet rule', () => {
    const result = checkCriteria({ linkedin_verified: false, has_passport_id: false, has_100_connections: false });
    expect(result.qualified).toBe(false);
    expect(result.unmet).toEqual([CRITERIA_RULES.verified, CRITERIA_RULES.passport, CRITERIA_RULES.connections]);
    expect(result.reason).toBe(result.unmet.join('; '));
  });

  it.each([
    [{ linkedin_verified: false }, CRITERIA_RULES.verified],
    [{ has_passport_id: false }, CRITERIA_RULES.passport],
  ])('fails %j alone with its rule', (change, rule) => {
    expect(checkCriteria({ ...qualifying, ...change }).unmet).toEqual([rule]);
  });
});
