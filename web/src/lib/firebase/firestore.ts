// The full Firestore SDK (live listeners) for signed-in and admin screens. Public pages do
// not import it; it loads with the first screen that does.
import {
  connectFirestoreEmulator,
  getFirestore,
  Timestamp,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
} from 'firebase/firestore';
import { timestampsToDates } from '@careers/domain/shared';
import { firebaseApp } from './app';

let db: Firestore | undefined;

/** The app's Firestore (connected to the emulator in the emulator build). */
export function getDb(): Firestore {
  if (!db) {
    db = getFirestore(firebaseApp);
    if (__USE_EMULATORS__) connectFirestoreEmulator(db, window.location.hostname, 8080);
  }
  return db;
}

/** A document with its id. */
export type WithId<T> = T & { id: string };

const isTimestamp = (value: unknown): value is Timestamp => value instanceof Timestamp;

/** The one converter of the web app: typed documents with their id, Dates for Timestamps. */
export function withId<T extends DocumentData>(): FirestoreDataConverter<WithId<T>> {
  return {
    toFirestore: (data) => data as DocumentData,
    fromFirestore: (snapshot) => ({ ...(timestampsToDates(snapshot.data(), isTimestamp) as T), id: snapshot.id }),
  };
}
