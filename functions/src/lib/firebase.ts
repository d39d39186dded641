// The one Admin SDK entry point of the functions.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { meterFirestore } from './firestore-meter';

const app = getApps()[0] ?? initializeApp();

export const auth = getAuth(app);
export const appCheck = getAppCheck(app);
export const db = getFirestore(app);

// `npm run bench:cost` only (the variable is set by the bench on the emulators, never deployed): the
// billed reads, writes and deletes of this function's Firestore calls, counted into that file.
const meterFile = process.env.FIRESTORE_METER_FILE;
if (meterFile) meterFirestore(meterFile, process.env.FUNCTION_TARGET ?? 'unknown');
