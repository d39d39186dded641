// The session cookie: a Firebase session cookie (minted from the signed-in visitor's ID token by
// POST /auth/session, valid SESSION_COOKIE_DAYS), so the page function can render a candidate's
// screen with their own data on the first request of a visit, days after the last (an ID token
// lives an hour). `__session` is the one cookie Firebase Hosting forwards to a function; it strips
// every other. Not HttpOnly: signing out removes it in the browser at once, whatever the network
// does (POST /auth/logout removes it too); the Auth SDK keeps a longer-lived credential (its
// refresh token) where script reads it anyway. The server verifies it like any credential,
// revocation included. What the browser needs of it is here, without a cookie parser (it runs on
// every page); the server writes and reads it with one (functions/src/http/session-cookie.ts).

/** The one cookie Firebase Hosting forwards to a function (it strips every other). */
export const SESSION_COOKIE = '__session';

/** How long a session cookie lasts: Firebase's longest (two weeks), for candidates who come back to a long form over days. */
export const SESSION_COOKIE_DAYS = 14;

/** POST /auth/session answer: when the cookie it set expires (ISO). */
export interface SessionCookieResponse {
  expires_at: string;
}

/** The string (Set-Cookie, or document.cookie) that removes the session cookie; Secure on an https site. */
export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Whether a document.cookie string holds a session cookie: the browser writes its cookies as
 * `name=value` pairs joined by '; ', so a pair that starts with the name and '=' is one.
 */
export function hasSessionCookie(cookies: string): boolean {
  return cookies
    .split('; ')
    .some((pair) => pair.startsWith(`${SESSION_COOKIE}=`) && pair.length > SESSION_COOKIE.length + 1);
}
