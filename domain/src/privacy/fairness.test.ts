import { describe, expect, it } from 'vitest';
import { fairnessContribution, fairnessFigures, scoreBucket, screeningFairnessOutcome } from './fairness';
import { publishedSummary } from './fairness-summary';

describe('what one application counts', () => {
  it('counts a decided screening by the tool: selected when the assessment passed it, whatever a person did after', () => {
    expect(
      screeningFairnessOutcome({
        fs_status: 'rejected',
        fs_overall_score: 7.5,
        fs_openai_assessment: { passed: true },
      }),
    ).toEqual({ counted: true, selected: true, score: 7.5 });
    expect(
      screeningFairnessOutcome({
        fs_status: 'needs_review',
        fs_overall_score: 7.5,
        fs_openai_assessment: { passed: true },
      }),
    ).toEqual({ counted: false, selected: false, score: null });
    expect(
      screeningFairnessOutcome({ fs_status: 'assessment_failed', fs_overall_score: null, fs_openai_assessment: 'raw' }),
    ).toMatchObject({ counted: false });
  });

  it('leaves out a disagreement a person decided: the tool decided nothing', () => {
    expect(
      screeningFairnessOutcome({
        fs_status: 'screening_passed',
        fs_overall_score: 8,
        fs_openai_assessment: { passed: true, review: { reasons: ['Pass or fail'] } },
      }),
    ).toMatchObject({ counted: false });
  });

  it('files a declined answer as unknown for that dimension, and neither answered as the unknowns', () => {
    const outcome = { counted: true, selected: true, score: 6.0 };
    const day = new Date('2026-11-20T23:59:00Z');
    expect(fairnessContribution(outcome, day, { sex: 'female', race_ethnicity: 'decline' })).toEqual({
      day: '2026-11-20',
      counts: {
        'all.applicants': 1,
        'all.selected': 1,
        'all.b12': 1,
        'sex:female.applicants': 1,
        'sex:female.selected': 1,
        'sex:female.b12': 1,
        'race_ethnicity:unknown.applicants': 1,
        'race_ethnicity:unknown.selected': 1,
        'race_ethnicity:unknown.b12': 1,
        'intersectional:unknown.applicants': 1,
        'intersectional:unknown.selected': 1,
        'intersectional:unknown.b12': 1,
      },
    });
    expect(Object.keys(fairnessContribution(outcome, day, undefined)!.counts)).toContain('unknown.applicants');
    expect(fairnessContribution({ counted: false, selected: false, score: null }, day, undefined)).toBeNull();
  });

  it('buckets scores by half points, 10 in the last', () => {
    expect([0, 0.4, 0.5, 5.9, 6.0, 9.99, 10].map(scoreBucket)).toEqual([0, 0, 1, 11, 12, 19, 20]);
  });
});

describe('the figures', () => {
  it('answers nothing to compare for no applicants, and no ratio when nobody was selected', () => {
    expect(fairnessFigures({}, 'screening')).toEqual({
      applicants: 0,
      groups: [],
      unknown: { applicants: 0, selected: 0 },
    });
    // Two people: each group is one, its numbers withheld.
    const two = fairnessFigures(
      { all: { applicants: 2 }, 'sex:female': { applicants: 1 }, 'sex:male': { applicants: 1 } },
      'recruiting',
    );
    expect(two.groups.map((group) => [group.group, group.applicants, group.withheld, group.impact_ratio])).toEqual([
      ['female', null, true, null],
      ['male', null, true, null],
    ]);
    const none = fairnessFigures(
      { all: { applicants: 10 }, 'sex:female': { applicants: 5 }, 'sex:male': { applicants: 5 } },
      'recruiting',
    );
    expect(
      none.groups.map((group) => [group.group, group.selection_rate, group.impact_ratio, group.scoring_rate]),
    ).toEqual([
      ['female', 0, null, null],
      ['male', 0, null, null],
    ]);
  });

  it('counts a group of five or more under 2% of the applicants but leaves it out of the ratios', () => {
    // 300 applicants: 2% is 6. The five Black or African American applicants (1.67%), all selected,
    // are excluded and so not the highest rate; the six Native Hawaiian (exactly 2%) are compared.
    // Highest rate 97/194 = 0.5 (Asian, and 3/6 the Hawaiian); White 38/95 = 0.4, a ratio of 0.8.
    const figures = fairnessFigures(
      {
        all: { applicants: 300, selected: 143 },
        'race_ethnicity:asian': { applicants: 194, selected: 97 },
        'race_ethnicity:white': { applicants: 95, selected: 38 },
        'race_ethnicity:black_or_african_american': { applicants: 5, selected: 5 },
        'race_ethnicity:native_hawaiian_or_pacific_islander': { applicants: 6, selected: 3 },
      },
      'recruiting',
    );
    expect(figures.applicants).toBe(300);
    expect(
      figures.groups.map((group) => [
        group.group,
        group.applicants,
        group.selected,
        group.selection_rate,
        group.impact_ratio,
        group.excluded,
      ]),
    ).toEqual([
      ['asian', 194, 97, 0.5, 1, false],
      ['black_or_african_american', 5, 5, 1, null, true],
      ['native_hawaiian_or_pacific_islander', 6, 3, 0.5, 1, false],
      ['white', 95, 38, 0.4, 0.8, false],
    ]);
  });
});

describe('the published summary', () => {
  it("names an excluded group without its numbers and keeps the others' figures", () => {
    const summary = publishedSummary(
      {
        generated_at: '2026-11-28T10:00:00.000Z',
        from: '2025-11-28',
        to: '2026-11-28',
        applicants: 100,
        groups: [
          {
            dimension: 'sex',
            group: 'female',
            applicants: 99,
            selected: 50,
            selection_rate: 0.5051,
            impact_ratio: 1,
            scoring_rate: 0.5,
            excluded: false,
            withheld: false,
          },
          {
            dimension: 'sex',
            group: 'male',
            applicants: 1,
            selected: 1,
            selection_rate: 1,
            impact_ratio: null,
            scoring_rate: 1,
            excluded: true,
            withheld: false,
          },
        ],
        unknown: { applicants: 0, selected: 0 },
      },
      '2026-01-05',
    );
    expect(summary.groups[0]).toMatchObject({ group: 'female', applicants: 99, selection_rate: 0.5051 });
    expect(summary.groups[1]).toEqual({
      dimension: 'sex',
      group: 'male',
      excluded: true,
      applicants: null,
      selected: null,
      selection_rate: null,
      impact_ratio: null,
      scoring_rate: null,
    });
    expect(summary).toMatchObject({ first_used: '2026-01-05', period: { from: '2025-11-28', to: '2026-11-28' } });
  });
});
