import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID } from './query';
import { searchIndexFor, searchPlan } from './search';
import {
  byIdsQueries,
  compareRows,
  tableCursor,
  tablePageQuery,
  tableSearchMatches,
  tableSearchQueries,
  type TableSource,
} from './table';

/** A table over rows with a nested sort field and its own status field, as offers and screening have. */
const SOURCE: TableSource<'name' | 'created_at'> = {
  collection: 'offers',
  statusField: 'state',
  sorts: { name: ['person', 'name'], created_at: ['created_at'] },
};

const row = (id: string, name: string, state: string, created = '2026-01-01T00:00:00Z') => ({
  id,
  state,
  person: { name },
  created_at: new Date(created),
  search: searchIndexFor(name, `${id}@example.com`),
});

describe('admin table reads', () => {
  it('pages by a nested sort field then the id, filtering on the table status field', () => {
    expect(
      tablePageQuery(SOURCE, {
        statuses: ['open', 'done'],
        sort: 'name',
        direction: 'desc',
        limit: 25,
        after: { value: 'Ana', id: 'o9' },
      }),
    ).toEqual({
      collection: 'offers',
      filters: [{ field: ['state'], op: 'in', value: ['open', 'done'] }],
      orderBy: [
        { field: ['person', 'name'], direction: 'desc' },
        { field: DOCUMENT_ID, direction: 'desc' },
      ],
      startAfter: ['Ana', 'o9'],
      limit: 26,
    });
  });

  it('starts the next page after the last row: its nested sort value and id', () => {
    expect(tableCursor(SOURCE, row('o1', 'Bea', 'open'), 'name')).toEqual({ value: 'Bea', id: 'o1' });
    expect(tableCursor(SOURCE, { id: 'o2' }, 'name')).toEqual({ value: null, id: 'o2' });
  });

  it('searches one more row than it keeps, so a capped search is known', () => {
    const [short] = tableSearchQueries(SOURCE, searchPlan('be'), ['open'], 100);
    expect(short).toEqual({
      collection: 'offers',
      filters: [
        { field: ['search', 'short', 'be'], op: '==', value: true },
        { field: ['state'], op: '==', value: 'open' },
      ],
      orderBy: [],
      limit: 101,
    });
  });

  it('keeps the exact matches once, in the statuses asked, sorted by the nested field', () => {
    const rows = [row('c', 'Cy Santos', 'open'), row('a', 'Ana Santos', 'done'), row('b', 'Bo Santos', 'open')];
    const matches = tableSearchMatches(SOURCE, [...rows, rows[0]!], 'sa', { sort: 'name', direction: 'asc' });
    expect(matches.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    const open = tableSearchMatches(SOURCE, rows, 'SANTOS', { statuses: ['open'], sort: 'name', direction: 'desc' });
    expect(open.map((r) => r.id)).toEqual(['c', 'b']);
    expect(tableSearchMatches(SOURCE, rows, 'santa', { sort: 'name', direction: 'asc' })).toEqual([]);
  });

  it('orders missing values first, Dates by time, then by id', () => {
    const older = row('z', 'Z', 'open', '2025-01-01T00:00:00Z');
    const newer = row('y', 'Y', 'open', '2025-02-01T00:00:00Z');
    expect(compareRows(SOURCE, older, newer, 'created_at', 'asc')).toBeLessThan(0);
    expect(compareRows(SOURCE, { id: 'a' }, older, 'name', 'asc')).toBeLessThan(0);
    expect(compareRows(SOURCE, row('a', 'Same', 'open'), row('b', 'Same', 'open'), 'name', 'desc')).toBeGreaterThan(0);
  });
});

describe('reads by id', () => {
  it('asks for 30 ids a query, each id once', () => {
    const ids = Array.from({ length: 61 }, (_, i) => `id${String(i).padStart(2, '0')}`);
    const queries = byIdsQueries('offers', [...ids, 'id00']);
    expect(queries.map((q) => (q.filters[0]?.value as string[]).length)).toEqual([30, 30, 1]);
    expect(queries[0]?.filters[0]).toMatchObject({ field: DOCUMENT_ID, op: 'in' });
    expect(byIdsQueries('offers', [])).toEqual([]);
  });
});
