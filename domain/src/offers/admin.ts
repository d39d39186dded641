// What the admins read of the job offers, as a query description (shared/query.ts): the API's list
// and the Job Offers screen's live list are the same read.
import { COLLECTIONS } from '../shared/collections';
import type { QueryDescriptor } from '../shared/query';

/** The admins' offers list holds at most this many offers, newest first (one offer per hire). */
export const ADMIN_OFFERS_LIMIT = 500;

/** The newest offers. */
export function newestOffersQuery(limit: number = ADMIN_OFFERS_LIMIT): QueryDescriptor {
  return {
    collection: COLLECTIONS.offers,
    filters: [],
    orderBy: [{ field: ['created_at'], direction: 'desc' }],
    limit,
  };
}
