// Keeps the session cookie (domain/src/shared/session-cookie.ts) for whoever is signed in, so the
// page function can render their screens on a later visit: asked for once, and again a day before
// it expires (what this browser was given, and for whom, is remembered beside it); removed at
// once when nobody is signed in here, or before another account's is asked for.
import { clearedSessionCookie, hasSessionCookie } from '@careers/domain/shared';
import { startSession } from './api/auth-api';

/** What this browser was given: the cookie's user and when it expires (ms since the epoch). */
const GIVEN_KEY = 'careers.auth.session-cookie';

/** A cookie this close to expiring is asked for again. */
const RENEW_BEFORE_MS = 86_400_000;

function given(): { uid: string; until: number } | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(GIVEN_KEY) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { uid, until } = value as Record<string, unknown>;
    return typeof uid === 'string' && typeof until === 'number' ? { uid, until } : null;
  } catch {
    return null;
  }
}

function remember(uid: string, until: number): void {
  try {
    window.localStorage.setItem(GIVEN_KEY, JSON.stringify({ uid, until }));
  } catch {
    // Storage unavailable: the next visit asks again.
  }
}

/** Whether the browser holds a session cookie (of anyone). */
export const holdsSessionCookie = () => hasSessionCookie(document.cookie);

/** How many times the cookie was removed: a cookie asked for before a removal must not outlive it. */
let drops = 0;

/** Removes the cookie (signed out, or signed in as someone else), synchronously. */
export function dropSessionCookie(): void {
  drops += 1;
  document.cookie = clearedSessionCookie(window.location.protocol === 'https:');
  try {
    window.localStorage.removeItem(GIVEN_KEY);
  } catch {
    // Nothing remembered.
  }
}

/**
 * Asks for a session cookie for `uid` (signed in) unless the browser holds a lasting one of
 * theirs. Another account's cookie goes first, whether or not the new one comes.
 */
export async function keepSessionCookie(uid: string): Promise<void> {
  const mark = given();
  const held = holdsSessionCookie();
  if (held && mark?.uid === uid && mark.until - Date.now() > RENEW_BEFORE_MS) return;
  if (held && mark?.uid !== uid) dropSessionCookie();
  const before = drops;
  try {
    const { expires_at } = await startSession();
    remember(uid, Date.parse(expires_at));
  } finally {
    // Signed out while it was asked for: whatever its answer set goes too.
    if (drops !== before) dropSessionCookie();
  }
}
