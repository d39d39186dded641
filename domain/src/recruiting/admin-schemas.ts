// The recruiting admin's request schemas (the functions validate with them). Apart from admin.ts,
// whose constants the admin screens read first: naming a page size carries no yup.
import { mixed, string } from 'yup';
import { afterField, pageLimitField } from '../http/paging';
import { strictObject, unknownValue } from '../http/validation';
import { ADMIN_APPLICATION_SORTS, ADMIN_PAGE_SIZE, type AdminApplicationSort } from './admin';
import { jobSlugQueryField } from './schemas';
import { ADMIN_RECRUITING_STATUSES, type AdminRecruitingStatus } from './statuses';

/** GET /api/admin/dashboard query: optionally one posting (its counts and newest applications; every posting's when absent). */
export const adminDashboardQuerySchema = strictObject({ job_slug: jobSlugQueryField });

/** GET /api/admin/applications query: optional status, search term, sort, page size and cursor. */
export const adminApplicationsQuerySchema = strictObject({
  status: mixed<AdminRecruitingStatus>().oneOf([...ADMIN_RECRUITING_STATUSES], unknownValue('status')),
  search: string().trim().max(100, 'search must be at most 100 characters'),
  sort: mixed<AdminApplicationSort>()
    .oneOf([...ADMIN_APPLICATION_SORTS], unknownValue('sort'))
    .default('created_at'),
  direction: mixed<'asc' | 'desc'>().oneOf(['asc', 'desc'], 'direction must be asc or desc').default('desc'),
  limit: pageLimitField(ADMIN_PAGE_SIZE),
  after: afterField(),
  /** Only the applications to this posting (every posting's when absent). */
  job_slug: jobSlugQueryField,
});
