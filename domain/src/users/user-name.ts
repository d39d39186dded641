/** The name shown for a user whose Google account has none: the local part of the email. */
export function displayNameFor(name: string | null | undefined, email: string | null | undefined): string {
  const trimmed = name?.trim();
  if (trimmed) return trimmed;
  return email?.split('@')[0] ?? 'User';
}
