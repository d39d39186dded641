// Selection rates and impact ratios per group (docs/features/fairness.md): from counts kept as
// decisions happen, one document per flow, posting and day of submission (fairnessCounts), so a
// figure costs one read a day of its period whatever the number of applicants. A group is a sex,
// a race/ethnicity, or both (intersectional) from the person's voluntary self-identification; no
// answer, or "decline", counts as unknown.
import { COLLECTIONS } from '../shared/collections';
import type { QueryDescriptor } from '../shared/query';
import type { Tally } from '../shared/tally';
import type { SelfIdentification } from './self-identification';

/** The flows the figures are kept for. */
export const FAIRNESS_FLOWS = ['screening', 'recruiting'] as const;
export type FairnessFlow = (typeof FAIRNESS_FLOWS)[number];

export const FAIRNESS_DIMENSIONS = ['sex', 'race_ethnicity', 'intersectional'] as const;
export type FairnessDimension = (typeof FAIRNESS_DIMENSIONS)[number];

/** A group under this share of the applicants is counted but left out of the ratios. */
export const FAIRNESS_EXCLUDED_SHARE = 0.02;
/**
 * A group of fewer people is left out too, and its numbers withheld: figures of one to four people
 * would tell who they are (narrowed to a posting and a day, an admin could read each applicant's
 * answers), which the survey promises nobody who decides on them learns.
 */
export const FAIRNESS_MIN_GROUP = 5;
/** The four-fifths rule: an impact ratio under this is flagged. */
export const FOUR_FIFTHS = 0.8;
/** Scores are counted in buckets of this width (points of 10): the median's error bound is one bucket. */
export const SCORE_BUCKET_WIDTH = 0.5;
const SCORE_BUCKETS = Math.round(10 / SCORE_BUCKET_WIDTH) + 1;

/** The paths of the figures. */
export const FAIRNESS_API = { admin: '/api/admin/fairness' } as const;

/** What one application counts: its counts document (by day) and its counts there. */
export interface FairnessContribution {
  /** YYYY-MM-DD (UTC) of its submission. */
  day: string;
  counts: Tally;
}

/** What decides a flow's applicant and selection: counted at all, selected, its score (screening). */
export interface FairnessOutcome {
  counted: boolean;
  selected: boolean;
  score: number | null;
}

const groupKeysOf = (answer: Pick<SelfIdentification, 'sex' | 'race_ethnicity'> | undefined): string[] => {
  const sex = answer && answer.sex !== 'decline' ? answer.sex : null;
  const race = answer && answer.race_ethnicity !== 'decline' ? answer.race_ethnicity : null;
  return [
    sex ? `sex:${sex}` : 'sex:unknown',
    race ? `race_ethnicity:${race}` : 'race_ethnicity:unknown',
    sex && race ? `intersectional:${sex}|${race}` : 'intersectional:unknown',
    // Neither answered (no survey, or both declined): the unknowns of the figures.
    ...(sex || race ? [] : ['unknown']),
  ];
};

/** The bucket of a 0-10 score. */
export const scoreBucket = (score: number): number =>
  Math.min(SCORE_BUCKETS - 1, Math.max(0, Math.floor(score / SCORE_BUCKET_WIDTH + 1e-9)));

/**
 * The counts of one application in the day of its submission: under every group of its person
 * (and `all`), one applicant, one selected when it was, and its score's bucket (screening).
 */
export function fairnessContribution(
  outcome: FairnessOutcome,
  submitted: Date,
  answer: Pick<SelfIdentification, 'sex' | 'race_ethnicity'> | undefined,
): FairnessContribution | null {
  if (!outcome.counted) return null;
  const counts: Tally = {};
  for (const group of ['all', ...groupKeysOf(answer)]) {
    counts[`${group}.applicants`] = 1;
    if (outcome.selected) counts[`${group}.selected`] = 1;
    if (outcome.score !== null) counts[`${group}.b${scoreBucket(outcome.score)}`] = 1;
  }
  return { day: submitted.toISOString().slice(0, 10), counts };
}

/** fairnessCounts/{flow}--{slug}--{day}: a flow's counts of one posting's applications submitted that day. */
export interface FairnessCounts {
  flow: FairnessFlow;
  job_slug: string;
  day: string;
  counts: Record<string, Record<string, number>>;
}

export const fairnessCountsId = (flow: FairnessFlow, slug: string, day: string) => `${flow}--${slug}--${day}`;

/** The day after `day` (YYYY-MM-DD). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The counts documents of `flow` (optionally one posting) whose day is in [from, to]. */
export function fairnessCountsQuery(flow: FairnessFlow, from: string, to: string, slug?: string): QueryDescriptor {
  return {
    collection: COLLECTIONS.fairnessCounts,
    filters: [
      { field: ['flow'], op: '==', value: flow },
      ...(slug ? [{ field: ['job_slug'], op: '==' as const, value: slug }] : []),
      { field: ['day'], op: '>=', value: from },
      { field: ['day'], op: '<', value: dayAfter(to) },
    ],
    orderBy: [{ field: ['day'], direction: 'asc' }],
  };
}

/** The earliest counts document of `flow`: the first day its decisions were counted. */
export function firstFairnessCountsQuery(flow: FairnessFlow): QueryDescriptor {
  return {
    collection: COLLECTIONS.fairnessCounts,
    filters: [{ field: ['flow'], op: '==', value: flow }],
    orderBy: [{ field: ['day'], direction: 'asc' }],
    limit: 1,
  };
}

/** The first day the figures may cover when no `from` is given. */
export const FAIRNESS_EPOCH = '2020-01-01';

