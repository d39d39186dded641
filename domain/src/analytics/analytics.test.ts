import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumTallies, type Tally } from '../shared/tally';
import { analyticsContribution, analyticsReport, bucketHours, hourBucket } from './analytics';
import type { StageHistory } from './stages';

const HOUR = 3_600_000;
const T0 = new Date('2026-05-04T09:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

/** The documented bound: a bucket's middle is within 2^(1/8) of any time in it, above or below. */
const BOUND = 2 ** (1 / 8) - 1;

/** A recruiting application submitted at T0 with this history. */
const application = (stage_history: StageHistory, fields: Record<string, unknown> = {}) => ({
  status: 'meeting_scheduled',
  nda_signed: false,
  interview_start: null,
  created_at: T0,
  updated_at: T0,
  referral_source: 'LinkedIn',
  stage_history,
  ...fields,
});

/** The exact nearest-rank percentile of `values`. */
const nearestRank = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil(p * values.length) - 1]!;

describe('hourBucket and bucketHours', () => {
  it('puts under an hour in the first bucket, then four per doubling', () => {
    const cases: [number, number][] = [
      [0, 0],
      [0.99, 0],
      [Number.NaN, 0],
      [1, 1],
      [1.18, 1], // 2^(1/4) = 1.189
      [1.19, 2],
      [2, 5],
      [3, 7], // 4 log2(3) = 6.34
      [4, 9],
      [10, 14], // 4 log2(10) = 13.29
      [1024, 41],
    ];
    for (const [hours, bucket] of cases) expect(hourBucket(hours), `${hours} h`).toBe(bucket);
    expect(bucketHours(0)).toBe(0.5);
    expect(bucketHours(1)).toBeCloseTo(1.0905, 4); // 2^(1/8)
    expect(bucketHours(9)).toBeCloseTo(4.362, 3); // 2^(8.5/4)
  });

  it('gives every time a middle within 2^(1/8) - 1 (9.05%) of it, half an hour under an hour', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100_000, noNaN: true }), (hours) => {
        const middle = bucketHours(hourBucket(hours));
        if (hours < 1) return Math.abs(middle - hours) <= 0.5;
        return Math.abs(middle - hours) <= hours * BOUND * (1 + 1e-9);
      }),
    );
    // The bound is reached at a bucket's start: an hour reads 1.0905 h, so "within 9%" would not hold.
    expect(bucketHours(hourBucket(1)) / 1 - 1).toBeCloseTo(0.0905, 4);
    expect(BOUND).toBeGreaterThan(0.09);
  });
});

describe('analyticsContribution', () => {
  it('counts the furthest stage and every one before, the source’s steps, each stay left and the hire', () => {
    const history: StageHistory = {
      applied: at(0),
      criteria_met: at(0),
      nda_signed: at(3),
      interview_booked: at(3),
      interviewed: at(10),
      hired: at(48),
      offer_declined: at(78),
    };
    const { day, counts } = analyticsContribution('recruiting', application(history, { status: 'hired' }), {
      status: 'rejected',
    });
    expect(day).toBe('2026-05-04');
    // Stays: 0 h -> b0; 3 h -> b7; 7 h -> b12; 38 h -> b21; the hire left at the decline, 30 h -> b20; hire 48 h -> b23.
    expect(counts).toEqual({
      'reached.applied': 1,
      'reached.criteria_met': 1,
      'reached.nda_signed': 1,
      'reached.interview_booked': 1,
      'reached.interviewed': 1,
      'reached.hired': 1,
      'source:LinkedIn.applied': 1,
      'source:LinkedIn.qualified': 1,
      'source:LinkedIn.interviewed': 1,
      'source:LinkedIn.hired': 1,
      'stay:applied.b0': 1,
      'stay:criteria_met.b7': 1,
      'stay:nda_signed.b0': 1,
      'stay:interview_booked.b12': 1,
      'stay:interviewed.b21': 1,
      'stay:hired.b20': 1,
      'hire.b23': 1,
      'offers.made': 1,
      'offers.declined': 1,
    });
  });

  it('counts no time in a hire left by the decision of an earlier, undone hire', () => {
    const history: StageHistory = {
      applied: at(0),
      criteria_met: at(0),
      nda_signed: at(3),
      interview_booked: at(3),
      interviewed: at(10),
      hired: at(100),
      offer_declined: at(78),
    };
    const { counts } = analyticsContribution('recruiting', application(history, { status: 'hired' }), {
      status: 'rejected',
    });
    // The stay in interviewed runs to the new hire (90 h -> b26); the hire itself is not left yet.
    expect(counts['stay:interviewed.b26']).toBe(1);
    expect(Object.keys(counts).filter((key) => key.startsWith('stay:hired'))).toEqual([]);
  });

  it('counts an approximate history in the funnel and the sources only', () => {
    const history: StageHistory = { applied: at(0), criteria_met: at(0), interview_booked: at(9), hired: at(9) };
    const { counts } = analyticsContribution(
      'recruiting',
      application(history, { status: 'hired', stage_history_approximate: true, referral_source: '' }),
      null,
    );
    expect(counts).toEqual({
      'reached.applied': 1,
      'reached.criteria_met': 1,
      'reached.nda_signed': 1,
      'reached.interview_booked': 1,
      'reached.interviewed': 1,
      'reached.hired': 1,
      'source:Unknown.applied': 1,
      'source:Unknown.qualified': 1,
      'source:Unknown.interviewed': 1,
      'source:Unknown.hired': 1,
      'approximate.applications': 1,
    });
  });
});

