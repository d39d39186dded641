import { describe, expect, it } from 'vitest';
import { makeApplication } from '@careers/domain/testing';
import { DOCUMENT_ID } from '../shared/query';
import { searchPlan } from '../shared/search';
import {
  applicationHistoryQuery,
  applicationsPageQuery,
  applicationsSearchQueries,
  APPLICATIONS_TABLE,
  searchMatches,
} from './admin-queries';
import { compareRows } from '../shared/table';

const person = (uid: string, name: string, email = `${uid}@example.com`) => ({ uid, name, email });

describe('admin queries', () => {
  it('pages by the sort then the id in one direction, reading one row more than the page', () => {
    expect(
      applicationsPageQuery({
        statuses: ['hired'],
        sort: 'name',
        direction: 'asc',
        limit: 25,
        after: { value: 'Ana', id: 'u9' },
      }),
    ).toEqual({
      collection: 'recruitingApplications',
      filters: [{ field: ['status'], op: '==', value: 'hired' }],
      orderBy: [
        { field: ['name'], direction: 'asc' },
        { field: DOCUMENT_ID, direction: 'asc' },
      ],
      startAfter: ['Ana', 'u9'],
      limit: 26,
    });
    const several = applicationsPageQuery({
      statuses: ['meeting_scheduled', 'interviewed'],
      sort: 'created_at',
      direction: 'desc',
      limit: 10,
    });
    expect(several.filters).toEqual([{ field: ['status'], op: 'in', value: ['meeting_scheduled', 'interviewed'] }]);
    expect(several.startAfter).toBeUndefined();
  });

  it('searches with one equality filter a trigram, or one on the piece of a short term', () => {
    const [trigrams] = applicationsSearchQueries(searchPlan('Santo'), undefined, 50);
    expect(trigrams?.filters).toEqual([
      { field: ['search', 'trigrams', 'san'], op: '==', value: true },
      { field: ['search', 'trigrams', 'ant'], op: '==', value: true },
      { field: ['search', 'trigrams', 'nto'], op: '==', value: true },
    ]);
    // One row more than asked: the caller knows whether the search saw every holder of the pieces.
    expect(trigrams?.limit).toBe(51);
    const short = applicationsSearchQueries(searchPlan('Sa'), ['hired'], 50);
    expect(short.map((query) => query.filters)).toEqual([
      [
        { field: ['search', 'short', 'sa'], op: '==', value: true },
        { field: ['status'], op: '==', value: 'hired' },
      ],
    ]);
    expect(applicationsSearchQueries(searchPlan('  '), undefined)).toEqual([]);
  });

  it('keeps each exact match once, in the statuses asked, sorted', () => {
    const ana = makeApplication(person('a', 'Ana Santos'), 'hired');
    const bea = makeApplication(person('b', 'Bea Santos'), 'interviewed');
    const cy = makeApplication(person('c', 'Cy Santiago'), 'hired');
    const rows = [cy, bea, ana, bea];
    expect(searchMatches(rows, 'SANTOS', { sort: 'name', direction: 'asc' }).map((row) => row.id)).toEqual(['a', 'b']);
    expect(
      searchMatches(rows, 'sant', { statuses: ['hired'], sort: 'name', direction: 'desc' }).map((r) => r.id),
    ).toEqual(['c', 'a']);
  });

  it('orders missing values first, then by id, and reverses for descending', () => {
    const a = makeApplication(person('a', 'Same'), 'hired');
    const b = makeApplication(person('b', 'Same'), 'hired');
    expect(compareRows(APPLICATIONS_TABLE, a, b, 'name', 'asc')).toBeLessThan(0);
    expect(compareRows(APPLICATIONS_TABLE, a, b, 'name', 'desc')).toBeGreaterThan(0);
    const older = makeApplication(person('z', 'Z'), 'hired', { created_at: new Date('2025-01-01T00:00:00Z') });
    const newer = makeApplication(person('y', 'Y'), 'hired', { created_at: new Date('2025-02-01T00:00:00Z') });
    expect(compareRows(APPLICATIONS_TABLE, older, newer, 'created_at', 'asc')).toBeLessThan(0);
  });

  it("reads an application's history and its offer's, oldest first", () => {
    expect(applicationHistoryQuery('u1')).toEqual({
      collection: 'auditLog',
      filters: [{ field: ['target', 'id'], op: 'in', value: ['u1', 'offer-u1'] }],
      orderBy: [{ field: ['at'], direction: 'asc' }],
    });
  });
});
