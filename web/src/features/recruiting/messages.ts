// Toasts of the application flow, worded as the specification gives them. Field
// messages and the pre-submit toasts live with the schemas (APPLICATION_MESSAGES, domain), as
// do the texts the server sends too (QUALIFIED_MESSAGE, AUTHENTICATION_REQUIRED).
export const APPLICATION_TOASTS = {
  loadFailed: 'Failed to load application status',
  submitted: 'Application submitted successfully!',
  submitFailed: 'Failed to submit application',
  ndaSigned: 'NDA signed successfully! Proceeding to interview scheduling.',
  ndaFailed: 'Failed to sign NDA',
} as const;

/** The apply page of a closed job, for a candidate who has not applied (the reason is the server's text). */
export const APPLICATION_CLOSED = { title: 'Applications Closed' } as const;
