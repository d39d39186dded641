// The one place the web app initializes Firebase. Auth and Firestore load from their own
// modules (./auth, ./firestore) so public pages pay only for what they use.
import { initializeApp } from 'firebase/app';

/** True in the emulator build only; production builds drop every branch that tests it. */
export const USE_EMULATORS = import.meta.env.VITE_USE_EMULATORS === 'true';

export const firebaseApp = initializeApp({
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  appId: import.meta.env.VITE_FIREBASE_APP_ID,
});

/** Where an emulator listens, seen from the browser (same host as the page). */
export function emulatorOrigin(port: number): string {
  return `http://${window.location.hostname}:${port}`;
}
