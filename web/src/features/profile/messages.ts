/** Profile toasts, worded as the specification gives them. */
export const PROFILE_TOASTS = {
  statusUpdated: 'Application status updated',
  signInToFetch: 'Please sign in to fetch application status',
  fetchFailed: 'Failed to fetch application status',
} as const;
