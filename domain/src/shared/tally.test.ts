import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dashboardStatsFromTally, recruitingTally, weeklySubmissions } from '../recruiting/admin';
import { screeningStatsFromTally, screeningTally } from '../screening/admin';
import {
  countOverDays,
  dayCount,
  dayKey,
  flattenTally,
  nestTally,
  postingTally,
  shardOf,
  sumTallies,
  talliedPostings,
  tallyDelta,
  tallyGroup,
  utcDayStart,
  withinPosting,
  type Tally,
} from './tally';

describe('tally arithmetic', () => {
  it('a delta holds only what changed', () => {
    expect(
      tallyDelta({ 'status.hired': 1, 'day.2026-11-20': 1 }, { 'status.interviewed': 1, 'day.2026-11-20': 1 }),
    ).toEqual({ 'status.hired': -1, 'status.interviewed': 1 });
    expect(tallyDelta({}, { 'status.hired': 1 })).toEqual({ 'status.hired': 1 });
    expect(tallyDelta({ 'score.milli': 7300, 'score.count': 1 }, {})).toEqual({
      'score.milli': -7300,
      'score.count': -1,
    });
    expect(tallyDelta({ 'status.hired': 1 }, { 'status.hired': 1 })).toEqual({});
  });

  it('the deltas of a document history, added in any order, leave exactly its last contribution', () => {
    const contribution = fc.dictionary(
      fc.constantFrom('status.a', 'status.b', 'day.x', 'score.milli'),
      fc.integer({ min: -5, max: 5 }),
    );
    const historyAndOrder = fc
      .array(contribution, { minLength: 1, maxLength: 8 })
      .chain((history) =>
        fc.tuple(fc.constant(history), fc.shuffledSubarray([...history.keys()], { minLength: history.length })),
      );
    fc.assert(
      fc.property(historyAndOrder, ([history, order]) => {
        const deltas = history.map((state, index) => tallyDelta(index === 0 ? {} : history[index - 1]!, state));
        const total = sumTallies(order.map((index) => deltas[index]!));
        const last = history.at(-1)!;
        for (const key of new Set([...Object.keys(total), ...Object.keys(last)])) {
          expect(total[key] ?? 0).toBe(last[key] ?? 0);
        }
      }),
    );
  });

  it('sums shards key by key', () => {
    expect(sumTallies([{ 'status.hired': 2, 'day.2026-11-20': 1 }, { 'status.hired': 3 }, {}])).toEqual({
      'status.hired': 5,
      'day.2026-11-20': 1,
    });
  });

  it('nests by group for storage and flattens back', () => {
    const flat: Tally = { 'status.hired': 2, 'day.2026-11-20': 1, 'score.milli': 7300 };
    expect(nestTally(flat)).toEqual({ status: { hired: 2 }, day: { '2026-11-20': 1 }, score: { milli: 7300 } });
    expect(flattenTally(nestTally(flat))).toEqual(flat);
    expect(nestTally({ 'status.hired': 2 }, (n) => `+${n}`)).toEqual({ status: { hired: '+2' } });
    expect(flattenTally(undefined)).toEqual({});
    expect(tallyGroup(flat, 'status')).toEqual({ hired: 2 });
  });

  it('puts a document on a stable shard, spreading documents over all four', () => {
    expect(shardOf('abc')).toBe(shardOf('abc'));
    expect(shardOf('')).toBe(1);
    expect(shardOf('a')).toBe(0);
    const used = new Set(Array.from({ length: 200 }, (_, i) => shardOf(`user-${i}`)));
    expect([...used].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('day buckets', () => {
  it('keys a day by its UTC date', () => {
    expect(dayKey(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-22');
    expect(dayKey(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
    expect(utcDayStart(new Date('2026-03-01T15:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });

  it('counts a date on its day, and a missing or invalid one on none', () => {
    expect(dayCount(new Date('2026-11-22T23:59:59Z'))).toEqual({ 'day.2026-11-22': 1 });
    expect(dayCount(undefined)).toEqual({});
    expect(dayCount(new Date('not a date'))).toEqual({});
  });

  it('counts the days ending with a given day, that day included', () => {
    const tally: Tally = { 'day.2026-11-16': 100, 'day.2026-11-17': 1, 'day.2026-11-22': 2, 'day.2026-11-23': 50 };
    expect(countOverDays(tally, new Date('2026-11-22T10:00:00Z'), 6)).toBe(3);
    expect(countOverDays(tally, new Date('2026-11-22T10:00:00Z'), 7)).toBe(103);
  });
});

describe('a tally within postings', () => {
  it('counts a document across postings and again within its posting; without one, across postings only', () => {
    expect(withinPosting({ 'status.hired': 1, 'day.2026-11-20': 1 }, 'analyst-2')).toEqual({
      'status.hired': 1,
      'day.2026-11-20': 1,
      'status@analyst-2.hired': 1,
      'day@analyst-2.2026-11-20': 1,
    });
    expect(withinPosting({ 'status.hired': 1 }, undefined)).toEqual({ 'status.hired': 1 });
    expect(withinPosting({ 'status.hired': 1 }, '')).toEqual({ 'status.hired': 1 });
  });

  it("reads one posting's counts under the plain group names, or every posting's, and lists the postings", () => {
    const tally = sumTallies([
      withinPosting({ 'status.hired': 1, 'day.2026-11-20': 1, 'score.milli': 7350 }, 'analyst-2'),
      withinPosting({ 'status.hired': 1, 'day.2026-11-21': 1 }, 'analyst'),
      withinPosting({ 'status.interviewed': 1, 'day.2026-11-21': 1 }, 'analyst'),
    ]);
    expect(postingTally(tally, 'analyst')).toEqual({
      'status.hired': 1,
      'status.interviewed': 1,
      'day.2026-11-21': 2,
    });
    expect(postingTally(tally, 'analyst-2')).toEqual({ 'status.hired': 1, 'day.2026-11-20': 1, 'score.milli': 7350 });
    expect(postingTally(tally, null)).toEqual({
      'status.hired': 2,
      'status.interviewed': 1,
      'day.2026-11-20': 1,
      'day.2026-11-21': 2,
      'score.milli': 7350,
    });
    // A posting whose slug begins another's ('analyst' and 'analyst-2') takes none of its counts.
    expect(postingTally(tally, 'analys')).toEqual({});
    expect(talliedPostings(tally)).toEqual(['analyst', 'analyst-2']);
    // Stored nested by group: a posting's group is a map key of its own, never a field path.
    expect(nestTally(withinPosting({ 'status.hired': 1 }, 'analyst-2'))).toEqual({
      status: { hired: 1 },
      'status@analyst-2': { hired: 1 },
    });
  });

  it("keeps the figures across postings what they were: a group read by name takes no posting's keys", () => {
    const tally = withinPosting({ 'status.hired': 1, 'day.2026-11-20': 1 }, 'analyst-2');
    expect(tallyGroup(tally, 'status')).toEqual({ hired: 1 });
    expect(dashboardStatsFromTally(tally).total_applications).toBe(1);
    expect(countOverDays(tally, new Date('2026-11-20T12:00:00Z'), 1)).toBe(1);
  });
});

describe('the recruiting tally', () => {
  const created_at = new Date('2026-11-20T08:00:00Z');

  it('counts an application by status and day of submission, across postings and within its posting', () => {
    expect(recruitingTally({ status: 'hired', created_at })).toEqual({ 'status.hired': 1, 'day.2026-11-20': 1 });
    expect(recruitingTally({ status: 'hired', created_at, job_slug: 'analyst-2' })).toEqual({
      'status.hired': 1,
      'day.2026-11-20': 1,
      'status@analyst-2.hired': 1,
      'day@analyst-2.2026-11-20': 1,
    });
  });

  it('gives the six tiles, counting only the statuses an admin works with', () => {
    const tally: Tally = {
      'status.criteria_failed': 4,
      'status.meeting_scheduled': 3,
      'status.interviewed': 2,
      'status.hired': 1,
      'status.rejected_after_interview': 5,
      'status.new_user': 9,
      'day.2026-11-20': 15,
    };
    expect(dashboardStatsFromTally(tally)).toEqual({
      total_applications: 15,
      criteria_passed: 11,
      criteria_failed: 4,
      interviews_scheduled: 3,
      interviewed: 2,
      hired: 1,
    });
    expect(dashboardStatsFromTally({})).toEqual({
      total_applications: 0,
      criteria_passed: 0,
      criteria_failed: 0,
      interviews_scheduled: 0,
      interviewed: 0,
      hired: 0,
    });
  });

  it('gives the weeks of the pipeline chart, oldest first, the last ending today', () => {
    // Weeks 2026-11-09..15 and 2026-11-16..22; the 8th and the 23rd fall outside.
    const tally: Tally = {
      'day.2026-11-08': 100,
      'day.2026-11-09': 7,
      'day.2026-11-15': 1,
      'day.2026-11-16': 2,
      'day.2026-11-22': 4,
      'day.2026-11-23': 100,
    };
    expect(weeklySubmissions(tally, 2, new Date('2026-11-22T12:00:00Z'))).toEqual([
      { week: new Date('2026-11-09T00:00:00Z'), count: 8 },
      { week: new Date('2026-11-16T00:00:00Z'), count: 6 },
    ]);
  });
});

describe('the screening tally', () => {
  const created_at = new Date('2026-11-21T08:00:00Z');

  it('counts status, day and the score in thousandths; no score, no score keys', () => {
    expect(screeningTally({ fs_status: 'screening_passed', created_at, fs_overall_score: 7.35 })).toEqual({
      'status.screening_passed': 1,
      'day.2026-11-21': 1,
      'score.count': 1,
      'score.milli': 7350,
    });
    expect(screeningTally({ fs_status: 'submitted', created_at, fs_overall_score: null })).toEqual({
      'status.submitted': 1,
      'day.2026-11-21': 1,
    });
  });

  it('counts within its posting too', () => {
    expect(
      screeningTally({ fs_status: 'screening_passed', created_at, fs_overall_score: 7.35, job_slug: 'data-intern' }),
    ).toEqual({
      'status.screening_passed': 1,
      'day.2026-11-21': 1,
      'score.count': 1,
      'score.milli': 7350,
      'status@data-intern.screening_passed': 1,
      'day@data-intern.2026-11-21': 1,
      'score@data-intern.count': 1,
      'score@data-intern.milli': 7350,
    });
  });

  it('gives the dashboard stats: recent over the last 7 UTC days, the mean score to one decimal', () => {
    const tally: Tally = {
      'status.screening_passed': 2,
      'status.assessment_failed': 1,
      'status.hired': 1,
      'day.2026-11-22': 1,
      'day.2026-11-16': 1,
      'day.2026-11-15': 2,
      'score.count': 3,
      'score.milli': 22_400,
    };
    expect(screeningStatsFromTally(tally, new Date('2026-11-22T20:00:00Z'))).toEqual({
      total_applications: 4,
      recent_applications: 2,
      submitted: 0,
      assessing: 0,
      screening_passed: 2,
      screening_failed: 0,
      assessment_errors: 1,
      needs_review: 0,
      average_score: 7.5,
      shortlisted: 0,
      interviewed: 0,
      hired: 1,
    });
    expect(screeningStatsFromTally({}, new Date()).average_score).toBe(0);
  });
});
