import { Timestamp, type FirestoreDataConverter, type DocumentData } from 'firebase-admin/firestore';

/** Replaces Firestore Timestamps with Dates, however deeply nested. */
export function timestampsToDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(timestampsToDates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, timestampsToDates(v)]));
  }
  return value;
}

/** The one converter of the functions: documents typed as T, with Dates for Timestamps. */
export function converter<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (data) => data as DocumentData,
    fromFirestore: (snapshot) => timestampsToDates(snapshot.data()) as T,
  };
}
