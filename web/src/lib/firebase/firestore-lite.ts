// Firestore Lite (one-shot reads over REST, no listeners, no offline cache) for the public
// pages: a fraction of the full SDK, loaded only when a public page has to fetch data that the
// server did not embed (after an in-app navigation). Signed-in screens use ./firestore.
import { connectFirestoreEmulator, getFirestore, Timestamp, type Firestore } from 'firebase/firestore/lite';
import { serialize, timestampsToDates } from '@careers/domain/shared';
import { firebaseApp } from './app';

export { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore/lite';

let db: Firestore | undefined;

/** The app's Firestore Lite instance (connected to the emulator in the emulator build). */
export function getLiteDb(): Firestore {
  if (!db) {
    db = getFirestore(firebaseApp);
    if (__USE_EMULATORS__) connectFirestoreEmulator(db, window.location.hostname, 8080);
  }
  return db;
}

const isTimestamp = (value: unknown): value is Timestamp => value instanceof Timestamp;

/** A document's data as JSON would carry it (as the server embeds it): Timestamps become ISO strings. */
export function toJson(value: unknown): unknown {
  return serialize(timestampsToDates(value, isTimestamp));
}
