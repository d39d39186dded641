// What is read of the mail outbox by query (shared/query.ts, functions only: clients have no
// access): a person's newest mails, the mails about a screening application, and all of a
// person's mails (the export and the erase).
import { COLLECTIONS } from '../shared/collections';
import type { QueryDescriptor } from '../shared/query';

/** The `limit` newest mails to the user `uid` (GET /api/me/mails). */
export function newestMailsToQuery(uid: string, limit: number): QueryDescriptor {
  return {
    collection: COLLECTIONS.mail,
    filters: [{ field: ['user_id'], op: '==', value: uid }],
    orderBy: [{ field: ['created_at'], direction: 'desc' }],
    limit,
  };
}

/** Every mail to the user `uid`, in no order. */
export function mailsToQuery(uid: string): QueryDescriptor {
  return { collection: COLLECTIONS.mail, filters: [{ field: ['user_id'], op: '==', value: uid }], orderBy: [] };
}

/** Every mail about the screening application `applicationId`, in no order. */
export function mailsAboutQuery(applicationId: string): QueryDescriptor {
  return {
    collection: COLLECTIONS.mail,
    filters: [{ field: ['application_id'], op: '==', value: applicationId }],
    orderBy: [],
  };
}
