// What is read of the recruiting applications, as query descriptions (shared/query.ts): the
// applications as an admin table (shared/table.ts: the API's pages and searches and the grids' live
// pages), those in some statuses, the newest, and one application's history.
import { offerIdFor } from '../offers/model';
import { COLLECTIONS } from '../shared/collections';
import type { QueryDescriptor } from '../shared/query';
import type { SearchPlan } from '../shared/search';
import {
  postingFilters,
  statusFilters,
  tablePageQuery,
  tableSearchMatches,
  tableSearchQueries,
  type SortDirection,
  type TablePage,
  type TableSource,
} from '../shared/table';
import { ADMIN_APPLICATION_SORTS, DASHBOARD_RECENT_LIMIT } from './admin';
import type { RecruitingApplication } from './model';
import type { RecruitingStatus } from './statuses';

/**
 * The orders a list of applications can take: the API's sorts, the team's hired date
 * (`updated_at`) and Interview Management's booked time (`interview_start`).
 */
export const APPLICATION_LIST_SORTS = [...ADMIN_APPLICATION_SORTS, 'updated_at', 'interview_start'] as const;
export type ApplicationListSort = (typeof APPLICATION_LIST_SORTS)[number];

/** The recruiting applications as an admin table (shared/table.ts): their status and their sorts. */
export const APPLICATIONS_TABLE: TableSource<ApplicationListSort> = {
  collection: COLLECTIONS.recruitingApplications,
  statusField: 'status',
  postingField: 'job_slug',
  sorts: Object.fromEntries(APPLICATION_LIST_SORTS.map((sort) => [sort, [sort]])) as Record<
    ApplicationListSort,
    [ApplicationListSort]
  >,
};

/** One page of applications (the API's pages and the grids' live pages). */
export function applicationsPageQuery(page: TablePage<ApplicationListSort>): QueryDescriptor {
  return tablePageQuery(APPLICATIONS_TABLE, page);
}

/** The read of a search for applications, optionally in some statuses. */
export function applicationsSearchQueries(
  plan: SearchPlan,
  statuses: readonly RecruitingStatus[] | undefined,
  limit?: number,
): QueryDescriptor[] {
  return tableSearchQueries(APPLICATIONS_TABLE, plan, statuses, limit);
}

/** The matches of a search among the applications its read found, sorted. */
export function searchMatches(
  rows: readonly RecruitingApplication[],
  term: string,
  options: {
    statuses?: readonly RecruitingStatus[];
    posting?: string;
    sort: ApplicationListSort;
    direction: SortDirection;
  },
): RecruitingApplication[] {
  return tableSearchMatches(APPLICATIONS_TABLE, rows, term, options);
}

/** The applications in some statuses, or all of them (a count() aggregation's; the repair scripts' scan of one status). */
export function applicationsInStatusesQuery(statuses?: readonly RecruitingStatus[]): QueryDescriptor {
  return { collection: COLLECTIONS.recruitingApplications, filters: statusFilters('status', statuses), orderBy: [] };
}

/** The newest applications, of every posting or of one (the dashboard's Recent Applications). */
export function newestApplicationsQuery(limit: number = DASHBOARD_RECENT_LIMIT, posting?: string): QueryDescriptor {
  return {
    collection: COLLECTIONS.recruitingApplications,
    filters: postingFilters(APPLICATIONS_TABLE.postingField, posting),
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
