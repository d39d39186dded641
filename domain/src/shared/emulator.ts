/**
 * The Google `sub` of an email in the auth emulator. The emulator-only sign-in and the demo
 * seed both derive it from the email, so signing in with a seeded email lands on the seeded user.
 */
export function emulatorGoogleSub(email: string): string {
  return `google-${email.trim().toLowerCase()}`;
}
