// Firestore Timestamps in the functions, converted one way: what is read (a store's document, a
// trigger's event) carries Dates where Firestore holds Timestamps; a Date written is stored as a
// Timestamp by the Admin SDK itself; a Timestamp made by hand (a TTL field) comes from timestampAt.
import { timestampsToDates } from '@careers/domain/shared';
import { Timestamp, type DocumentData, type FirestoreDataConverter } from 'firebase-admin/firestore';

const isTimestamp = (value: unknown): value is Timestamp => value instanceof Timestamp;

/** A document's data typed as T, with Dates for its Timestamps however deeply nested. */
export function withDates<T>(data: DocumentData): T {
  return timestampsToDates(data, isTimestamp) as T;
}

/** The one converter of the stores: documents typed as T, with Dates for Timestamps (withDates). */
export function converter<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (data) => data as DocumentData,
    fromFirestore: (snapshot) => withDates<T>(snapshot.data()),
  };
}

/** The Timestamp of a time in milliseconds since the epoch. */
export function timestampAt(millis: number): Timestamp {
  return Timestamp.fromMillis(millis);
}
