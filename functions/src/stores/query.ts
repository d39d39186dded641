// A domain query description (domain/src/shared/query.ts) as an Admin SDK query: the stores read
// what the domain describes, so the API and the admin screens (web/src/lib/firebase/live.ts) run
// the same query.
import { DOCUMENT_ID, type QueryDescriptor } from '@careers/domain/shared';
import { FieldPath, type DocumentData, type Query } from 'firebase-admin/firestore';

const path = (field: readonly string[] | typeof DOCUMENT_ID) =>
  field === DOCUMENT_ID ? FieldPath.documentId() : new FieldPath(...field);

/** `description` applied to `base` (the collection it names, with its converter). */
export function describedQuery<T extends DocumentData>(base: Query<T>, description: QueryDescriptor): Query<T> {
  let query = base;
  for (const filter of description.filters) query = query.where(path(filter.field), filter.op, filter.value);
  for (const order of description.orderBy) query = query.orderBy(path(order.field), order.direction);
  if (description.startAfter) query = query.startAfter(...description.startAfter);
  if (description.limit !== undefined) query = query.limit(description.limit);
  return query;
}
