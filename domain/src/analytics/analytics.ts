// Pipeline analytics (docs/features/analytics.md): the funnel, the time in each stage, the time to
// hire, the sources and the offers, from counts kept as applications change, one document per
// flow, posting and day of submission (analyticsCounts), so a call reads one document a day of its
// period and posting, whatever the number of applicants. Times are counted in buckets (hourBucket),
// so a median or a 90th percentile is the middle of its bucket: within 2^(1/8) - 1 (9.1%) of the
// exact figure (within half an hour under an hour).
import { COLLECTIONS } from '../shared/collections';
import type { QueryDescriptor } from '../shared/query';
import { tallyGroup, type Tally } from '../shared/tally';
import {
  approximateStageHistory,
  OFFER_DECISIONS,
  PIPELINE_STAGES,
  RECRUITING_EXITS,
  SCREENING_EXITS,
  type AnalyticsFlow,
  type HistoryFields,
  type PipelineStage,
  type StageHistory,
} from './stages';

/** The paths of the figures. */
export const ANALYTICS_API = { admin: '/api/admin/analytics' } as const;

/** Buckets per doubling of the hours: a bucket's middle is within a factor 2^(1/8) (9.1%) of any time in it. */
const BUCKETS_PER_DOUBLING = 4;
const HOUR = 3_600_000;

/** The bucket of a duration in hours: 0 under an hour, then four per doubling. */
export function hourBucket(hours: number): number {
  if (!(hours >= 1)) return 0;
  return 1 + Math.floor(Math.log2(hours) * BUCKETS_PER_DOUBLING + 1e-9);
}

/** The hours a bucket stands for: its middle (geometric; half an hour for the first). */
export function bucketHours(bucket: number): number {
  if (bucket === 0) return 0.5;
  return 2 ** ((bucket - 1 + 0.5) / BUCKETS_PER_DOUBLING);
}

const EXITS = { recruiting: RECRUITING_EXITS, screening: SCREENING_EXITS } as const;

/** The referral source an application names, or 'Unknown' (screening applications name none). */
const sourceOf = (application: { referral_source?: unknown }) =>
  typeof application.referral_source === 'string' && application.referral_source
    ? application.referral_source.replace(/[.:]/g, '_')
    : 'Unknown';

/** What one application counts: its counts document (the day of its submission) and its counts there. */
export interface AnalyticsContribution {
  day: string;
  counts: Tally;
}

/** The offer of a recruiting application, as far as the figures count it. */
export interface OfferState {
  status: string;
}

const OFFER_OUTCOMES: Record<string, string> = { accepted: 'accepted', rejected: 'declined', withdrawn: 'withdrawn' };

/**
 * The counts of one application in the day of its submission: the furthest stage it reached (and
 * every one before it), its source's steps, how long it stayed in each stage it left and how long
 * its hire took (exact histories only), and its offer.
 */
export function analyticsContribution(
  flow: AnalyticsFlow,
  application: HistoryFields & { referral_source?: unknown },
  offer: OfferState | null,
): AnalyticsContribution {
  // An application stored before histories (and not written since) counts by its approximate one.
  const history: StageHistory = application.stage_history ?? approximateStageHistory(flow, application);
  const approximate = application.stage_history_approximate === true || application.stage_history === undefined;
  const order = PIPELINE_STAGES[flow];
  const reached = order.filter((stage) => history[stage]);
  const furthest = reached.length > 0 ? order.indexOf(reached.at(-1)!) : 0;
  const counts: Tally = {};
  for (const stage of order.slice(0, furthest + 1)) counts[`reached.${stage}`] = 1;

  const source = sourceOf(application);
  const steps: [string, PipelineStage][] = [
    ['applied', order[0]!],
    ['qualified', order[1]!],
    ['interviewed', 'interviewed'],
    ['hired', 'hired'],
  ];
  for (const [step, stage] of steps) if (furthest >= order.indexOf(stage)) counts[`source:${source}.${step}`] = 1;

  if (approximate) counts['approximate.applications'] = 1;
  else {
    // Time in a stage: from entering it to entering the next one reached, or to the exit taken
    // from the last (an application still in a stage has not counted its time there yet); a hire
    // is left when the candidate decides its offer (a decision of an earlier hire, since undone,
    // is no exit from this one).
    const hiredAt = history.hired?.getTime() ?? Infinity;
    const decisions = OFFER_DECISIONS.map((decision) => history[decision]?.getTime()).filter(
      (at) => at !== undefined && at >= hiredAt,
    );
    const exits = [...EXITS[flow].map((exit) => history[exit]?.getTime()), ...decisions].filter(
      (at) => at !== undefined,
    );
    const exitAt = exits.length > 0 ? Math.min(...exits) : undefined;
    reached.forEach((stage, index) => {
      const next = reached[index + 1];
      const leftAt = next ? history[next]!.getTime() : exitAt;
      if (leftAt === undefined) return;
      counts[`stay:${stage}.b${hourBucket((leftAt - history[stage]!.getTime()) / HOUR)}`] = 1;
    });
    if (history.hired) {
      counts[`hire.b${hourBucket((history.hired.getTime() - application.created_at.getTime()) / HOUR)}`] = 1;
    }
  }

  if (offer) {
    counts['offers.made'] = 1;
    const outcome = OFFER_OUTCOMES[offer.status];
    if (outcome) counts[`offers.${outcome}`] = 1;
  }
  return { day: application.created_at.toISOString().slice(0, 10), counts };
}

/** analyticsCounts/{flow}--{slug}--{day}: a flow's counts of one posting's applications submitted that day. */
export interface AnalyticsCounts {
  flow: AnalyticsFlow;
  job_slug: string;
  day: string;
  counts: Record<string, Record<string, number>>;
}

