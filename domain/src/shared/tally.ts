// Dashboard tallies: counts kept beside a collection, so a dashboard reads a few small documents
// whatever the number of applications (a `count()` costs one read per 1,000 index entries, so its
// cost grows with N). Each tallied document contributes counts (its status, its day of submission,
// its score); a trigger remembers what each document last contributed (its tally entry) and adds
// the difference to one of its area's shards. The dashboard sums the shards.
//
// In memory a tally is flat, 'group.key' -> number ('status.hired', 'day.2026-11-22'); stored, it
// is nested by group ({ status: { hired: 3 } }), so a key never has to be a field path.
//
// A document counts twice: across postings ('status.hired') and within its posting, under the
// group's name and the posting's slug ('status@marketing-analyst-recruiting.hired'; a slug has
// no '.' or '@'). A dashboard filtered to one posting reads the same shards (postingTally).
import type { CollectionName } from './collections';
import { COLLECTIONS } from './collections';
import type { QueryDescriptor } from './query';
import { postingFilters } from './table';

/** Counts by 'group.key'. */
export type Tally = Record<string, number>;

/** A tally as stored: group -> key -> count. */
export type NestedTally = Record<string, Record<string, number>>;

/** The tallied areas and the collection each one counts. */
export const TALLY_AREAS = {
  recruiting: COLLECTIONS.recruitingApplications,
  screening: COLLECTIONS.screeningApplications,
} as const satisfies Record<string, CollectionName>;

export type TallyArea = keyof typeof TALLY_AREAS;

/** A tallied collection: the area its counts are kept under, and what one of its documents counts. */
export interface TallySource<T> {
  area: string;
  collection: string;
  contribution: (document: T) => Tally;
}

/**
 * Shards per area. A document's changes always land on the same shard (shardOf), and different
 * documents spread over the shards, so the tally takes four times the write rate one document
 * sustains (about one a second). A dashboard reads all of them.
 */
export const TALLY_SHARDS = 4;

/** tallies/{area}-{shard}: one shard of an area's tally. */
export interface TallyShard {
  area: string;
  shard: number;
  counts: NestedTally;
  updated_at: Date;
}

/** tallyEntries/{area}-{id}: what the document `id` contributes to its area's tally now. */
export interface TallyEntry {
  area: string;
  id: string;
  counts: NestedTally;
}

/** The shard document id of `area`'s shard `shard`. */
export const tallyShardId = (area: string, shard: number): string => `${area}-${shard}`;

/** The tally entry id of the document `id` of `area`. */
export const tallyEntryId = (area: string, id: string): string => `${area}-${id}`;

/** Which shard the document `id` counts on: a stable hash of the id (FNV-1a), modulo the shards. */
export function shardOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % TALLY_SHARDS;
}

/** The key of a day bucket: the UTC date, 'YYYY-MM-DD'. */
export const dayKey = (date: Date): string => date.toISOString().slice(0, 10);

/** The day bucket a date counts in ({} for a missing or invalid date: nothing to count it on). */
export function dayCount(date: unknown): Tally {
  return date instanceof Date && !Number.isNaN(date.getTime()) ? { [`day.${dayKey(date)}`]: 1 } : {};
}

/** Separates a group's name from the posting it counts within ('status@{slug}'). */
const POSTING_MARK = '@';

/**
 * A document's contribution counted across postings and again within its posting `slug` (each
 * group also as 'group@slug'). A document without a posting counts across postings only.
 */
export function withinPosting(tally: Tally, slug: string | null | undefined): Tally {
  if (!slug) return tally;
  const scoped: Tally = { ...tally };
  for (const [path, count] of Object.entries(tally)) {
    const dot = path.indexOf('.');
    scoped[`${path.slice(0, dot)}${POSTING_MARK}${slug}${path.slice(dot)}`] = count;
  }
  return scoped;
}

/**
 * What a tally counts within one posting (`slug`), under the groups' plain names, or across every
 * posting (null): what the dashboards' figures are computed from.
 */
export function postingTally(tally: Tally, slug: string | null): Tally {
  const found: Tally = {};
  for (const [path, count] of Object.entries(tally)) {
    const dot = path.indexOf('.');
    const [group, posting] = path.slice(0, dot).split(POSTING_MARK) as [string, string | undefined];
    if ((posting ?? null) === slug) found[`${group}${path.slice(dot)}`] = count;
  }
  return found;
}

