import { DEFAULT_SCREENING_SLUG } from '../jobs/application-id';
import { ROUTES } from '../shared/routes';

/** The paths of the screening calls (Express patterns: `:id` is a parameter). */
export const SCREENING_API = {
  checkExisting: '/api/fullstack-screening/check-existing',
  submit: '/api/fullstack-screening/submit',
  adminReassess: '/api/admin/fullstack-screening/applications/:id/reassess',
  adminDashboard: '/api/admin/fullstack-screening/dashboard',
  adminSystemStatus: '/api/admin/fullstack-screening/system-status',
  adminApplications: '/api/admin/fullstack-screening/applications',
  adminApplication: '/api/admin/fullstack-screening/applications/:id',
  adminStatus: '/api/admin/fullstack-screening/applications/:id/status',
  /** Several applications to one status in one call (each row audited and answered). */
  adminBulkStatus: '/api/admin/fullstack-screening/applications/bulk-status',
  adminSendInterviewEmail: '/api/admin/fullstack-screening/applications/:id/send-interview-email',
} as const;

/** The query parameter of the questionnaire's page that names a posting other than the specification's. */
export const SCREENING_JOB_PARAM = 'job';

/**
 * The questionnaire's page for the screening posting `jobSlug`: the specification's
 * `/fullstack-screening` for `fullstack-engineer`, `/fullstack-screening?job={slug}` for another.
 */
export function screeningPath(jobSlug: string = DEFAULT_SCREENING_SLUG): string {
  return jobSlug === DEFAULT_SCREENING_SLUG
    ? ROUTES.screening
    : `${ROUTES.screening}?${new URLSearchParams({ [SCREENING_JOB_PARAM]: jobSlug })}`;
}
