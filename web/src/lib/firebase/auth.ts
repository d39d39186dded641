// Firebase Auth, loaded on demand: the SDK (and the Firebase app it needs) is a separate
// chunk, fetched when the auth state is first needed rather than with the page's first script.
import type { Auth, User } from 'firebase/auth';
import type * as AuthSdkModule from './auth-sdk';

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
  ]).then(([sdk, { emulatorOrigin, firebaseApp }, emulator]) => {
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

/** The signed-in user's ID token, or undefined when nobody is signed in. */
export async function currentIdToken(): Promise<string | undefined> {
  const { auth } = await loadAuth();
  return auth.currentUser?.getIdToken();
}

/**
 * The signed-in user's ID token if Auth is loaded already, else undefined without loading it: a
 * public page's reads, which a visitor without a session makes without the Auth SDK.
 */
export async function loadedIdToken(): Promise<string | undefined> {
  return client ? currentIdToken() : undefined;
}
