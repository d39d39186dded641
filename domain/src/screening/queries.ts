// What the screening admin screens read, as query descriptions (shared/query.ts): the applications
// as an admin table (shared/table.ts: cursor pages sorted on the server, search by the index of the
// name, email and user id) and the newest applications.
import { COLLECTIONS } from '../shared/collections';
import type { QueryDescriptor } from '../shared/query';
import { statusFilters, type TableSource } from '../shared/table';
import type { StoredScreeningStatus } from './model';

/** The orders of the screening applications table. */
export const SCREENING_SORTS = ['user_email', 'fs_status', 'fs_overall_score', 'created_at'] as const;
export type ScreeningSort = (typeof SCREENING_SORTS)[number];

/** The screening applications as an admin table. */
export const SCREENING_TABLE: TableSource<ScreeningSort> = {
  collection: COLLECTIONS.screeningApplications,
  statusField: 'fs_status',
  sorts: {
    user_email: ['user_email'],
    fs_status: ['fs_status'],
    fs_overall_score: ['fs_overall_score'],
    created_at: ['created_at'],
  },
};

/** The `count` newest applications (the full-stack dashboard's latest). */
export function newestScreeningApplicationsQuery(count: number): QueryDescriptor {
  return {
    collection: COLLECTIONS.screeningApplications,
    filters: [],
    orderBy: [{ field: ['created_at'], direction: 'desc' }],
    limit: count,
  };
}

/** Every application in these statuses (the hired team: its average needs every member). */
export function screeningInStatusesQuery(statuses: readonly StoredScreeningStatus[]): QueryDescriptor {
  return {
    collection: COLLECTIONS.screeningApplications,
    filters: statusFilters('fs_status', statuses),
    orderBy: [{ field: ['created_at'], direction: 'desc' }],
  };
}
