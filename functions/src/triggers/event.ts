// The thin layer between Firestore trigger events and the handlers behind them: an event becomes
// a plain `DocumentChange` (typed data, Timestamps as Dates), which a test can build and deliver
// as often as it likes.
import type { DocumentData } from 'firebase-admin/firestore';
import type { Change, DocumentSnapshot, FirestoreEvent } from 'firebase-functions/v2/firestore';
import type { DocumentChange } from '../decisions/document-change';
import { withDates } from '../stores/converter';

const dataOf = <T>(snapshot: DocumentSnapshot | undefined): T | null =>
  snapshot?.exists ? withDates<T>(snapshot.data() as DocumentData) : null;

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

/**
 * Runs every handler of one event side by side and fails the delivery if any failed, after all
 * have run: one trigger per collection serves several handlers (one invocation per write, not one
 * per handler), and since each handler is idempotent a retried delivery may run them all again.
 */
export async function allHandlers(...runs: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  const results = await Promise.allSettled(runs.map((run) => run()));
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}
