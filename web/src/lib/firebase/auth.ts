// Firebase Auth, loaded on demand: the SDK is a separate chunk, fetched when the auth state
// is first needed rather than with the page's first script.
import type { Auth } from 'firebase/auth';
import { emulatorOrigin, firebaseApp, USE_EMULATORS } from './app';

export type AuthModule = typeof import('firebase/auth');

/** The auth instance together with the SDK functions that act on it. */
export interface AuthClient {
  auth: Auth;
  sdk: AuthModule;
}

let client: Promise<AuthClient> | undefined;

/** The app's Auth instance (connected to the emulator in the emulator build). */
export function loadAuth(): Promise<AuthClient> {
  client ??= import('firebase/auth').then((sdk) => {
    const auth = sdk.initializeAuth(firebaseApp, {
      persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
      popupRedirectResolver: sdk.browserPopupRedirectResolver,
    });
    if (USE_EMULATORS) sdk.connectAuthEmulator(auth, emulatorOrigin(9099), { disableWarnings: true });
    return { auth, sdk };
  });
  return client;
}

/** The signed-in user's ID token, or undefined when nobody is signed in. */
export async function currentIdToken(): Promise<string | undefined> {
  const { auth } = await loadAuth();
  return auth.currentUser?.getIdToken();
}
