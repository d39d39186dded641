// Live Firestore data as React state: the one primitive every screen uses to follow Firestore. A
// screen follows a document (useLiveDocument) or the domain's query descriptions
// (useLiveDescribed; domain/src/shared/query.ts, the same reads the API makes with the Admin SDK),
// and every hook answers one shape, Live<T>. One onSnapshot listener per document or description;
// a listener's error (such as the permission-denied a listener gets when its user signs out)
// becomes state, never an exception thrown into rendering. Only the server's answers count: a
// listener's first snapshot may come from the local cache, which holds only what earlier reads
// brought (a page's one extra row, say), so a snapshot from the cache is no answer (a table that
// took it for one would start its next page after the wrong row). The listeners ask for metadata
// changes, since the server confirming what the cache showed changes only the metadata. (reactfire's hooks throw such errors
// and cache observables globally by id; docs/architecture.md says why this app uses these instead.)
import { DOCUMENT_ID, flattenTally, queryKey, sumTallies, tallyShardsQuery } from '@careers/domain/shared';
import type { QueryDescriptor, Tally, TallyArea, TallyShard } from '@careers/domain/shared';
import {
  collection,
  doc,
  documentId,
  FieldPath,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { getDb, withId, type WithId } from './firestore';

/** Live data's state: loading, the data, or the listener's error. */
export type Live<T> = { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: Error };

/** Listen for metadata changes too: the cache's answer confirmed by the server is one. */
const SERVER_ANSWERS = { includeMetadataChanges: true } as const;

// Stable states: a hook's caller may depend on the state's identity (an effect's dependency).
const LOADING = { status: 'loading' } as const;
const NOTHING: Live<never[]> = { status: 'success', data: [] };

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

  return current && current.key === key ? current.state : LOADING;
}

/**
 * Follows the document at `path` (segments joined with '/'); `null` follows nothing and stays
 * loading. Data is null when the document does not exist; Dates arrive as Dates.
 */
export function useLiveDocument<T extends DocumentData>(path: string | null): Live<WithId<T> | null> {
  return useLive(path, (next, fail) =>
    onSnapshot(
      doc(getDb(), path!).withConverter(withId<T>()),
      SERVER_ANSWERS,
      (snapshot) => {
        if (!snapshot.metadata.fromCache) next(snapshot.data() ?? null);
      },
      fail,
    ),
  );
}

const fieldPath = (field: readonly string[] | typeof DOCUMENT_ID) =>
  field === DOCUMENT_ID ? documentId() : new FieldPath(...field);

/** `description` as a web SDK query of its collection, typed documents with their id. */
export function describedQuery<T extends DocumentData>(description: QueryDescriptor): Query<WithId<T>> {
  if (description.offset !== undefined) throw new Error('The web SDK has no offset: page with startAfter');
  const constraints: QueryConstraint[] = [
    ...description.filters.map((filter) => where(fieldPath(filter.field), filter.op, filter.value)),
    ...description.orderBy.map((order) => orderBy(fieldPath(order.field), order.direction)),
  ];
  if (description.startAfter) constraints.push(startAfter(...description.startAfter));
  if (description.limit !== undefined) constraints.push(limit(description.limit));
  return query(collection(getDb(), description.collection), ...constraints).withConverter(withId<T>());
}

/**
 * Follows every description at once (one listener each) and answers the rows of all of them, in
 * order, once each has answered; `null` follows nothing and stays loading, `[]` answers no rows.
 * `refresh` starts the listeners again (a Refresh or Try Again button).
 */
export function useLiveDescribed<T extends DocumentData>(
  descriptions: readonly QueryDescriptor[] | null,
  refresh = 0,
): Live<WithId<T>[]> {
  const key = descriptions === null ? null : `${refresh}:${descriptions.map(queryKey).join('|')}`;
  const live = useLive<WithId<T>[]>(key, (next, fail) => {
    const answers: (WithId<T>[] | undefined)[] = descriptions!.map(() => undefined);
    const stops = descriptions!.map((description, index) =>
      onSnapshot(
        describedQuery<T>(description),
        SERVER_ANSWERS,
        (snapshot) => {
          if (snapshot.metadata.fromCache) return;
          answers[index] = snapshot.docs.map((row) => row.data());
          if (answers.every((answer) => answer !== undefined)) next(answers.flatMap((answer) => answer ?? []));
        },
        fail,
      ),
    );
    return () => stops.forEach((stop) => stop());
  });
  return descriptions?.length === 0 ? NOTHING : live;
}

/**
 * The tally of `area`, live: its shards (domain/src/shared/tally.ts; admins read them under the
 * rules), summed. TALLY_SHARDS documents read, and one more for each change, whatever the number
 * of documents counted.
 */
export function useLiveTally(area: TallyArea, refresh = 0): Live<Tally> {
  const shards = useLiveDescribed<TallyShard>(
    useMemo(() => [tallyShardsQuery(area)], [area]),
    refresh,
  );
  return useMemo(
    () =>
      shards.status === 'success'
        ? { status: 'success', data: sumTallies(shards.data.map((shard) => flattenTally(shard.counts))) }
        : shards,
    [shards],
  );
}

/** Maps a live state's data, keeping loading and errors as they are. */
export function mapLive<T, U>(live: Live<T>, map: (data: T) => U): Live<U> {
  return live.status === 'success' ? { status: 'success', data: map(live.data) } : live;
}
