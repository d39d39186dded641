// The screening admin's request schemas (the functions validate with them). Apart from admin.ts,
// whose constants the admin screens read first: naming a page size carries no yup.
import { boolean, mixed, number, string } from 'yup';
import { bulkIdsField } from '../http/bulk';
import { afterField, pageLimitField } from '../http/paging';
import { strictObject, unknownValue } from '../http/validation';
import { jobSlugQueryField } from '../jobs/job-slug-fields';
import { SCREENING_MAX_OFFSET, SCREENING_PAGE_SIZE, SCREENING_STATUS_ERRORS } from './admin';
import { ADMIN_SCREENING_STATUSES, isSettableScreeningStatus, type AdminScreeningStatus } from './statuses';

/** GET /api/admin/fullstack-screening/dashboard query: optionally one posting (its stats; every posting's when absent). */
export const screeningDashboardQuerySchema = strictObject({ job_slug: jobSlugQueryField });

/** GET /api/admin/fullstack-screening/applications query: optional status, limit, offset. */
export const screeningApplicationsQuerySchema = strictObject({
  status: mixed<AdminScreeningStatus>().oneOf([...ADMIN_SCREENING_STATUSES], unknownValue('status')),
  limit: pageLimitField(SCREENING_PAGE_SIZE),
  after: afterField(),
  offset: number()
    .typeError('offset must be a number')
    .integer('offset must be a whole number')
    .min(0, 'offset must be at least 0')
    .max(SCREENING_MAX_OFFSET, `offset must be at most ${SCREENING_MAX_OFFSET}`)
    .default(0),
});

/** The status an admin may set (never one only the assessor sets). */
const settableStatusField = () =>
  mixed<AdminScreeningStatus>()
    .oneOf([...ADMIN_SCREENING_STATUSES], unknownValue('status'))
    .test(
      'settable',
      SCREENING_STATUS_ERRORS.assessorOnly,
      (status) => status == null || isSettableScreeningStatus(status),
    )
    .required('status is required');

/**
 * PATCH /api/admin/fullstack-screening/applications/{id}/status body: the new status, the admin's
 * notes (text, optional) and `confirm_rescore` (true when the admin confirmed moving a shortlisted,
 * interviewed or hired candidate back to Submitted; needsRescoreConfirmation).
 */
export const screeningStatusChangeSchema = strictObject({
  status: settableStatusField(),
  notes: string().strict().typeError('notes must be text').max(2000, 'notes must be at most 2000 characters'),
  confirm_rescore: boolean().strict().typeError('confirm_rescore must be true or false'),
});

/**
 * POST .../applications/bulk-status body: the applications and their new status (with an empty
 * note, as the screens send). A row that needs a confirmation (a decided candidate moved back to
 * Submitted) is refused: it needs its own confirmed change.
 */
export const screeningBulkStatusSchema = strictObject({
  ids: bulkIdsField(),
  status: settableStatusField(),
});
