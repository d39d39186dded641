// The session cookie (domain/src/shared/session-cookie.ts): minted from a verified ID token by
// POST /auth/session, and verified when a page is rendered for its holder.
import { SESSION_COOKIE_DAYS, sessionCookie, type SessionCookieResponse } from '@careers/domain/shared';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { siteOrigin } from '../config';
import { auth } from '../lib/firebase';
import { ok, type Outcome } from '../outcome';
import { WithCookies } from './route';

const SESSION_MS = SESSION_COOKIE_DAYS * 86_400_000;

/**
 * The session cookie for the holder of `idToken` (verified by the route, revocation included),
 * set on the answer with when it expires. Secure on an https site.
 */
export async function startSession(idToken: string, now = new Date()): Promise<Outcome<WithCookies>> {
  const value = await auth.createSessionCookie(idToken, { expiresIn: SESSION_MS });
  const secure = new URL(siteOrigin()).protocol === 'https:';
  const body: SessionCookieResponse = { expires_at: new Date(now.getTime() + SESSION_MS).toISOString() };
  return ok(new WithCookies(body, [sessionCookie(value, SESSION_MS / 1000, secure)]));
}

/**
 * The verified claims of a session cookie, or null: a forged or expired cookie, and one of an
 * account that was deleted, disabled or had its sessions revoked since, proves nothing.
 */
export async function verifiedSession(cookie: string): Promise<DecodedIdToken | null> {
  try {
    return await auth.verifySessionCookie(cookie, true);
  } catch {
    return null;
  }
}
