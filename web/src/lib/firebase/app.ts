// The one place the web app initializes Firebase. Auth and Firestore load from their own
// modules (./auth, ./firestore) so public pages pay only for what they use. Emulator-only
// code tests the build-time literal __USE_EMULATORS__ (vite.config.ts) where it stands, so
// production builds drop it.
import { initializeApp } from 'firebase/app';

export const firebaseApp = initializeApp({
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  appId: import.meta.env.VITE_FIREBASE_APP_ID,
});
