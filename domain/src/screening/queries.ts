// What is read of the screening applications, as query descriptions (shared/query.ts): the admin
// screens' table (shared/table.ts: cursor pages sorted on the server, search by the index of the
// name, email and user id), the newest and the hired; the API's list; the functions' sweeps and
// checks; an application's assessment runs.
import { otherApplicationIdsSpan } from '../jobs/application-id';
import { COLLECTIONS } from '../shared/collections';
import { DOCUMENT_ID, type QueryDescriptor } from '../shared/query';
import { postingFilters, statusFilters, type PageCursor, type TableSource } from '../shared/table';
import type { StoredScreeningStatus } from './model';

/** The orders of the screening applications table. */
export const SCREENING_SORTS = ['user_email', 'fs_status', 'fs_overall_score', 'created_at'] as const;
export type ScreeningSort = (typeof SCREENING_SORTS)[number];

/** The screening applications as an admin table. */
export const SCREENING_TABLE: TableSource<ScreeningSort> = {
  collection: COLLECTIONS.screeningApplications,
  statusField: 'fs_status',
  postingField: 'job_slug',
  sorts: {
    user_email: ['user_email'],
    fs_status: ['fs_status'],
    fs_overall_score: ['fs_overall_score'],
    created_at: ['created_at'],
  },
};

/** The `count` newest applications, of every posting or of one (the full-stack dashboard's latest). */
export function newestScreeningApplicationsQuery(count: number, posting?: string): QueryDescriptor {
  return {
    collection: COLLECTIONS.screeningApplications,
    filters: postingFilters(SCREENING_TABLE.postingField, posting),
    orderBy: [{ field: ['created_at'], direction: 'desc' }],
    limit: count,
  };
}

/** Every application in these statuses, of every posting or of one (the hired team: its average needs every member). */
export function screeningInStatusesQuery(
  statuses: readonly StoredScreeningStatus[],
  posting?: string,
): QueryDescriptor {
  return {
    collection: COLLECTIONS.screeningApplications,
    filters: [...postingFilters(SCREENING_TABLE.postingField, posting), ...statusFilters('fs_status', statuses)],
    orderBy: [{ field: ['created_at'], direction: 'desc' }],
  };
}

/**
 * The API's list (GET /api/admin/fullstack-screening/applications): newest first (then by id, so
 * the order is total), optionally in one status; after a cursor (the row made at `after.value`, an
 * ISO time, with id `after.id`) or by the specification's offset. Reads one row more than `limit`,
 * to know whether a page follows.
 */
export function screeningApplicationsPageQuery(page: {
  status?: StoredScreeningStatus;
  limit: number;
  offset: number;
  after?: PageCursor;
}): QueryDescriptor {
  return {
    collection: COLLECTIONS.screeningApplications,
    filters: statusFilters('fs_status', page.status ? [page.status] : undefined),
    orderBy: [
      { field: ['created_at'], direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
    ...(page.after ? { startAfter: [new Date(String(page.after.value)), page.after.id] } : {}),
    ...(page.offset > 0 ? { offset: page.offset } : {}),
    limit: page.limit + 1,
  };
}

/** The applications in one status, in no order (the lease sweep reads the ids of those assessing). */
export function screeningApplicationsInStatusQuery(status: StoredScreeningStatus): QueryDescriptor {
  return {
    collection: COLLECTIONS.screeningApplications,
    filters: statusFilters('fs_status', [status]),
    orderBy: [],
  };
}

/** The applications with a score (the tally check counts them beside the tally's scored count). */
export function scoredScreeningApplicationsQuery(posting?: string): QueryDescriptor {
  return {
    collection: COLLECTIONS.screeningApplications,
    filters: [
      ...postingFilters(SCREENING_TABLE.postingField, posting),
      { field: ['fs_overall_score'], op: '>=', value: 0 },
    ],
    orderBy: [],
  };
}

/** The assessment runs beneath one application (screeningApplications/{uid}/assessments), newest first. */
export function assessmentRunsQuery(): QueryDescriptor {
  return {
    collection: COLLECTIONS.screeningAssessments,
    filters: [],
    orderBy: [{ field: ['number'], direction: 'desc' }],
  };
}

/**
 * The documents of `collection` (screening applications, status mirrors, drafts) keyed to `uid`'s
 * screening postings other than the specification's (`{uid}__{slug}`, by the span of those ids;
 * `{uid}` itself is read by id): what the erase and the export find of a person per posting.
 */
export function screeningDocumentsOfOtherPostingsQuery(
  collection:
    typeof COLLECTIONS.screeningApplications | typeof COLLECTIONS.screeningStatus | typeof COLLECTIONS.screeningDrafts,
  uid: string,
): QueryDescriptor {
  const { from, to } = otherApplicationIdsSpan(uid);
  return {
    collection,
    filters: [
      { field: DOCUMENT_ID, op: '>=', value: from },
      { field: DOCUMENT_ID, op: '<', value: to },
    ],
    orderBy: [],
  };
}

/** The status mirrors of `uid`'s screening applications, one per posting (the candidate lists their own: rules). */
export function screeningStatusesOfUserQuery(uid: string): QueryDescriptor {
  return {
    collection: COLLECTIONS.screeningStatus,
    filters: [{ field: ['user_id'], op: '==', value: uid }],
    orderBy: [],
  };
}
