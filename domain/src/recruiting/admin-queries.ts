// What the recruiting admin reads, as query descriptions (shared/query.ts): the API's pages and
// searches (functions/src/stores) and the admin screens' live pages (web) are built here, once.
// Every read stays flat in the number of applications: a page reads its rows and one more, a
// search reads only the applications holding the term's trigrams (or its prefix), a count is an
// aggregation.
import { offerIdFor } from '../offers/model';
import { COLLECTIONS } from '../shared/collections';
import { DOCUMENT_ID, type QueryDescriptor, type QueryFilter } from '../shared/query';
import { matchesSearch, type SearchPlan } from '../shared/search';
import { ADMIN_APPLICATION_SORTS, DASHBOARD_RECENT_LIMIT } from './admin';
import type { RecruitingApplication } from './model';
import type { RecruitingStatus } from './statuses';

/** The orders a list of applications can take: the API's sorts, and the team's hired date (`updated_at`). */
export const APPLICATION_LIST_SORTS = [...ADMIN_APPLICATION_SORTS, 'updated_at'] as const;
export type ApplicationListSort = (typeof APPLICATION_LIST_SORTS)[number];

export type SortDirection = 'asc' | 'desc';

/** At most this many search matches are read and shown (a search narrows; it does not page). */
export const ADMIN_SEARCH_LIMIT = 100;

/** Where a page starts: after the row with this sort value and id. */
export interface ApplicationCursor {
  value: string | number | boolean | Date | null;
  id: string;
}

/** The status filter: none, one status (==) or several (in). */
function statusFilters(statuses: readonly RecruitingStatus[] | undefined): QueryFilter[] {
  if (!statuses || statuses.length === 0) return [];
  if (statuses.length === 1) return [{ field: ['status'], op: '==', value: statuses[0] }];
  return [{ field: ['status'], op: 'in', value: [...statuses] }];
}

/**
 * One page of applications, optionally in some statuses, sorted by `sort` then id (both in
 * `direction`, so the order is total and a cursor is exact), starting after `after`. Reads one
 * row more than the page, to know whether another page follows.
 */
export function applicationsPageQuery(page: {
  statuses?: readonly RecruitingStatus[];
  sort: ApplicationListSort;
  direction: SortDirection;
  limit: number;
  after?: ApplicationCursor;
}): QueryDescriptor {
  return {
    collection: COLLECTIONS.recruitingApplications,
    filters: statusFilters(page.statuses),
    orderBy: [
      { field: [page.sort], direction: page.direction },
      { field: DOCUMENT_ID, direction: page.direction },
    ],
    ...(page.after ? { startAfter: [page.after.value, page.after.id] } : {}),
    limit: page.limit + 1,
  };
}

/** The cursor of the page that follows `row` (the last row of a page). */
export function applicationCursor(row: RecruitingApplication, sort: ApplicationListSort): ApplicationCursor {
  return { value: row[sort] ?? null, id: row.id };
}

/**
 * The reads of a search: one query holding every trigram of the plan (equality filters, so few
 * documents match), or one on the term's short piece for a term of one or two letters; none
 * without a term. Each reads at most `limit` rows; `searchMatches` then checks the exact term.
 */
export function applicationsSearchQueries(
  plan: SearchPlan,
  statuses: readonly RecruitingStatus[] | undefined,
  limit: number = ADMIN_SEARCH_LIMIT,
): QueryDescriptor[] {
  const collection = COLLECTIONS.recruitingApplications;
  if (plan.kind === 'none') return [];
  if (plan.kind === 'trigrams') {
    const trigrams: QueryFilter[] = plan.trigrams.map((trigram) => ({
      field: ['search', 'trigrams', trigram],
      op: '==',
      value: true,
    }));
    return [{ collection, filters: [...trigrams, ...statusFilters(statuses)], orderBy: [], limit }];
  }
  return [
    {
      collection,
      filters: [{ field: ['search', 'short', plan.term], op: '==', value: true }, ...statusFilters(statuses)],
      orderBy: [],
      limit,
    },
  ];
}

/** A row's value for a sort, comparable across types: Dates as ISO strings, missing as null. */
function sortValueOf(row: RecruitingApplication, sort: ApplicationListSort): string | number | boolean | null {
  const value: unknown = row[sort];
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}

/** The order of two applications by `sort` (missing values first), then by id. */
export function compareApplications(
  a: RecruitingApplication,
  b: RecruitingApplication,
  sort: ApplicationListSort,
  direction: SortDirection,
): number {
  const [x, y] = [sortValueOf(a, sort), sortValueOf(b, sort)];
  let order = 0;
  if (x !== y) order = x === null ? -1 : y === null ? 1 : String(x).localeCompare(String(y));
  if (order === 0) order = a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  return direction === 'asc' ? order : -order;
}

/**
 * The matches of a search from the rows its queries read: each once, holding the exact term (a
 * case-insensitive substring of the name or email), in one of `statuses` when given, sorted.
 */
export function searchMatches(
  rows: readonly RecruitingApplication[],
  term: string,
  options: { statuses?: readonly RecruitingStatus[]; sort: ApplicationListSort; direction: SortDirection },
): RecruitingApplication[] {
  const unique = [...new Map(rows.map((row) => [row.id, row])).values()];
  return unique
    .filter((row) => row.search && matchesSearch(row.search, term))
    .filter((row) => !options.statuses?.length || options.statuses.includes(row.status))
    .sort((a, b) => compareApplications(a, b, options.sort, options.direction));
}

/** The applications counted by an aggregation: all, or those in some statuses. */
export function applicationsCountQuery(statuses?: readonly RecruitingStatus[]): QueryDescriptor {
  return { collection: COLLECTIONS.recruitingApplications, filters: statusFilters(statuses), orderBy: [] };
}

/** The newest applications (the dashboard's Recent Applications). */
export function newestApplicationsQuery(limit: number = DASHBOARD_RECENT_LIMIT): QueryDescriptor {
  return {
    collection: COLLECTIONS.recruitingApplications,
    filters: [],
    orderBy: [{ field: ['created_at'], direction: 'desc' }],
    limit,
  };
}

/**
 * An application's history: the audit entries about it and about its offer (made on hire), oldest
 * first. Who changed what, from which status to which, and when.
 */
export function applicationHistoryQuery(applicationId: string): QueryDescriptor {
  return {
    collection: COLLECTIONS.auditLog,
    filters: [{ field: ['target', 'id'], op: 'in', value: [applicationId, offerIdFor(applicationId)] }],
    orderBy: [{ field: ['at'], direction: 'asc' }],
  };
}