/** analyticsEntries/{flow}--{application id}: what the application counts there now. */
export interface AnalyticsEntry {
  flow: AnalyticsFlow;
  application_id: string;
  job_slug: string;
  day: string;
  counts: Record<string, Record<string, number>>;
}

export const analyticsCountsId = (flow: AnalyticsFlow, slug: string, day: string) => `${flow}--${slug}--${day}`;
export const analyticsEntryId = (flow: AnalyticsFlow, applicationId: string) => `${flow}--${applicationId}`;

/** The day after `day` (YYYY-MM-DD). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** What a call asks for: a flow, and optionally one posting and the days of submission [from, to]. */
export interface AnalyticsFilter {
  flow: AnalyticsFlow;
  job_slug?: string;
  from?: string;
  to?: string;
}

/** The counts documents of a filter: one per posting and day with an application. */
export function analyticsCountsQuery(filter: AnalyticsFilter): QueryDescriptor {
  return {
    collection: COLLECTIONS.analyticsCounts,
    filters: [
      { field: ['flow'], op: '==', value: filter.flow },
      ...(filter.job_slug ? [{ field: ['job_slug'], op: '==' as const, value: filter.job_slug }] : []),
      ...(filter.from ? [{ field: ['day'], op: '>=' as const, value: filter.from }] : []),
      ...(filter.to ? [{ field: ['day'], op: '<' as const, value: dayAfter(filter.to) }] : []),
    ],
    orderBy: [{ field: ['day'], direction: 'asc' }],
  };
}

/** GET /api/admin/analytics answer. */
export interface AnalyticsReport {
  flow: AnalyticsFlow;
  job_slug: string | null;
  from: string | null;
  to: string | null;
  /** Each stage: the applications that reached it or a later one, and that over the stage before's (null for the first, or after none). */
  funnel: { stage: PipelineStage; count: number; conversion: number | null }[];
  /** Each stage: the applications that left it (to a later stage or out), the median and 90th percentile hours they stayed. */
  time_in_stage: { stage: PipelineStage; count: number; median_hours: number | null; p90_hours: number | null }[];
  /** Days from application to hire. */
  time_to_hire: { count: number; median_days: number | null; p90_days: number | null };
  /** Each referral source (recruiting; screening applications name none, so all are 'Unknown'). */
  sources: { source: string; applied: number; qualified: number; interviewed: number; hired: number }[];
  offers: { made: number; accepted: number; declined: number; withdrawn: number };
  /** Applications stored before stage histories: counted in the funnel, the sources and the offers, not in the times. */
  approximate: number;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The hours at percentile `p` (nearest rank) of a bucket histogram ('b{n}' -> count), or null when empty. */
function percentileHours(histogram: Record<string, number>, p: number): number | null {
  const buckets = Object.entries(histogram)
    .map(([key, count]) => [Number(key.slice(1)), count] as const)
    .filter(([, count]) => count > 0)
    .sort((a, b) => a[0] - b[0]);
  const total = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(p * total);
  let seen = 0;
  for (const [bucket, count] of buckets) {
    seen += count;
    if (seen >= rank) return bucketHours(bucket);
  }
  return null;
}

/** The figures of a filter from the sum of its counts documents. */
export function analyticsReport(filter: AnalyticsFilter, tally: Tally): AnalyticsReport {
  const order = PIPELINE_STAGES[filter.flow];
  const reached = tallyGroup(tally, 'reached');
  const funnel = order.map((stage, index) => {
    const count = reached[stage] ?? 0;
    const before = index === 0 ? 0 : (reached[order[index - 1]!] ?? 0);
    return { stage, count, conversion: before > 0 ? round(count / before, 4) : null };
  });
  const time_in_stage = order.map((stage) => {
    const histogram = tallyGroup(tally, `stay:${stage}`);
    const count = Object.values(histogram).reduce((sum, n) => sum + n, 0);
    const median = percentileHours(histogram, 0.5);
    const p90 = percentileHours(histogram, 0.9);
    return {
      stage,
      count,
      median_hours: median === null ? null : round(median, 2),
      p90_hours: p90 === null ? null : round(p90, 2),
    };
  });
  const hires = tallyGroup(tally, 'hire');
  const hireMedian = percentileHours(hires, 0.5);
  const hireP90 = percentileHours(hires, 0.9);
  const sourceNames = new Set(
    Object.keys(tally)
      .filter((key) => key.startsWith('source:'))
      .map((key) => key.slice('source:'.length, key.indexOf('.'))),
  );
  const sources = [...sourceNames].sort().map((source) => {
    const steps = tallyGroup(tally, `source:${source}`);
    return {
      source,
      applied: steps.applied ?? 0,
      qualified: steps.qualified ?? 0,
      interviewed: steps.interviewed ?? 0,
      hired: steps.hired ?? 0,
    };
  });
  const offers = tallyGroup(tally, 'offers');
  return {
    flow: filter.flow,
    job_slug: filter.job_slug ?? null,
    from: filter.from ?? null,
    to: filter.to ?? null,
    funnel,
    time_in_stage,
    time_to_hire: {
      count: Object.values(hires).reduce((sum, n) => sum + n, 0),
      median_days: hireMedian === null ? null : round(hireMedian / 24, 2),
      p90_days: hireP90 === null ? null : round(hireP90 / 24, 2),
    },
    sources,
    offers: {
      made: offers.made ?? 0,
      accepted: offers.accepted ?? 0,
      declined: offers.declined ?? 0,
      withdrawn: offers.withdrawn ?? 0,
    },
    approximate: tally['approximate.applications'] ?? 0,
  };
}
