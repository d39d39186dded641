// Live Firestore data as React state: the one primitive every screen uses to follow a document
// or a query. One onSnapshot listener per mounted hook; a listener's error (such as the
// permission-denied a listener gets when its user signs out) becomes state, never an exception
// thrown into rendering. (reactfire's hooks throw such errors and cache observables globally by
// id; docs/architecture.md says why this app uses these two hooks instead.)
import { doc, onSnapshot, type DocumentData, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { getDb, withId, type WithId } from './firestore';

/** Live data's state: loading, the data, or the listener's error. */
export type Live<T> = { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: Error };

interface Keyed<T> {
  key: string;
  state: Live<T>;
}

/** Follows `subscribe` while `key` is set; a state left from another key is not this one's. */
function useLive<T>(
  key: string | null,
  subscribe: (next: (data: T) => void, fail: (error: Error) => void) => () => void,
): Live<T> {
  const [current, setCurrent] = useState<Keyed<T> | null>(null);

  useEffect(() => {
    if (key === null) return;
    return subscribe(
      (data) => setCurrent({ key, state: { status: 'success', data } }),
      (error) => setCurrent({ key, state: { status: 'error', error } }),
    );
    // `subscribe` is derived from `key`: the key names what is followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return current && current.key === key ? current.state : { status: 'loading' };
}

/**
 * Follows the document at `path` (segments joined with '/'); `null` follows nothing and stays
 * loading. Data is null when the document does not exist; Dates arrive as Dates.
 */
export function useLiveDocument<T extends DocumentData>(path: string | null): Live<WithId<T> | null> {
  return useLive(path, (next, fail) =>
    onSnapshot(doc(getDb(), path!).withConverter(withId<T>()), (snapshot) => next(snapshot.data() ?? null), fail),
  );
}

/**
 * Follows a query; `key` names it (what it reads and how it is filtered), so a new key starts a
 * new listener. `null` follows nothing.
 */
export function useLiveQuery<T extends DocumentData>(
  key: string | null,
  query: () => Query<DocumentData>,
): Live<WithId<T>[]> {
  return useLive(key, (next, fail) =>
    onSnapshot(query().withConverter(withId<T>()), (snapshot) => next(snapshot.docs.map((d) => d.data())), fail),
  );
}
