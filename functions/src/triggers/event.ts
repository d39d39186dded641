// The thin layer between Firestore trigger events and the pure handlers behind them: an event
// becomes a plain `DocumentChange` (typed data, Timestamps as Dates), which a test can build and
// deliver as often as it likes.
import { timestampsToDates } from '@careers/domain';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { Change, DocumentSnapshot, FirestoreEvent } from 'firebase-functions/v2/firestore';

/** A document's change as a handler sees it: before and after (null when absent), and its id. */
export interface DocumentChange<T> {
  /** The changed document's id (the last path segment). */
  id: string;
  /** The event's id: the same for every delivery of one event. */
  eventId: string;
  before: T | null;
  after: T | null;
}

const isTimestamp = (value: unknown): value is Timestamp => value instanceof Timestamp;

const dataOf = <T>(snapshot: DocumentSnapshot | undefined): T | null =>
  snapshot?.exists ? (timestampsToDates(snapshot.data() as DocumentData, isTimestamp) as T) : null;

/** The change an onDocumentWritten event carries. */
export function writtenChange<T>(
  event: FirestoreEvent<Change<DocumentSnapshot> | undefined, Record<string, string>>,
): DocumentChange<T> {
  const snapshot = event.data?.after ?? event.data?.before;
  return {
    id: snapshot?.id ?? '',
    eventId: event.id,
    before: dataOf<T>(event.data?.before),
    after: dataOf<T>(event.data?.after),
  };
}

/** The change an onDocumentCreated event carries (nothing before). */
export function createdChange<T>(
  event: FirestoreEvent<DocumentSnapshot | undefined, Record<string, string>>,
): DocumentChange<T> {
  return { id: event.data?.id ?? '', eventId: event.id, before: null, after: dataOf<T>(event.data) };
}
