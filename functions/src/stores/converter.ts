import { timestampsToDates } from '@careers/domain';
import { Timestamp, type DocumentData, type FirestoreDataConverter } from 'firebase-admin/firestore';

const isTimestamp = (value: unknown): value is Timestamp => value instanceof Timestamp;

/** The one converter of the functions: documents typed as T, with Dates for Timestamps. */
export function converter<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (data) => data as DocumentData,
    fromFirestore: (snapshot) => timestampsToDates(snapshot.data(), isTimestamp) as T,
  };
}
