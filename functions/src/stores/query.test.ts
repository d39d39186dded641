// The Admin SDK translation of query descriptions against the same queries written by hand
// (Query.isEqual compares filters, orders, cursor, offset and limit): the screening list's page by
// offset, with and without its status, as the store wrote it before it was a description.
import { screeningApplicationsPageQuery } from '@careers/domain/screening';
import { COLLECTIONS, DOCUMENT_ID } from '@careers/domain/shared';
import { FieldPath, Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { describedQuery } from './query';

// No request is made: building a query needs no server.
const db = new Firestore({ projectId: 'demo-query-translation' });
const applications = db.collection(COLLECTIONS.screeningApplications);

describe('describedQuery (Admin SDK)', () => {
  it('pages the screening list by offset, in one status', () => {
    const described = describedQuery(
      applications,
      screeningApplicationsPageQuery({ status: 'hired', limit: 10, offset: 20 }),
    );
    // One row more than the page: whether another follows.
    const byHand = applications
      .where('fs_status', '==', 'hired')
      .orderBy('created_at', 'desc')
      .orderBy(FieldPath.documentId(), 'desc')
      .offset(20)
      .limit(11);
    expect(described.isEqual(byHand)).toBe(true);
    expect(described.isEqual(byHand.offset(0))).toBe(false);
  });

  it('pages the screening list after a cursor: the time and the id of the last row', () => {
    const after = { value: '2026-11-20T00:00:00.000Z', id: 'u1' };
    const described = describedQuery(applications, screeningApplicationsPageQuery({ limit: 10, offset: 0, after }));
    const byHand = applications
      .orderBy('created_at', 'desc')
      .orderBy(FieldPath.documentId(), 'desc')
      .startAfter(new Date('2026-11-20T00:00:00.000Z'), 'u1')
      .limit(11);
    expect(described.isEqual(byHand)).toBe(true);
  });

  it('reads the first page of every status without an offset', () => {
    const described = describedQuery(applications, screeningApplicationsPageQuery({ limit: 25, offset: 0 }));
    const byHand = applications.orderBy('created_at', 'desc').orderBy(FieldPath.documentId(), 'desc').limit(26);
    expect(described.isEqual(byHand)).toBe(true);
  });

  it('orders and filters by the document id, and starts after a cursor', () => {
    const described = describedQuery(applications, {
      collection: COLLECTIONS.screeningApplications,
      filters: [{ field: ['search', 'trigrams', 'a.b'], op: '==', value: true }],
      orderBy: [{ field: DOCUMENT_ID, direction: 'desc' }],
      startAfter: ['u9'],
    });
    const byHand = applications
      .where(new FieldPath('search', 'trigrams', 'a.b'), '==', true)
      .orderBy(FieldPath.documentId(), 'desc')
      .startAfter('u9');
    expect(described.isEqual(byHand)).toBe(true);
  });

  it('refuses a description of another collection', () => {
    expect(() =>
      describedQuery(db.collection(COLLECTIONS.offers), screeningApplicationsPageQuery({ limit: 1, offset: 0 })),
    ).toThrow(/screeningApplications/);
  });
});
