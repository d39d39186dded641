/**
 * A document's change as a trigger's handler sees it: before and after (null when absent), and its
 * id. Triggers make one from their event (triggers/event.ts); tests build them directly.
 */
export interface DocumentChange<T> {
  /** The changed document's id (the last path segment). */
  id: string;
  /** The event's id: the same for every delivery of one event. */
  eventId: string;
  before: T | null;
  after: T | null;
}
