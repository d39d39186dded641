// What is read of the mail outbox by query (shared/query.ts, functions only: clients have no
// access): a person's newest mails, the mails about a screening application, all of a person's
// mails (the export and the erase), the mails the sweep takes up, and the admins' counts.
import { COLLECTIONS } from '../shared/collections';
import type { QueryDescriptor } from '../shared/query';
import { OPEN_MAIL_STATES, type MailDeliveryState } from './delivery';

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

/**
 * The sweep's query: at most `limit` mails still on their way whose `due_time` is before `now`
 * (a lost trigger event, a lease that ran out, a retry that is due), the longest due first.
 */
export function dueMailsQuery(now: Date, limit: number): QueryDescriptor {
  return {
    collection: COLLECTIONS.mail,
    filters: [
      { field: ['delivery', 'state'], op: 'in', value: [...OPEN_MAIL_STATES] },
      { field: ['delivery', 'due_time'], op: '<', value: now },
    ],
    orderBy: [{ field: ['delivery', 'due_time'], direction: 'asc' }],
    limit,
  };
}

/**
 * The mails in `states` (counted, never read: the admins' counts); with `unresolved`, only those no
 * admin has sent again (`resent_as` null).
 */
export function mailsInStatesQuery(states: readonly MailDeliveryState[], unresolved = false): QueryDescriptor {
  return {
    collection: COLLECTIONS.mail,
    filters: [
      states.length === 1
        ? { field: ['delivery', 'state'], op: '==', value: states[0] }
        : { field: ['delivery', 'state'], op: 'in', value: [...states] },
      ...(unresolved ? [{ field: ['resent_as'], op: '==' as const, value: null }] : []),
    ],
    orderBy: [],
  };
}
