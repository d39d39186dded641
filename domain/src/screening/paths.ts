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
