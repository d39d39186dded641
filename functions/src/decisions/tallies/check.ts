// The tallies checked against the collections they count, by aggregation queries (one read per
// 1,000 index entries each): every status, the days in total and week by week (the weekly chart,
// and the screening dashboard's recent window, which is the last of those weeks), and the screening
// scores. What `npm run tallies` prints and the admin benchmark checks.
import { ADMIN_RECRUITING_STATUSES, weeklySubmissions } from '@careers/domain/recruiting';
import { ADMIN_SCREENING_STATUSES, scoredScreeningApplicationsQuery } from '@careers/domain/screening';
import { TALLY_AREAS, talliedCountQuery, tallyGroup, type TallyArea } from '@careers/domain/shared';
import { countOf, readTally, sumIn } from '../../stores/tallies';

/** One figure of a tally beside what the collection holds. */
export interface TallyComparison {
  what: string;
  tally: number;
  counted: number;
  ok: boolean;
}

/** Weeks compared: the weekly chart's eight. */
const WEEKS = 8;
const WEEK = 7 * 86_400_000;

const STATUSES: Record<TallyArea, readonly string[]> = {
  recruiting: ADMIN_RECRUITING_STATUSES,
  screening: ADMIN_SCREENING_STATUSES,
};

const exact = (what: string, tally: number, counted: number): TallyComparison => ({
  what,
  tally,
  counted,
  ok: tally === counted,
});

/** Every figure of `area`'s tally beside the collection's own count, on `now`. */
export async function compareTally(area: TallyArea, now = new Date()): Promise<TallyComparison[]> {
  const collection = TALLY_AREAS[area];
  const tally = await readTally(area);
  const statuses = STATUSES[area];
  const byStatus = tallyGroup(tally, 'status');
  const days = Object.values(tallyGroup(tally, 'day')).reduce((sum, n) => sum + n, 0);
  const weeks = weeklySubmissions(tally, WEEKS, now);
  const [counts, all, weekCounts] = await Promise.all([
    Promise.all(statuses.map((status) => countOf(talliedCountQuery(area, { status })))),
    countOf(talliedCountQuery(area, 'all')),
    Promise.all(
      weeks.map(({ week }) =>
        countOf(talliedCountQuery(area, { createdFrom: week, createdBefore: new Date(week.getTime() + WEEK) })),
      ),
    ),
  ]);
  const comparisons = [
    ...statuses.map((status, index) => exact(`status ${status}`, byStatus[status] ?? 0, counts[index]!)),
    exact('days in total', days, all),
    ...weeks.map(({ week, count }, index) =>
      exact(`week from ${week.toISOString().slice(0, 10)}`, count, weekCounts[index]!),
    ),
  ];
  if (area === 'screening') {
    const scored = tally['score.count'] ?? 0;
    const [counted, sum] = await Promise.all([
      countOf(scoredScreeningApplicationsQuery()),
      sumIn(collection, 'fs_overall_score'),
    ]);
    const milli = tally['score.milli'] ?? 0;
    comparisons.push(exact('scored', scored, counted), {
      what: 'score sum, thousandths',
      tally: milli,
      counted: Math.round(sum * 1000),
      // Each score is counted in whole thousandths: half a thousandth of rounding each at most.
      ok: Math.abs(milli - sum * 1000) <= scored / 2 + 1e-6,
    });
  }
  return comparisons;
}
