/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' in the emulator build only: connects the emulators and enables the demo sign-in. */
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_FIREBASE_API_KEY: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN: string;
  readonly VITE_FIREBASE_PROJECT_ID: string;
  readonly VITE_FIREBASE_APP_ID: string;
  readonly VITE_MEETING_URL: string;
  /** reCAPTCHA Enterprise site key for App Check; unset: no App Check (lib/firebase/app-check.ts). */
  readonly VITE_APP_CHECK_SITE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Build-time constant (vite.config.ts): true in the emulator build only. */
declare const __USE_EMULATORS__: boolean;
