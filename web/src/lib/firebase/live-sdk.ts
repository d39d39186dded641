// The listeners of live.ts, with the full Firestore SDK: a chunk of its own, which live.ts loads when
// a screen first follows something (an admin screen: once its first rows show, lib/first-rows.ts).
// Only the server's answers count: a listener's first snapshot may come from the local cache, which
// holds only what earlier reads brought (a page's one extra row, say), so a snapshot from the cache
// is no answer (a table that took it for one would start its next page after the wrong row). The
// listeners ask for metadata changes, since the server confirming what the cache showed changes
// only the metadata.
import { DOCUMENT_ID, type QueryDescriptor } from '@careers/domain/shared';
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
import { getDb, withId, type WithId } from './firestore';

/** Listen for metadata changes too: the cache's answer confirmed by the server is one. */
const SERVER_ANSWERS = { includeMetadataChanges: true } as const;

type Next<T> = (data: T) => void;
type Fail = (error: Error) => void;

/** Follows the document at `path`: null when it does not exist. Answers how to stop. */
export function followDocument<T extends DocumentData>(path: string, next: Next<WithId<T> | null>, fail: Fail) {
  return onSnapshot(
    doc(getDb(), path).withConverter(withId<T>()),
    SERVER_ANSWERS,
    (snapshot) => {
      if (!snapshot.metadata.fromCache) next(snapshot.data() ?? null);
    },
    fail,
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
 * Follows every description (one listener each) and answers the rows of all of them, in order, once
 * each has answered. Answers how to stop.
 */
export function followDescribed<T extends DocumentData>(
  descriptions: readonly QueryDescriptor[],
  next: Next<WithId<T>[]>,
  fail: Fail,
) {
  const answers: (WithId<T>[] | undefined)[] = descriptions.map(() => undefined);
  const stops = descriptions.map((description, index) =>
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
}
