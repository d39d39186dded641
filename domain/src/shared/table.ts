// An admin table's reads, for any collection (with a status field and a search index, when it has them): cursor pages
// sorted on the server, and searches by the index (shared/search.ts). The API's pages
// (functions/src/stores) and the admin grids' live pages (web/src/features/admin-kit) are built
// here, so both read the same. Every read stays flat in the size of the collection: a page reads
// its rows and one more, a search at most SEARCH_READ_LIMIT + 1 rows holding the term's pieces.
import type { CollectionName } from './collections';
import { DOCUMENT_ID, type FieldSegments, type QueryDescriptor, type QueryFilter } from './query';
import { matchesSearch, type SearchIndex, type SearchPlan } from './search';

export type SortDirection = 'asc' | 'desc';

/** What a table reads: its collection, the field its status filter looks at, and its sorts' fields. */
export interface TableSource<Sort extends string> {
  collection: CollectionName;
  /** The field of the status filter; a table without one has no status filter. */
  statusField?: string;
  /** The field naming the posting a row belongs to, when the table can be narrowed to one posting. */
  postingField?: string;
  sorts: Readonly<Record<Sort, FieldSegments>>;
}

/** A row a table can hold: an id, and (once indexed) the search index. */
export interface TableRow {
  id: string;
  search?: SearchIndex;
}

/** Where a page starts: after the row with this sort value and id. */
export interface PageCursor {
  value: unknown;
  id: string;
}

/** What one page of a table asks for. */
export interface TablePage<Sort extends string> {
  statuses?: readonly string[];
  /** Only the rows of this posting (the source's postingField). */
  posting?: string;
  sort: Sort;
  direction: SortDirection;
  limit: number;
  after?: PageCursor;
}

/** At most this many rows holding a search's pieces are read; the screens say so when there are more. */
export const SEARCH_READ_LIMIT = 100;

/** Firestore answers an `in` filter of at most this many values. */
const IN_LIMIT = 30;

/** The documents of `collection` with these ids: one query per 30 ids (none for no id). */
export function byIdsQueries(collection: CollectionName, ids: readonly string[]): QueryDescriptor[] {
  const unique = [...new Set(ids)].sort();
  const queries: QueryDescriptor[] = [];
  for (let i = 0; i < unique.length; i += IN_LIMIT) {
    queries.push({
      collection,
      filters: [{ field: DOCUMENT_ID, op: 'in', value: unique.slice(i, i + IN_LIMIT) }],
      orderBy: [],
    });
  }
  return queries;
}

/** The status filter: none, one status (==) or several (in). */
export function statusFilters(field: string | undefined, statuses: readonly string[] | undefined): QueryFilter[] {
  if (!field || !statuses || statuses.length === 0) return [];
  if (statuses.length === 1) return [{ field: [field], op: '==', value: statuses[0] }];
  return [{ field: [field], op: 'in', value: [...statuses] }];
}

/** The filter narrowing a read to one posting's documents by their `field` (none without a posting or a field). */
export function postingFilters(field: string | undefined, posting: string | undefined): QueryFilter[] {
  return posting && field ? [{ field: [field], op: '==', value: posting }] : [];
}

/**
 * One page, optionally of one posting and in some statuses, sorted by `sort` then id (both in `direction`, so the
 * order is total and a cursor is exact), starting after `after`. Reads one row more than the
 * page, to know whether another page follows.
 */
export function tablePageQuery<Sort extends string>(source: TableSource<Sort>, page: TablePage<Sort>): QueryDescriptor {
  return {
    collection: source.collection,
    filters: [
      ...postingFilters(source.postingField, page.posting),
      ...statusFilters(source.statusField, page.statuses),
    ],
    orderBy: [
      { field: source.sorts[page.sort], direction: page.direction },
      { field: DOCUMENT_ID, direction: page.direction },
    ],
    ...(page.after ? { startAfter: [page.after.value, page.after.id] } : {}),
    limit: page.limit + 1,
  };
}

/** The value at a field path of a row (undefined when any segment is missing). */
function valueAt(row: object, field: FieldSegments): unknown {
  let value: unknown = row;
  for (const segment of field) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** The cursor of the page that follows `row` (the last row of a page). */
export function tableCursor<Sort extends string>(source: TableSource<Sort>, row: TableRow, sort: Sort): PageCursor {
  return { value: valueAt(row, source.sorts[sort]) ?? null, id: row.id };
}

/**
 * The read of a search: one query holding every trigram of the plan (equality filters, so few
 * documents match), or one on the term's short piece for a term of one or two letters; none
 * without a term. It reads one row more than `limit`, so the caller knows whether it saw them all.
 */
export function tableSearchQueries(
  source: TableSource<string>,
  plan: SearchPlan,
  statuses: readonly string[] | undefined,
  limit: number = SEARCH_READ_LIMIT,
): QueryDescriptor[] {
  if (plan.kind === 'none') return [];
  const pieces: QueryFilter[] =
    plan.kind === 'trigrams'
      ? plan.trigrams.map((trigram) => ({ field: ['search', 'trigrams', trigram], op: '==', value: true }))
      : [{ field: ['search', 'short', plan.term], op: '==', value: true }];
  const filters = [...pieces, ...statusFilters(source.statusField, statuses)];
  return [{ collection: source.collection, filters, orderBy: [], limit: limit + 1 }];
}

/** A row's value for a sort, comparable across types: Dates as ISO strings, missing as null. */
function sortValueOf(row: TableRow, field: FieldSegments): string | number | boolean | null {
  const value = valueAt(row, field);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}

/** The order of two rows by `sort` (missing values first), then by id. */
export function compareRows<Sort extends string>(
  source: TableSource<Sort>,
  a: TableRow,
  b: TableRow,
  sort: Sort,
  direction: SortDirection,
): number {
  const field = source.sorts[sort];
  const [x, y] = [sortValueOf(a, field), sortValueOf(b, field)];
  let order = 0;
  if (x !== y) order = x === null ? -1 : y === null ? 1 : String(x).localeCompare(String(y));
  if (order === 0) order = a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  return direction === 'asc' ? order : -order;
}

/**
 * The matches of a search from the rows its query read: each once, holding the exact term (a
 * case-insensitive substring of one of the indexed texts), in one of `statuses` when given, sorted.
 */
export function tableSearchMatches<Row extends TableRow, Sort extends string>(
  source: TableSource<Sort>,
  rows: readonly Row[],
  term: string,
  options: { statuses?: readonly string[]; posting?: string; sort: Sort; direction: SortDirection },
): Row[] {
  const unique = [...new Map(rows.map((row) => [row.id, row])).values()];
  const { posting } = options;
  return unique
    .filter((row) => row.search && matchesSearch(row.search, term))
    .filter(
      (row) =>
        !options.statuses?.length ||
        !source.statusField ||
        options.statuses.includes(String(valueAt(row, [source.statusField]))),
    )
    .filter((row) => !posting || !source.postingField || valueAt(row, [source.postingField]) === posting)
    .sort((a, b) => compareRows(source, a, b, options.sort, options.direction));
}