describe('analyticsReport', () => {
  it('narrows the funnel with each stage’s conversion from the one before', () => {
    const tally: Tally = {
      'reached.applied': 8,
      'reached.criteria_met': 6,
      'reached.nda_signed': 6,
      'reached.interview_booked': 3,
    };
    expect(analyticsReport({ flow: 'recruiting' }, tally).funnel).toEqual([
      { stage: 'applied', count: 8, conversion: null },
      { stage: 'criteria_met', count: 6, conversion: 0.75 },
      { stage: 'nda_signed', count: 6, conversion: 1 },
      { stage: 'interview_booked', count: 3, conversion: 0.5 },
      { stage: 'interviewed', count: 0, conversion: 0 },
      { stage: 'hired', count: 0, conversion: null },
    ]);
  });

  it('takes the nearest-rank median and 90th percentile from the buckets, within the bound of the exact ones', () => {
    // Ten stays in applied: 1, 2, 3, 4, 5, 6, 7, 8, 9, 100 hours. The median is the 5th (5 h, bucket
    // 1 + floor(4 log2 5) = 10, middle 2^(9.5/4) = 5.19 h), the 90th percentile the 9th (9 h, bucket
    // 13, middle 2^(12.5/4) = 8.72 h).
    const stays = [1, 2, 3, 4, 5, 6, 7, 8, 9, 100];
    const counts = stays.map(
      (hours) =>
        analyticsContribution('recruiting', application({ applied: at(0), criteria_met: at(hours) }), null).counts,
    );
    expect(analyticsReport({ flow: 'recruiting' }, sumTallies(counts)).time_in_stage[0]).toEqual({
      stage: 'applied',
      count: 10,
      median_hours: 5.19,
      p90_hours: 8.72,
    });

    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000 * HOUR }), { minLength: 1, maxLength: 40 }), (stays) => {
        // Whole milliseconds, as the history keeps them.
        const hours = stays.map((ms) => ms / HOUR);
        const tally = sumTallies(
          hours.map(
            (stay) =>
              analyticsContribution('recruiting', application({ applied: at(0), criteria_met: at(stay) }), null).counts,
          ),
        );
        const row = analyticsReport({ flow: 'recruiting' }, tally).time_in_stage[0]!;
        // The report rounds to two decimals.
        const within = (figure: number | null, exact: number) =>
          figure !== null && Math.abs(figure - exact) <= (exact < 1 ? 0.5 : exact * BOUND) + 0.005 + 1e-9;
        return (
          row.count === hours.length &&
          within(row.median_hours, nearestRank(hours, 0.5)) &&
          within(row.p90_hours, nearestRank(hours, 0.9))
        );
      }),
    );
  });

  it('gives the time to hire in days, and the offers and the approximate applications as counted', () => {
    const report = analyticsReport(
      { flow: 'recruiting' },
      { 'hire.b23': 2, 'hire.b36': 1, 'offers.made': 3, 'offers.accepted': 1, 'approximate.applications': 4 },
    );
    // 49.35 h and 469.51 h (2^(22.5/4), 2^(35.5/4)): the median the 2nd of 3, the 90th percentile the 3rd.
    expect(report.time_to_hire).toEqual({ count: 3, median_days: 2.06, p90_days: 19.56 });
    expect(report.offers).toEqual({ made: 3, accepted: 1, declined: 0, withdrawn: 0 });
    expect(report.approximate).toBe(4);
  });
});