/** The postings a tally counts anything within, sorted. */
export function talliedPostings(tally: Tally): string[] {
  const postings = new Set<string>();
  for (const path of Object.keys(tally)) {
    const posting = path.slice(0, path.indexOf('.')).split(POSTING_MARK)[1];
    if (posting) postings.add(posting);
  }
  return [...postings].sort();
}

/** `after` minus `before`, without the keys that did not change. */
export function tallyDelta(before: Tally, after: Tally): Tally {
  const delta: Tally = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const difference = (after[key] ?? 0) - (before[key] ?? 0);
    if (difference !== 0) delta[key] = difference;
  }
  return delta;
}

/** The sum of several tallies (an area's shards). */
export function sumTallies(tallies: readonly Tally[]): Tally {
  const sum: Tally = {};
  for (const tally of tallies) {
    for (const [key, value] of Object.entries(tally)) sum[key] = (sum[key] ?? 0) + value;
  }
  return sum;
}

/** A stored (nested) tally as a flat one. */
export function flattenTally(nested: NestedTally | undefined): Tally {
  const flat: Tally = {};
  for (const [group, counts] of Object.entries(nested ?? {})) {
    for (const [key, value] of Object.entries(counts)) flat[`${group}.${key}`] = value;
  }
  return flat;
}

/** A flat tally as stored (nested by group), its values mapped by `value` (an increment, say). */
export function nestTally<V = number>(
  flat: Tally,
  value: (count: number) => V = (count) => count as V,
): Record<string, Record<string, V>> {
  const nested: Record<string, Record<string, V>> = {};
  for (const [path, count] of Object.entries(flat)) {
    const dot = path.indexOf('.');
    const group = path.slice(0, dot);
    (nested[group] ??= {})[path.slice(dot + 1)] = value(count);
  }
  return nested;
}

/** The counts of one group ('status' -> { hired: 3 }). */
export function tallyGroup(tally: Tally, group: string): Record<string, number> {
  const prefix = `${group}.`;
  return Object.fromEntries(
    Object.entries(tally)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]) => [key.slice(prefix.length), value]),
  );
}

const DAY = 86_400_000;

/** The first instant of the UTC day `days` days before the day of `now`. */
export function utcDayStart(now: Date, days = 0): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return new Date(start.getTime() - days * DAY);
}

/** How many were counted on the `days` UTC days ending with the day of `end` (that day included). */
export function countOverDays(tally: Tally, end: Date, days: number): number {
  let total = 0;
  for (let back = 0; back < days; back += 1) total += tally[`day.${dayKey(utcDayStart(end, back))}`] ?? 0;
  return total;
}

/** The shards of an area's tally, the documents a dashboard reads. */
export function tallyShardsQuery(area: string): QueryDescriptor {
  return {
    collection: COLLECTIONS.tallies,
    filters: [{ field: ['area'], op: '==', value: area }],
    orderBy: [],
  };
}

/** The tally entries of an area, what a repair or a rebuild reads (functions only). */
export function tallyEntriesQuery(area: string): QueryDescriptor {
  return {
    collection: COLLECTIONS.tallyEntries,
    filters: [{ field: ['area'], op: '==', value: area }],
    orderBy: [],
  };
}

/** The field each tallied collection keeps its status in (what the `status` group counts). */
export const TALLY_STATUS_FIELDS = {
  recruiting: 'status',
  screening: 'fs_status',
} as const satisfies Record<TallyArea, string>;

/** The field every tallied collection keeps its posting's slug in (what 'group@slug' counts within). */
export const TALLY_POSTING_FIELD = 'job_slug';

/**
 * What the tally check counts with count() aggregations beside an area's tally: every document,
 * those in one status, or those created in [from, to) (a week of the chart); of every posting, or
 * of one (`posting`).
 */
export function talliedCountQuery(
  area: TallyArea,
  within: { status: string } | { createdFrom: Date; createdBefore: Date } | 'all',
  posting?: string,
): QueryDescriptor {
  const collection = TALLY_AREAS[area];
  const ofPosting = postingFilters(TALLY_POSTING_FIELD, posting);
  if (within === 'all') return { collection, filters: ofPosting, orderBy: [] };
  if ('status' in within) {
    return {
      collection,
      filters: [...ofPosting, { field: [TALLY_STATUS_FIELDS[area]], op: '==', value: within.status }],
      orderBy: [],
    };
  }
  return {
    collection,
    filters: [
      ...ofPosting,
      { field: ['created_at'], op: '>=', value: within.createdFrom },
      { field: ['created_at'], op: '<', value: within.createdBefore },
    ],
    orderBy: [],
  };
}
