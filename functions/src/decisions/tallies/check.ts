// The tallies checked against the collections they count, by aggregation queries (one read per
// 1,000 index entries each): every status, the days in total and week by week (the weekly chart,
// and the screening dashboard's recent window, which is the last of those weeks), and the screening
// scores; across postings and within each posting the tally counts (the dashboards' posting
// filter). What `npm run tallies` prints and the admin benchmark checks.
import { ADMIN_RECRUITING_STATUSES, weeklySubmissions } from '@careers/domain/recruiting';
import { ADMIN_SCREENING_STATUSES, scoredScreeningApplicationsQuery } from '@careers/domain/screening';
import {
  postingTally,
  talliedCountQuery,
  talliedPostings,
  tallyGroup,
  type Tally,
  type TallyArea,
} from '@careers/domain/shared';
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

/**
 * Every figure of `area`'s tally beside the collection's own count, on `now`: across postings, and
 * within each of `postings` (by default every posting the tally counts anything within).
 */
export async function compareTally(
  area: TallyArea,
  now = new Date(),
  { postings }: { postings?: readonly string[] } = {},
): Promise<TallyComparison[]> {
  const tally = await readTally(area);
  const scopes = [undefined, ...(postings ?? talliedPostings(tally))];
  const compared = await Promise.all(
    scopes.map(async (posting) => {
      const figures = await compareFigures(area, postingTally(tally, posting ?? null), now, posting);
      return posting ? figures.map((figure) => ({ ...figure, what: `posting ${posting}: ${figure.what}` })) : figures;
    }),
  );
  return compared.flat();
}

/** The figures of one scope of a tally (across postings, or within `posting`) beside the collection's counts. */
async function compareFigures(
  area: TallyArea,
  tally: Tally,
  now: Date,
  posting: string | undefined,
): Promise<TallyComparison[]> {
  const statuses = STATUSES[area];
  const byStatus = tallyGroup(tally, 'status');
  const days = Object.values(tallyGroup(tally, 'day')).reduce((sum, n) => sum + n, 0);
  const weeks = weeklySubmissions(tally, WEEKS, now);
  const [counts, all, weekCounts] = await Promise.all([
    Promise.all(statuses.map((status) => countOf(talliedCountQuery(area, { status }, posting)))),
    countOf(talliedCountQuery(area, 'all', posting)),
    Promise.all(
      weeks.map(({ week }) =>
        countOf(
          talliedCountQuery(area, { createdFrom: week, createdBefore: new Date(week.getTime() + WEEK) }, posting),
        ),
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
    const scoredQuery = scoredScreeningApplicationsQuery(posting);
    const [counted, sum] = await Promise.all([countOf(scoredQuery), sumIn(scoredQuery, 'fs_overall_score')]);
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
