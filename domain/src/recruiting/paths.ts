/** The paths of the recruiting application's calls (Express patterns: `:id` is a parameter). */
export const RECRUITING_API = {
  checkStatus: '/api/check-application-status',
  submit: '/api/submit-application',
  signNda: '/api/sign-nda',
  adminStatus: '/api/admin/applications/:id/status',
  /** Several applications to one status in one call (each row audited and answered). */
  adminBulkStatus: '/api/admin/applications/bulk-status',
  adminDashboard: '/api/admin/dashboard',
  adminApplications: '/api/admin/applications',
} as const;
