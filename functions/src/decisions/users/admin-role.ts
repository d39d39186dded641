/**
 * Whether sign-in should grant the admin claim: the email is listed in ADMIN_EMAILS, Google
 * verified it, and the user is not an admin yet.
 */
export function shouldGrantAdmin(input: {
  email: string | undefined;
  emailVerified: boolean | undefined;
  adminEmails: readonly string[];
  currentClaims: Record<string, unknown> | undefined;
}): boolean {
  if (!input.email || input.emailVerified !== true) return false;
  if (input.currentClaims?.admin === true) return false;
  return input.adminEmails.includes(input.email.trim().toLowerCase());
}
