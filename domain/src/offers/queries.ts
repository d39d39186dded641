// What is read of the job offers, as query descriptions (shared/query.ts): the API's list and the
// admin grid's pages (an admin table, shared/table.ts), the offers of the hires a page shows, a
// candidate's own offers, and the offers in one status (the API's counts).
import { COLLECTIONS } from '../shared/collections';
import { DOCUMENT_ID, type QueryDescriptor } from '../shared/query';
import type { PageCursor } from '../shared/table';
import { byIdsQueries, postingFilters, type TableSource } from '../shared/table';
import { offerIdFor } from './model';
import type { OfferStatus } from './statuses';

/** The API's offers list (GET /api/admin/offers) answers at most this many offers a page, newest first. */
export const ADMIN_OFFERS_LIMIT = 500;

/**
 * A page of the newest offers: `limit` of them (and one more, to know whether a page follows),
 * after the offer made at `after.value` (an ISO time) with id `after.id`, newest first.
 */
export function newestOffersQuery(
  limit: number = ADMIN_OFFERS_LIMIT,
  after?: PageCursor,
  posting?: string,
): QueryDescriptor {
  return {
    collection: COLLECTIONS.offers,
    filters: postingFilters(OFFERS_TABLE.postingField, posting),
    orderBy: [
      { field: ['created_at'], direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
    ...(after ? { startAfter: [new Date(String(after.value)), after.id] } : {}),
    limit: limit + 1,
  };
}

/** The orders of Job Offers Management: the candidate's name and email, the position, the date made. */
export const OFFER_SORTS = ['candidate', 'contact', 'position_title', 'created_at'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

/** The offers as an admin table (search by the candidate's name and email and the position). */
export const OFFERS_TABLE: TableSource<OfferSort> = {
  collection: COLLECTIONS.offers,
  statusField: 'status',
  postingField: 'job_slug',
  sorts: {
    candidate: ['candidate', 'name'],
    contact: ['candidate', 'email'],
    position_title: ['position_title'],
    created_at: ['created_at'],
  },
};

/** The offers of these recruiting applications (Our Team's page of hires): one query per 30. */
export function offersOfApplicationsQueries(applicationIds: readonly string[]): QueryDescriptor[] {
  return byIdsQueries(COLLECTIONS.offers, applicationIds.map(offerIdFor));
}

/**
 * The offer of application `applicationId` of posting `slug`, as a query its posting's recruiters
 * may follow before the offer exists (a read of the missing document by id would be refused).
 */
export function offerOfPostingApplicationQuery(slug: string, applicationId: string): QueryDescriptor {
  return {
    collection: COLLECTIONS.offers,
    filters: [
      { field: ['job_slug'], op: '==', value: slug },
      { field: ['application_id'], op: '==', value: applicationId },
    ],
    orderBy: [],
  };
}

/** A candidate's own offers (the rules let them read these). */
export function offersOfUserQuery(uid: string): QueryDescriptor {
  return { collection: COLLECTIONS.offers, filters: [{ field: ['user_id'], op: '==', value: uid }], orderBy: [] };
}

/** The offers in one status, of every posting or of one (GET /api/admin/job-offers/stats counts them with a count() aggregation). */
export function offersInStatusQuery(status: OfferStatus, posting?: string): QueryDescriptor {
  return {
    collection: COLLECTIONS.offers,
    filters: [...postingFilters(OFFERS_TABLE.postingField, posting), { field: ['status'], op: '==', value: status }],
    orderBy: [],
  };
}
