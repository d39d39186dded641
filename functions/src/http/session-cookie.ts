// The session cookie (domain/src/shared/session-cookie.ts) as the server writes and reads it, with
// the `cookie` library.
import { SESSION_COOKIE } from '@careers/domain/shared';
import { parse, serialize } from 'cookie';

/**
 * The Set-Cookie string that keeps the session cookie `value` for `maxAgeSeconds`, site-wide.
 * SameSite=Lax: it goes with a top-level visit from a mail's link, never with another site's
 * requests; Secure on an https site (a local http origin would refuse a Secure cookie).
 */
export function sessionCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return serialize(SESSION_COOKIE, value, { path: '/', maxAge: maxAgeSeconds, sameSite: 'lax', secure });
}

/** The session cookie a request's Cookie header carries, or null. */
export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const token = parse(cookieHeader)[SESSION_COOKIE];
  return token ? token : null;
}
