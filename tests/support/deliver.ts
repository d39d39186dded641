// At-least-once delivery, on purpose: Firestore may deliver a trigger's event more than once, and a
// retry may run beside the first delivery. Handlers must do their work once whatever happens.
import type { DocumentChange } from '../../functions/src/decisions/document-change';

/** The change a trigger's event carries for document `id` (one event id per document). */
export function changeOf<T>(id: string, after: T | null, before: T | null = null): DocumentChange<T> {
  return { id, eventId: `event-${id}`, before, after };
}

/**
 * Delivers the same event to `handler` three times in a row, then twice at once, and answers when
 * all five runs have ended (a run that throws fails the delivery).
 */
export async function deliverRepeatedly<E>(handler: (event: E) => Promise<unknown>, event: E): Promise<void> {
  for (let i = 0; i < 3; i += 1) await handler(event);
  await Promise.all([handler(event), handler(event)]);
}
