/** The paths of the screening calls (Express patterns: `:id` is a parameter). */
export const SCREENING_API = {
  checkExisting: '/api/fullstack-screening/check-existing',
  submit: '/api/fullstack-screening/submit',
  adminReassess: '/api/admin/fullstack-screening/applications/:id/reassess',
} as const;
