// What is read of the job postings by query (shared/query.ts): the active ones, which the server
// renders into the public pages and Firestore Lite reads after an in-app navigation, and the
// applications of one posting, which the admin's Positions count.
import { COLLECTIONS } from '../shared/collections';
import type { QueryDescriptor } from '../shared/query';

/** The active postings, in no particular order (one past its validThrough among them until the daily close). */
export function activeJobsQuery(): QueryDescriptor {
  return { collection: COLLECTIONS.jobs, filters: [{ field: ['isActive'], op: '==', value: true }], orderBy: [] };
}

/** The applications to the posting `slug` in both flows' collections (counted, never read). */
export function applicationsToJobQueries(slug: string): QueryDescriptor[] {
  return [COLLECTIONS.recruitingApplications, COLLECTIONS.screeningApplications].map((collection) => ({
    collection,
    filters: [{ field: ['job_slug'], op: '==', value: slug }],
    orderBy: [],
  }));
}
