// Toasts of the application flow, worded as candidate spec section 8 gives them. Field
// messages and the pre-submit toasts live with the schemas (APPLICATION_MESSAGES, domain).
export const APPLICATION_TOASTS = {
  loadFailed: 'Failed to load application status',
  submitted: 'Application submitted successfully!',
  criteriaMet: 'Congratulations! You meet our criteria. Please sign the NDA to proceed.',
  submitFailed: 'Failed to submit application',
  ndaSigned: 'NDA signed successfully! Proceeding to interview scheduling.',
  ndaFailed: 'Failed to sign NDA',
  authRequired: 'Authentication required',
} as const;
