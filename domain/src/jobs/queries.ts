// What is read of the job postings by query (shared/query.ts): the active ones, which the server
// renders into the public pages and Firestore Lite reads after an in-app navigation, and the
// applications of one posting, which the admin's Positions count.
import { COLLECTIONS } from '../shared/collections';
import { type QueryDescriptor } from '../shared/query';
import { tablePageQuery, type PageCursor, type TableSource } from '../shared/table';

/** The admin's Positions list: a page's rows (GET /api/admin/jobs), unless asked. */
export const ADMIN_JOBS_LIMIT = 100;

/** The active postings, in no particular order (one past its validThrough among them until the daily close). */
export function activeJobsQuery(): QueryDescriptor {
  return { collection: COLLECTIONS.jobs, filters: [{ field: ['isActive'], op: '==', value: true }], orderBy: [] };
}

/** The orders of the Positions table: posted (newest first by default), title, valid through. */
export const JOB_SORTS = ['postedAt', 'title', 'validThrough'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/**
 * The postings as an admin table (shared/table.ts): no status filter (a posting's state is worked
 * out from several fields, jobState), no search (a handful of postings fit a page or two).
 */
export const JOBS_TABLE: TableSource<JobSort> = {
  collection: COLLECTIONS.jobs,
  sorts: { postedAt: ['postedAt'], title: ['title'], validThrough: ['validThrough'] },
};

/** The postings newest first (by postedAt, then the slug), a page of `limit` (one more read: is there another?). */
export function newestJobsQuery(limit: number = ADMIN_JOBS_LIMIT, after?: PageCursor): QueryDescriptor {
  return tablePageQuery(JOBS_TABLE, {
    sort: 'postedAt',
    direction: 'desc',
    limit,
    ...(after ? { after: { value: new Date(String(after.value)), id: after.id } } : {}),
  });
}

/** The postings' title index (jobTitles: its one document), which the admin screens read. */
export function jobTitlesQuery(): QueryDescriptor {
  return { collection: COLLECTIONS.jobTitles, filters: [], orderBy: [] };
}

/** The applications to the posting `slug` in both flows' collections (counted, never read). */
export function applicationsToJobQueries(slug: string): QueryDescriptor[] {
  return [COLLECTIONS.recruitingApplications, COLLECTIONS.screeningApplications].map((collection) => ({
    collection,
    filters: [{ field: ['job_slug'], op: '==', value: slug }],
    orderBy: [],
  }));
}
