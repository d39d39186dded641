// Keeps the session cookie (domain/src/shared/session-cookie.ts) for whoever is signed in, so the
// page function can render their screens on a later visit: asked for once and again a day before it
// expires (what this browser was given is remembered beside it), removed when nobody is signed in.
import { clearedSessionCookie, sessionTokenOf } from '@careers/domain/shared';
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

/** Whether the browser holds a cookie of `uid` that lasts another day. */
function holds(uid: string): boolean {
  const mark = given();
  return (
    mark !== null &&
    mark.uid === uid &&
    mark.until - Date.now() > RENEW_BEFORE_MS &&
    sessionTokenOf(document.cookie) !== null
  );
}

/** How many times the cookie was removed: a cookie asked for before a removal must not outlive it. */
let drops = 0;

/** Asks for a session cookie for `uid` (signed in) unless the browser holds a lasting one. */
export async function keepSessionCookie(uid: string): Promise<void> {
  if (holds(uid)) return;
  const before = drops;
  const { expires_at } = await startSession();
  // Signed out while it was asked for: the answer's cookie goes too.
  if (drops !== before) {
    dropSessionCookie();
    return;
  }
  try {
    window.localStorage.setItem(GIVEN_KEY, JSON.stringify({ uid, until: Date.parse(expires_at) }));
  } catch {
    // Storage unavailable: the next visit asks again.
  }
}

/** Removes the cookie (signed out, or never signed in here). */
export function dropSessionCookie(): void {
  drops += 1;
  document.cookie = clearedSessionCookie(window.location.protocol === 'https:');
  try {
    window.localStorage.removeItem(GIVEN_KEY);
  } catch {
    // Nothing remembered.
  }
}
