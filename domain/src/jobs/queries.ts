// What is read of the job postings by query (shared/query.ts): the active ones, which the server
// renders into the public pages and Firestore Lite reads after an in-app navigation, and the
// applications of one posting, which the admin's Positions count.
import { COLLECTIONS } from '../shared/collections';
import { DOCUMENT_ID, type QueryDescriptor } from '../shared/query';
import type { PageCursor } from '../shared/table';

/** The admin's Positions list: a page's rows (GET /api/admin/jobs), unless asked. */
export const ADMIN_JOBS_LIMIT = 100;

/** The active postings, in no particular order (one past its validThrough among them until the daily close). */
export function activeJobsQuery(): QueryDescriptor {
  return { collection: COLLECTIONS.jobs, filters: [{ field: ['isActive'], op: '==', value: true }], orderBy: [] };
}

/** The postings newest first (by postedAt, then the slug), a page of `limit` (one more read: is there another?). */
export function newestJobsQuery(limit: number = ADMIN_JOBS_LIMIT, after?: PageCursor): QueryDescriptor {
  return {
    collection: COLLECTIONS.jobs,
    filters: [],
    orderBy: [
      { field: ['postedAt'], direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
    ...(after ? { startAfter: [new Date(String(after.value)), after.id] } : {}),
    limit: limit + 1,
  };
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
