// What a candidate reads of their own recruiting applications, apart from the admin tables'
// queries (admin-queries.ts), so a candidate's screen loads no table or search code.
import { COLLECTIONS } from '../shared/collections';
import type { QueryDescriptor } from '../shared/query';

/** A candidate's own recruiting applications, one per posting (the rules let them read these; the erase and the export read them all). */
export function applicationsOfUserQuery(uid: string): QueryDescriptor {
  return {
    collection: COLLECTIONS.recruitingApplications,
    filters: [{ field: ['user_id'], op: '==', value: uid }],
    orderBy: [],
  };
}
