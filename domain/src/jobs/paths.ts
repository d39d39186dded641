// The paths of the positions' admin calls: apart from admin.ts, whose request schemas (yup, the
// country list) an admin screen naming a path need not carry.

/** The paths of the positions' admin calls (Express patterns: `:slug` is a parameter). */
export const JOBS_API = {
  adminJobs: '/api/admin/jobs',
  adminJob: '/api/admin/jobs/:slug',
} as const;
