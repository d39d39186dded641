/** Auth toasts, worded as the specification gives them. */
export const AUTH_MESSAGES = {
  signedIn: 'Successfully signed in!',
  signInFailed: 'Failed to sign in',
  signedOut: 'Successfully signed out!',
  signOutFailed: 'Failed to sign out',
} as const;
