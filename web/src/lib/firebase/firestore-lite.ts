// Firestore Lite (one-shot reads over REST, no listeners, no offline cache) for the public
// pages: a fraction of the full SDK, loaded only when a public page has to fetch data that the
// server did not embed (after an in-app navigation). Signed-in screens use ./firestore.
import {
  collection,
  connectFirestoreEmulator,
  documentId,
  FieldPath,
  getFirestore,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { DOCUMENT_ID, serialize, timestampsToDates, type QueryDescriptor } from '@careers/domain/shared';
import { firebaseApp } from './app';

export { doc, getDoc, getDocs } from 'firebase/firestore/lite';

let db: Firestore | undefined;

/** The app's Firestore Lite instance (connected to the emulator in the emulator build). */
export function getLiteDb(): Firestore {
  if (!db) {
    db = getFirestore(firebaseApp);
    if (__USE_EMULATORS__) connectFirestoreEmulator(db, window.location.hostname, 8080);
  }
  return db;
}

const fieldPath = (field: readonly string[] | typeof DOCUMENT_ID) =>
  field === DOCUMENT_ID ? documentId() : new FieldPath(...field);

/** A domain query description (domain/src/shared/query.ts) as a Firestore Lite query of its collection. */
export function describedLiteQuery(description: QueryDescriptor): Query {
  if (description.offset !== undefined) throw new Error('Firestore Lite has no offset: page with startAfter');
  const constraints: QueryConstraint[] = [
    ...description.filters.map((filter) => where(fieldPath(filter.field), filter.op, filter.value)),
    ...description.orderBy.map((order) => orderBy(fieldPath(order.field), order.direction)),
  ];
  if (description.startAfter) constraints.push(startAfter(...description.startAfter));
  if (description.limit !== undefined) constraints.push(limit(description.limit));
  return query(collection(getLiteDb(), description.collection), ...constraints);
}

const isTimestamp = (value: unknown): value is Timestamp => value instanceof Timestamp;

/** A document's data as JSON would carry it (as the server embeds it): Timestamps become ISO strings. */
export function toJson(value: unknown): unknown {
  return serialize(timestampsToDates(value, isTimestamp));
}