/** One group's figures; an excluded group's numbers are null when it has fewer than FAIRNESS_MIN_GROUP. */
export interface FairnessGroup {
  dimension: FairnessDimension;
  group: string;
  applicants: number | null;
  selected: number | null;
  selection_rate: number | null;
  /** Its selection rate over the highest group's (of its dimension); null when excluded. */
  impact_ratio: number | null;
  /** The share of the group scoring above the median of all (screening); null for recruiting. */
  scoring_rate: number | null;
  /** Under FAIRNESS_EXCLUDED_SHARE of the applicants, or under FAIRNESS_MIN_GROUP: left out of the ratios. */
  excluded: boolean;
  /** Under FAIRNESS_MIN_GROUP: its numbers withheld. */
  withheld: boolean;
}

/** fairnessEntries/{flow}--{application id}: what one application counts now (to move it by the difference). */
export interface FairnessEntry {
  flow: FairnessFlow;
  application_id: string;
  job_slug: string;
  day: string;
  counts: Record<string, Record<string, number>>;
}

export const fairnessEntryId = (flow: FairnessFlow, applicationId: string) => `${flow}--${applicationId}`;

/** GET /api/admin/fairness answer. */
export interface FairnessResponse {
  generated_at: string;
  flow: FairnessFlow;
  from: string;
  to: string;
  applicants: number;
  groups: FairnessGroup[];
  unknown: { applicants: number; selected: number };
}

const round = (value: number) => Math.round(value * 10000) / 10000;

/** The figures of summed counts (group -> key -> count), for `flow`. */
export function fairnessFigures(
  counts: Record<string, Record<string, number>>,
  flow: FairnessFlow,
): Pick<FairnessResponse, 'applicants' | 'groups' | 'unknown'> {
  const all = counts.all ?? {};
  const applicants = all.applicants ?? 0;
  const buckets = (of: Record<string, number>) =>
    Array.from({ length: SCORE_BUCKETS }, (_, bucket) => of[`b${bucket}`] ?? 0);
  // The median of all scores, to its bucket: a group's scores above it are those in higher buckets.
  const allBuckets = buckets(all);
  const scored = allBuckets.reduce((sum, n) => sum + n, 0);
  let medianBucket = -1;
  for (let bucket = 0, seen = 0; bucket < SCORE_BUCKETS && scored > 0; bucket += 1) {
    seen += allBuckets[bucket]!;
    if (seen * 2 >= scored) {
      medianBucket = bucket;
      break;
    }
  }
  const groups: FairnessGroup[] = [];
  for (const dimension of FAIRNESS_DIMENSIONS) {
    // Exact rates first; the answer rounds each figure once, the ratios from the exact rates.
    const ofDimension = Object.entries(counts)
      .filter(
        ([key, of]) => key.startsWith(`${dimension}:`) && key !== `${dimension}:unknown` && (of.applicants ?? 0) > 0,
      )
      .map(([key, of]) => {
        const count = of.applicants ?? 0;
        const selected = of.selected ?? 0;
        const above = buckets(of)
          .slice(medianBucket + 1)
          .reduce((sum, n) => sum + n, 0);
        const withheld = count < FAIRNESS_MIN_GROUP;
        const excluded = withheld || count < applicants * FAIRNESS_EXCLUDED_SHARE;
        return { key, count, selected, rate: selected / count, above, excluded, withheld };
      });
    const highest = Math.max(0, ...ofDimension.filter((g) => !g.excluded).map((g) => g.rate));
    groups.push(
      ...ofDimension
        .map((g) => ({
          dimension,
          group: g.key.slice(dimension.length + 1),
          applicants: g.withheld ? null : g.count,
          selected: g.withheld ? null : g.selected,
          selection_rate: g.withheld ? null : round(g.rate),
          impact_ratio: g.excluded || highest === 0 ? null : round(g.rate / highest),
          scoring_rate: flow === 'screening' && !g.withheld ? round(g.above / g.count) : null,
          excluded: g.excluded,
          withheld: g.withheld,
        }))
        .sort((a, b) => a.group.localeCompare(b.group)),
    );
  }
  const unknown = counts.unknown ?? {};
  return {
    applicants,
    groups,
    unknown: { applicants: unknown.applicants ?? 0, selected: unknown.selected ?? 0 },
  };
}

/** The screening statuses in which the automated decision stands to be counted (not before it, nor while a person reviews a disagreement). */
const SCREENING_UNDECIDED = ['submitted', 'assessing', 'assessment_failed', 'needs_review'];

/**
 * A screening application's part in the figures: counted once the assessment decided it (not a
 * disagreement a person decided); selected when the assessment passed it (what the tool decided,
 * whatever a person did after); its score.
 */
export function screeningFairnessOutcome(application: {
  fs_status: string;
  fs_overall_score: number | null;
  fs_openai_assessment: unknown;
}): FairnessOutcome {
  const result = application.fs_openai_assessment;
  const assessed =
    typeof result === 'object' && result !== null ? (result as { passed?: unknown; review?: unknown }) : {};
  // A disagreement between the model and the rubric went to a person: the tool decided nothing.
  const counted =
    typeof assessed.passed === 'boolean' && !assessed.review && !SCREENING_UNDECIDED.includes(application.fs_status);
  const passed = assessed.passed;
  return { counted, selected: counted && passed === true, score: counted ? application.fs_overall_score : null };
}

/** A recruiting application's part: counted once submitted; selected when it met the criteria. */
export function recruitingFairnessOutcome(application: { status: string }): FairnessOutcome {
  const counted = application.status !== 'new_user';
  return { counted, selected: counted && application.status !== 'criteria_failed', score: null };
}
