import type { FairnessGroup, FairnessResponse } from '@careers/domain/privacy';
import { describe, expect, it } from 'vitest';
import { belowFourFifths, fairnessCsv, fairnessFileName, formatRatio, groupLabel, groupsOf } from './fairness';

const group = (fields: Partial<FairnessGroup> & Pick<FairnessGroup, 'dimension' | 'group'>): FairnessGroup => ({
  applicants: 10,
  selected: 5,
  selection_rate: 0.5,
  impact_ratio: 1,
  scoring_rate: 0.5,
  excluded: false,
  withheld: false,
  ...fields,
});

// Given out of the dimensions' order, to show the CSV puts sex, race/ethnicity, then both.
const figures: FairnessResponse = {
  generated_at: '2026-11-28T10:00:00.000Z',
  flow: 'screening',
  from: '2026-01-01',
  to: '2026-11-28',
  applicants: 60,
  groups: [
    group({
      dimension: 'intersectional',
      group: 'female|asian',
      applicants: 1,
      selected: 0,
      selection_rate: 0,
      impact_ratio: null,
      scoring_rate: 0,
      excluded: true,
    }),
    group({
      dimension: 'sex',
      group: 'female',
      applicants: 30,
      selected: 10,
      selection_rate: 0.3333,
      impact_ratio: 0.6667,
      scoring_rate: 0.4,
    }),
    group({
      dimension: 'sex',
      group: 'male',
      applicants: 24,
      selected: 12,
      selection_rate: 0.5,
      impact_ratio: 1,
      scoring_rate: 0.5417,
    }),
    group({
      dimension: 'race_ethnicity',
      group: 'black_or_african_american',
      applicants: 20,
      selected: 9,
      selection_rate: 0.45,
      impact_ratio: 0.9,
      scoring_rate: 0.45,
    }),
  ],
  unknown: { applicants: 6, selected: 2 },
};

describe('fairness group labels', () => {
  it('names a sex, a race/ethnicity and both by their survey labels', () => {
    expect(groupLabel({ dimension: 'sex', group: 'female' })).toBe('Female');
    expect(groupLabel({ dimension: 'race_ethnicity', group: 'native_hawaiian_or_pacific_islander' })).toBe(
      'Native Hawaiian or Other Pacific Islander',
    );
    expect(groupLabel({ dimension: 'intersectional', group: 'female|asian' })).toBe('Female · Asian');
    expect(groupLabel({ dimension: 'intersectional', group: 'male|two_or_more' })).toBe('Male · Two or more races');
  });

  it('shows a key the labels do not know as itself', () => {
    expect(groupLabel({ dimension: 'race_ethnicity', group: 'other' })).toBe('other');
    expect(groupLabel({ dimension: 'intersectional', group: 'male|other' })).toBe('Male · other');
  });
});

describe('fairness figures as the tables write them', () => {
  it('writes impact ratios with two decimals, cut so one under 0.8 never reads 0.80', () => {
    expect(formatRatio(0.6667)).toBe('0.66');
    expect(formatRatio(0.7999)).toBe('0.79');
    expect(formatRatio(0.8)).toBe('0.80');
    expect(formatRatio(0.29)).toBe('0.29');
    expect(formatRatio(1)).toBe('1.00');
    expect(formatRatio(null)).toBe('—');
  });

  it('flags a ratio under four-fifths, not 0.8 itself nor an excluded group', () => {
    expect(belowFourFifths({ impact_ratio: 0.7999 })).toBe(true);
    expect(belowFourFifths({ impact_ratio: 0 })).toBe(true);
    expect(belowFourFifths({ impact_ratio: 0.8 })).toBe(false);
    expect(belowFourFifths({ impact_ratio: 1 })).toBe(false);
    expect(belowFourFifths({ impact_ratio: null })).toBe(false);
  });

  it('picks the groups of one dimension', () => {
    expect(groupsOf(figures, 'sex').map((g) => g.group)).toEqual(['female', 'male']);
    expect(groupsOf(figures, 'intersectional').map((g) => g.group)).toEqual(['female|asian']);
  });
});

describe('fairness CSV', () => {
  it('exports every row of the three tables, dimension by dimension, null as empty', () => {
    expect(fairnessCsv(figures).split('\r\n')).toEqual([
      '"dimension","group","applicants","selected","selection_rate","impact_ratio","scoring_rate","excluded","withheld"',
      '"sex","female","30","10","0.3333","0.6667","0.4","false","false"',
      '"sex","male","24","12","0.5","1","0.5417","false","false"',
      '"race_ethnicity","black_or_african_american","20","9","0.45","0.9","0.45","false","false"',
      '"intersectional","female|asian","1","0","0","","0","true","false"',
      '',
    ]);
  });

  it('exports a recruiting scoring rate (none) as empty, and only the header without groups', () => {
    const recruiting = [group({ dimension: 'sex', group: 'male', scoring_rate: null })];
    expect(fairnessCsv({ groups: recruiting }).split('\r\n')[1]).toBe(
      '"sex","male","10","5","0.5","1","","false","false"',
    );
    expect(fairnessCsv({ groups: [] })).toBe(
      '"dimension","group","applicants","selected","selection_rate","impact_ratio","scoring_rate","excluded","withheld"\r\n',
    );
  });

  it('names the file by flow and period', () => {
    expect(fairnessFileName(figures)).toBe('fairness-screening-2026-01-01-2026-11-28.csv');
    expect(fairnessFileName({ flow: 'recruiting', from: '2020-01-01', to: '2026-02-03' })).toBe(
      'fairness-recruiting-2020-01-01-2026-02-03.csv',
    );
  });
});
