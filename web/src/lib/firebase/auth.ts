// Firebase Auth, loaded on demand: the SDK (and the Firebase app it needs) is a separate
// chunk, fetched when the auth state is first needed rather than with the page's first script.
import type { Auth, User } from 'firebase/auth';
import type * as AuthSdkModule from './auth-sdk';
import { emulatorOrigin } from './emulator-origin';
import type { StoredSession } from './stored-session';

export type AuthSdk = typeof AuthSdkModule;

/** The auth instance together with the SDK functions that act on it. */
export interface AuthClient {
  auth: Auth;
  sdk: AuthSdk;
}

let client: Promise<AuthClient> | undefined;

/** The app's Auth instance (connected to the emulator in the emulator build). */
export function loadAuth(): Promise<AuthClient> {
  client ??= Promise.all([
    import('./auth-sdk'),
    import('./app'),
    // Loaded before Auth starts: the emulator must be connected in the same task as initializeAuth,
    // or a restored session is checked against Google's servers in between.
    __USE_EMULATORS__ ? import('firebase/auth') : Promise.resolve(null),
  ]).then(([sdk, { firebaseApp }, emulator]) => {
    const auth = sdk.initializeAuth(firebaseApp, {
      persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
      popupRedirectResolver: sdk.browserPopupRedirectResolver,
    });
    if (__USE_EMULATORS__ && emulator) {
      emulator.connectAuthEmulator(auth, emulatorOrigin(9099), { disableWarnings: true });
    }
    return { auth, sdk };
  });
  return client;
}

/**
 * Emulator build only: signs in as the Google account of `claims` (an unsigned JSON token,
 * which only the auth emulator accepts). Callers guard with __USE_EMULATORS__ so production
 * builds drop it.
 */
export async function signInWithEmulatorCredential(claims: Record<string, unknown>): Promise<User> {
  const { auth } = await loadAuth();
  const { GoogleAuthProvider, signInWithCredential } = await import('firebase/auth');
  const credential = GoogleAuthProvider.credential(JSON.stringify(claims));
  return (await signInWithCredential(auth, credential)).user;
}

/**
 * Resolves once Auth has loaded and restored its user: the Firestore SDK must start after it, or its
 * first requests go without the user's token (a session restored from storage signs the visitor in
 * before Auth loads, lib/firebase/stored-session.ts) and the rules refuse them.
 */
export async function authReady(): Promise<void> {
  const { auth } = await loadAuth();
  await auth.authStateReady();
}

/**
 * A session restored from what the SDK stored (./stored-session), standing in for the SDK's user
 * until the SDK has restored its own (AuthProvider clears it then): its ID token answers
 * currentIdToken while it is fresh.
 */
let restored: StoredSession | null = null;

/** Uses `session` for the calls made before the Auth SDK is loaded. */
export function standInSession(session: StoredSession | null): void {
  restored = session;
}

/** The signed-in user's ID token, or undefined when nobody is signed in. */
export async function currentIdToken(): Promise<string | undefined> {
  if (restored && restored.expiresAt - Date.now() > 60_000) return restored.idToken;
  const { auth } = await loadAuth();
  // Until Auth has restored a stored user, it has none: a call made meanwhile waits for it.
  await auth.authStateReady();
  return auth.currentUser?.getIdToken();
}

/**
 * The signed-in user's ID token if Auth is loaded already (or a restored session stands in for
 * it), else undefined without loading it: a public page's reads, which a visitor without a session
 * makes without the Auth SDK.
 */
export async function loadedIdToken(): Promise<string | undefined> {
  return client || restored ? currentIdToken() : undefined;
}
