// A live Firestore document as React state: one onSnapshot listener per mounted hook.
// Chosen over reactfire's useFirestoreDocData, which throws listener errors (such as the
// permission-denied a listener gets when its user signs out) into rendering and keeps them
// in a global cache keyed by path; see docs/architecture.md.
import { doc, onSnapshot, type DocumentData } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { getDb, withId, type WithId } from './firestore';

/** The document's state: loading, its data (null when it does not exist), or the error. */
export type LiveDocument<T> =
  { status: 'loading' } | { status: 'success'; data: WithId<T> | null } | { status: 'error'; error: Error };

interface Keyed<T> {
  path: string;
  state: LiveDocument<T>;
}

/**
 * Follows the document at `path` (segments joined with '/') live; `null` listens to nothing
 * and stays loading. Dates arrive as Dates (the `withId` converter).
 */
export function useLiveDocument<T extends DocumentData>(path: string | null): LiveDocument<T> {
  const [current, setCurrent] = useState<Keyed<T> | null>(null);

  useEffect(() => {
    if (!path) return;
    return onSnapshot(
      doc(getDb(), path).withConverter(withId<T>()),
      (snapshot) => setCurrent({ path, state: { status: 'success', data: snapshot.data() ?? null } }),
      (error) => setCurrent({ path, state: { status: 'error', error } }),
    );
  }, [path]);

  // A state left from another path (the user changed) is not this document's.
  return current && current.path === path ? current.state : { status: 'loading' };
}
