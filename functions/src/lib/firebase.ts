// The one Admin SDK entry point of the functions.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

const app = getApps()[0] ?? initializeApp();

export const auth = getAuth(app);
export const appCheck = getAppCheck(app);
export const db = getFirestore(app);
