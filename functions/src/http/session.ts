// The session cookie (domain/src/shared/session-cookie.ts): minted from a verified ID token by
// POST /auth/session, removed by POST /auth/logout, and verified when a page is rendered for its
// holder.
import { clearedSessionCookie, SESSION_COOKIE_DAYS, type SessionCookieResponse } from '@careers/domain/shared';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { logger } from 'firebase-functions';
import { siteOrigin } from '../config';
import { auth } from '../lib/firebase';
import { ok, type Outcome } from '../outcome';
import { INVALID_TOKEN } from './auth';
import { HttpError } from './errors';
import { WithCookies } from './route';
import { sessionCookie } from './session-cookie';

const SESSION_MS = SESSION_COOKIE_DAYS * 86_400_000;

/** Whether the site is served over https (its cookies are then Secure). */
const secureSite = () => new URL(siteOrigin()).protocol === 'https:';

/** Whether an Admin SDK error is Auth's refusal of a credential (`auth/...`), not a failure to ask. */
const isAuthRefusal = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? '').startsWith('auth/');

/**
 * The session cookie for the holder of `idToken` (verified by the route, revocation included),
 * set on the answer with when it expires. A token that expired since the route verified it is a
 * 401, as any token that does not verify.
 */
export async function startSession(idToken: string, now = new Date()): Promise<Outcome<WithCookies>> {
  let value: string;
  try {
    value = await auth.createSessionCookie(idToken, { expiresIn: SESSION_MS });
  } catch (error) {
    if (isAuthRefusal(error)) throw new HttpError(401, INVALID_TOKEN);
    throw error;
  }
  const body: SessionCookieResponse = { expires_at: new Date(now.getTime() + SESSION_MS).toISOString() };
  return ok(new WithCookies(body, [sessionCookie(value, SESSION_MS / 1000, secureSite())]));
}

/** `body` as an answer that also removes the session cookie (the sign-out's). */
export const withSessionEnded = (body: unknown) => new WithCookies(body, [clearedSessionCookie(secureSite())]);

/**
 * The verified claims of a session cookie, or null: a forged or expired cookie, and one of an
 * account that was deleted, disabled or had its sessions revoked since, proves nothing. A failure
 * to ask (Auth unreachable) is logged: the page is then the plain app, as for nobody.
 */
export async function verifiedSession(cookie: string): Promise<DecodedIdToken | null> {
  try {
    return await auth.verifySessionCookie(cookie, true);
  } catch (error) {
    if (!isAuthRefusal(error)) logger.error('Session cookie verification failed', { error });
    return null;
  }
}
