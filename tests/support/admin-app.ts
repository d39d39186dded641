// Admin SDK against the emulator suite, for tests and the demo seed. The emulator hosts come
// from `firebase emulators:exec` (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { EMULATOR_PSEUDONYM_KEY } from './secrets';

const PROJECT_ID = 'demo-careers';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
// No Google Cloud metadata server here: do not let the auth library probe for one.
process.env.METADATA_SERVER_DETECTION ??= 'none';
// The functions' code this process runs itself (a test calling a decision, the seed) keys its
// hashes as the emulators' functions do (functions/.secret.local).
process.env.PSEUDONYM_KEY ??= EMULATOR_PSEUDONYM_KEY;

const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });

export const adminAuth = getAuth(app);
export const adminDb = getFirestore(app);
