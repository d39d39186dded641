import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCORECARD,
  othersVisible,
  recommendationCounts,
  scorecardOf,
  scorecardStatusOf,
  SPEC_SCORECARDS,
} from './scorecards';

describe('othersVisible: who sees a colleague’s scorecard', () => {
  it('never, always, or once one’s own is submitted', () => {
    expect(othersVisible('never', { submitted: true })).toBe(false);
    expect(othersVisible('always', undefined)).toBe(true);
    expect(othersVisible('after_own', undefined)).toBe(false);
    expect(othersVisible('after_own', { submitted: false })).toBe(false);
    expect(othersVisible('after_own', { submitted: true })).toBe(true);
  });
});

describe('scorecardOf', () => {
  it('the team’s, else the specification’s posting’s, else the default', () => {
    const set = { attributes: [{ id: 'x', label: 'X', description: 'x' }], visibility: 'always' as const };
    expect(scorecardOf('marketing-analyst-recruiting', set)).toBe(set);
    expect(scorecardOf('marketing-analyst-recruiting')).toBe(SPEC_SCORECARDS['marketing-analyst-recruiting']);
    expect(scorecardOf('sourcing-analyst')).toBe(DEFAULT_SCORECARD);
  });

  it('every scorecard has 1-12 attributes with distinct ids, and hides colleagues until one’s own is in', () => {
    for (const definition of [DEFAULT_SCORECARD, ...Object.values(SPEC_SCORECARDS)]) {
      const ids = definition.attributes.map((attribute) => attribute.id);
      expect(ids.length).toBeGreaterThanOrEqual(1);
      expect(ids.length).toBeLessThanOrEqual(12);
      expect(new Set(ids).size).toBe(ids.length);
      expect(definition.visibility).toBe('after_own');
    }
  });
});

describe('the summary and the status', () => {
  it('counts the submitted recommendations only', () => {
    expect(
      recommendationCounts([
        { submitted: true, recommendation: 'yes' },
        { submitted: true, recommendation: 'yes' },
        { submitted: true, recommendation: 'strong_no' },
        { submitted: false, recommendation: 'strong_yes' },
      ]),
    ).toEqual({ strong_no: 1, no: 0, yes: 2, strong_yes: 0 });
  });

  it('a scorecard is missing, a draft or submitted', () => {
    expect(scorecardStatusOf(undefined)).toBe('missing');
    expect(scorecardStatusOf({ submitted: false })).toBe('draft');
    expect(scorecardStatusOf({ submitted: true })).toBe('submitted');
  });
});
