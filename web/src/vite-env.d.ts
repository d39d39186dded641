/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' in the emulator build only: connects the emulators and enables the demo sign-in. */
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_FIREBASE_API_KEY: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN: string;
  readonly VITE_FIREBASE_PROJECT_ID: string;
  readonly VITE_FIREBASE_APP_ID: string;
  readonly VITE_MEETING_URL: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Build-time constant (vite.config.ts): true in the emulator build only. */
declare const __USE_EMULATORS__: boolean;
