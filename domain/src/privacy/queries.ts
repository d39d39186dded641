// What the export and the erase read by query (shared/query.ts) beyond each area's own reads: the
// audit entries about a person and the rate-limit windows counting their calls.
import { COLLECTIONS } from '../shared/collections';
import type { QueryDescriptor } from '../shared/query';
import { otherApplicationIdsSpan } from '../recruiting/application-id';
import { offerIdFor } from '../offers/model';

/** Firestore answers an `in` filter of at most this many values. */
const IN_LIMIT = 30;

/**
 * The audit entries about a person: made by `uid`, about a document whose id is one of
 * `targetIds`, or made by an account with one of `emails` (the first 30 of each); one query each,
 * none for an empty list.
 */
export function auditEntriesAboutQueries(
  uid: string,
  targetIds: readonly string[],
  emails: readonly string[],
): QueryDescriptor[] {
  const entries = (field: string[], op: '==' | 'in', value: unknown): QueryDescriptor => ({
    collection: COLLECTIONS.auditLog,
    filters: [{ field, op, value }],
    orderBy: [],
  });
  // The entries about their applications to other postings than the specification's, and those
  // applications' offers, by the span of those ids (found after the applications are gone too).
  const span = ({ from, to }: { from: string; to: string }): QueryDescriptor => ({
    collection: COLLECTIONS.auditLog,
    filters: [
      { field: ['target', 'id'], op: '>=', value: from },
      { field: ['target', 'id'], op: '<', value: to },
    ],
    orderBy: [],
  });
  return [
    entries(['actor_uid'], '==', uid),
    ...(targetIds.length ? [entries(['target', 'id'], 'in', targetIds.slice(0, IN_LIMIT))] : []),
    span(otherApplicationIdsSpan(uid)),
    span(otherApplicationIdsSpan(uid, offerIdFor(''))),
    ...(emails.length ? [entries(['actor_email'], 'in', emails.slice(0, IN_LIMIT))] : []),
  ];
}

/** The rate-limit windows counted under these limiter keys (the keys that name a user). */
export function rateLimitWindowsQuery(keys: readonly string[]): QueryDescriptor {
  return { collection: COLLECTIONS.rateLimits, filters: [{ field: ['key'], op: 'in', value: [...keys] }], orderBy: [] };
}
