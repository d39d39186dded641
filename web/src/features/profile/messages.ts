/** Profile toasts, worded as candidate spec section 8 gives them. */
export const PROFILE_TOASTS = {
  statusUpdated: 'Application status updated',
  signInToFetch: 'Please sign in to fetch application status',
  fetchFailed: 'Failed to fetch application status',
} as const;
