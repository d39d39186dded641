// The session the Auth SDK stored in this browser, read without the SDK: a signed-in screen can
// then make its first calls with the stored ID token while it is fresh, and load the SDK (35 KiB)
// once its first control has shown (docs/performance.md, "How the first control arrives"). The SDK
// then takes over and confirms the session, or signs the visitor out when it is gone. The server
// checks every token, so a stale copy can only be refused, never trusted.
//
// Where the SDK keeps it: `firebase:authUser:{apiKey}:[DEFAULT]`, in IndexedDB (its database
// `firebaseLocalStorageDb`, store `firebaseLocalStorage`, as `{ fbase_key, value }`) with this app's
// persistence, or in local storage (where a session planted by the browser tests lives).
import type { SessionUser } from '@careers/domain/users';

/** A stored session: its user, and its ID token with when it expires (ms since the epoch). */
export interface StoredSession {
  user: SessionUser;
  idToken: string;
  expiresAt: number;
}

const DATABASE = 'firebaseLocalStorageDb';
const STORE = 'firebaseLocalStorage';
/** A token this close to expiring is left to the SDK, which refreshes it. */
const FRESH_FOR_MS = 5 * 60_000;

const storageKey = () => `firebase:authUser:${import.meta.env.VITE_FIREBASE_API_KEY}:[DEFAULT]`;

/** The stored value under `key` in the SDK's database; undefined when there is none (never creating it). */
function fromIndexedDb(key: string): Promise<unknown> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DATABASE, 1);
    } catch {
      resolve(undefined);
      return;
    }
    // No database yet: abort rather than create it empty (the SDK creates it with its store).
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(undefined);
    request.onsuccess = () => {
      const db = request.result;
      try {
        const read = db.transaction(STORE, 'readonly').objectStore(STORE).get(key);
        read.onsuccess = () => resolve((read.result as { value?: unknown } | undefined)?.value);
        read.onerror = () => resolve(undefined);
      } catch {
        resolve(undefined);
      } finally {
        db.close();
      }
    };
  });
}

function fromLocalStorage(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The stored session as this app needs it, or null when it is missing, malformed or its token is not fresh. */
export function sessionOf(stored: unknown, now: number): StoredSession | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const user = stored as Record<string, unknown>;
  const tokens = user.stsTokenManager as Record<string, unknown> | undefined;
  const uid = text(user.uid);
  const idToken = text(tokens?.accessToken);
  const expiresAt = Number(tokens?.expirationTime);
  if (!uid || !idToken || !Number.isFinite(expiresAt) || expiresAt - now < FRESH_FOR_MS) return null;
  return {
    user: {
      uid,
      email: text(user.email),
      displayName: text(user.displayName),
      photoURL: text(user.photoURL),
      emailVerified: user.emailVerified === true,
    },
    idToken,
    expiresAt,
  };
}

/** The session the SDK stored in this browser, if its token is fresh. */
export async function readStoredSession(now = Date.now()): Promise<StoredSession | null> {
  const key = storageKey();
  return sessionOf((await fromIndexedDb(key)) ?? fromLocalStorage(key), now);
}
