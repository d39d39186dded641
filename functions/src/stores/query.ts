// A domain query description (domain/src/shared/query.ts) as an Admin SDK query: the stores read
// what the domain describes, so the API and the admin screens (web/src/lib/firebase/live.ts) run
// the same query, and the query catalog (scripts/lib/query-catalog.ts) holds each to its index.
// The one place in functions/src that calls `.where(` or `.orderBy(` (eslint.config.js).
import { DOCUMENT_ID, type QueryDescriptor } from '@careers/domain/shared';
import { CollectionReference, FieldPath, type DocumentData, type Query } from 'firebase-admin/firestore';

const path = (field: readonly string[] | typeof DOCUMENT_ID) =>
  field === DOCUMENT_ID ? FieldPath.documentId() : new FieldPath(...field);

/**
 * `description` applied to `base` (the collection it names, with its converter; a subcollection's
 * reference under its document). The answer is a query like any other: `.get()`, `.select()`,
 * `.count()` and `tx.get()` take it.
 */
export function describedQuery<T extends DocumentData>(base: Query<T>, description: QueryDescriptor): Query<T> {
  if (base instanceof CollectionReference && base.id !== description.collection) {
    throw new Error(`A query of ${description.collection} run on the collection ${base.path}`);
  }
  let query = base;
  for (const filter of description.filters) query = query.where(path(filter.field), filter.op, filter.value);
  for (const order of description.orderBy) query = query.orderBy(path(order.field), order.direction);
  if (description.startAfter) query = query.startAfter(...description.startAfter);
  if (description.offset !== undefined) query = query.offset(description.offset);
  if (description.limit !== undefined) query = query.limit(description.limit);
  return query;
}
