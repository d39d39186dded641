// A domain query description (domain/src/shared/query.ts) as a web SDK query, and live data of
// one or several descriptions: the admin screens follow the same reads the API makes
// (functions/src/stores/query.ts), under the security rules.
import { DOCUMENT_ID, queryKey, type QueryDescriptor } from '@careers/domain';
import {
  collection,
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
import { useEffect, useState } from 'react';
import { getDb, withId, type WithId } from './firestore';
import type { Live } from './live';

const path = (field: readonly string[] | typeof DOCUMENT_ID) =>
  field === DOCUMENT_ID ? documentId() : new FieldPath(...field);

/** `description` as a web SDK query of its collection, typed documents with their id. */
export function describedQuery<T extends DocumentData>(description: QueryDescriptor): Query<WithId<T>> {
  const constraints: QueryConstraint[] = [
    ...description.filters.map((filter) => where(path(filter.field), filter.op, filter.value)),
    ...description.orderBy.map((order) => orderBy(path(order.field), order.direction)),
  ];
  if (description.startAfter) constraints.push(startAfter(...description.startAfter));
  if (description.limit !== undefined) constraints.push(limit(description.limit));
  return query(collection(getDb(), description.collection), ...constraints).withConverter(withId<T>());
}

// Stable states: a hook's caller may depend on the state's identity (an effect's dependency).
const LOADING = { status: 'loading' } as const;
const NOTHING: Live<never[]> = { status: 'success', data: [] };

interface Keyed<T> {
  key: string;
  state: Live<T>;
}

/**
 * Follows every description at once (one listener each) and answers the rows of all of them,
 * in order, once each has answered; `null` follows nothing and stays loading. `refresh` starts
 * the listeners again.
 */
export function useLiveDescribed<T extends DocumentData>(
  descriptions: readonly QueryDescriptor[] | null,
  refresh = 0,
): Live<WithId<T>[]> {
  const key = descriptions === null ? null : `${refresh}:${descriptions.map(queryKey).join('|')}`;
  const [current, setCurrent] = useState<Keyed<WithId<T>[]> | null>(null);

  useEffect(() => {
    if (key === null || descriptions === null) return;
    const answers: (WithId<T>[] | undefined)[] = descriptions.map(() => undefined);
    const stops = descriptions.map((description, index) =>
      onSnapshot(
        describedQuery<T>(description),
        (snapshot) => {
          answers[index] = snapshot.docs.map((doc) => doc.data());
          if (answers.every((answer) => answer !== undefined)) {
            setCurrent({ key, state: { status: 'success', data: answers.flatMap((answer) => answer ?? []) } });
          }
        },
        (error) => setCurrent({ key, state: { status: 'error', error } }),
      ),
    );
    return () => stops.forEach((stop) => stop());
    // `descriptions` is named by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (descriptions?.length === 0) return NOTHING;
  return current && current.key === key ? current.state : LOADING;
}
