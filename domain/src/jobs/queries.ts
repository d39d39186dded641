// What is read of the job postings by query (shared/query.ts): the active ones, which the server
// renders into the public pages and Firestore Lite reads after an in-app navigation.
import { COLLECTIONS } from '../shared/collections';
import type { QueryDescriptor } from '../shared/query';

/** The active postings, in no particular order. */
export function activeJobsQuery(): QueryDescriptor {
  return { collection: COLLECTIONS.jobs, filters: [{ field: ['isActive'], op: '==', value: true }], orderBy: [] };
}
