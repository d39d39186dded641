// The session cookie: a Firebase session cookie (minted from the signed-in visitor's ID token by
// POST /auth/session, valid SESSION_COOKIE_DAYS), so the page function can render a candidate's
// screen with their own data on the first request of a visit, days after the last (an ID token
// lives an hour). `__session` is the one cookie Firebase Hosting forwards to a function; it strips
// every other. Not HttpOnly: signing out removes it in the browser, even when the server cannot be
// reached; the Auth SDK keeps a longer-lived credential (its refresh token) where script reads it
// anyway. The server verifies it like any credential, revocation included.
import { parse, serialize } from 'cookie';
import { SESSION_COOKIE } from './session-cookie-name';

/** How long a session cookie lasts: Firebase's longest (two weeks), for candidates who come back to a long form over days. */
export const SESSION_COOKIE_DAYS = 14;

/** POST /auth/session answer: when the cookie it set expires (ISO). */
export interface SessionCookieResponse {
  expires_at: string;
}

/**
 * The Set-Cookie string that keeps the session cookie `value` for `maxAgeSeconds`, site-wide.
 * SameSite=Lax: it goes with a top-level visit from a mail's link, never with another site's
 * requests; Secure on an https site (a local http origin would refuse a Secure cookie).
 */
export function sessionCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return serialize(SESSION_COOKIE, value, { path: '/', maxAge: maxAgeSeconds, sameSite: 'lax', secure });
}

/** The string (Set-Cookie, or document.cookie) that removes the session cookie. */
export function clearedSessionCookie(secure: boolean): string {
  return serialize(SESSION_COOKIE, '', { path: '/', maxAge: 0, sameSite: 'lax', secure });
}

/** The session cookie a Cookie header (or document.cookie) carries, or null. */
export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const token = parse(cookieHeader)[SESSION_COOKIE];
  return token ? token : null;
}
