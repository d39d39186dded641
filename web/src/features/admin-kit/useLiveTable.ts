// An admin table's rows, live: cursor pages sorted on the server, or a search's matches (the
// domain's admin table reads, domain/src/shared/table.ts). Rows an admin changed stay on screen
// with their new values until the view changes or is refreshed, even when the change takes them
// out of the filter.
import {
  byIdsQueries,
  searchPlan,
  SEARCH_READ_LIMIT,
  tableCursor,
  tablePageQuery,
  tableSearchMatches,
  tableSearchQueries,
  type SortDirection,
  type PageCursor,
  type TableRow,
  type TableSource,
} from '@careers/domain/shared';
import type { DocumentData } from 'firebase/firestore';
import { useMemo, useState } from 'react';
import type { WithId } from '../../lib/firebase/firestore';
import { useLiveDescribed, type Live } from '../../lib/firebase/live';

/** What a table shows: statuses, a search term, a sort, a page size. */
export interface TableView<Sort extends string> {
  statuses?: readonly string[];
  /** Only the rows of this posting (a table whose source names its posting field). */
  posting?: string;
  search: string;
  sort: Sort;
  direction: SortDirection;
  pageSize: number;
}

/** A live admin table's state and what its grid can do with it. */
export interface LiveTable<Row extends TableRow, Sort extends string> {
  view: TableView<Sort>;
  live: Live<unknown>;
  /** The rows to show: the page (or the search's matches), with the rows kept in place. */
  rows: Row[];
  page: number;
  /** Moves to page `page` (only one step forward at a time: the next page starts after this one). */
  setPage: (page: number) => void;
  hasNextPage: boolean;
  searching: boolean;
  /** A search that found more holders of its pieces than it reads: the grid says so. */
  capped: boolean;
  /** Keeps these rows on screen (with their new values) until the view changes or is refreshed. */
  keep: (ids: readonly string[]) => void;
  source: TableSource<Sort>;
}

/** A row kept on screen, and where it was when it was kept. */
interface Kept {
  id: string;
  at: number;
}

/** `rows`, with the kept rows that left them put back where they were. */
export function withKept<Row extends TableRow>(
  rows: readonly Row[],
  kept: readonly Kept[],
  keptRows: readonly Row[],
): Row[] {
  const result = [...rows];
  const present = new Set(rows.map((row) => row.id));
  const latest = new Map(keptRows.map((row) => [row.id, row]));
  for (const { id, at } of [...kept].sort((a, b) => a.at - b.at)) {
    const row = latest.get(id);
    if (row && !present.has(id)) result.splice(Math.min(at, result.length), 0, row);
  }
  return result;
}

/**
 * The table of `source` in `view`, live. `refresh` starts the listeners again and forgets the
 * kept rows (the Refresh button).
 */
export function useLiveTable<Row extends TableRow & DocumentData, Sort extends string>(
  source: TableSource<Sort>,
  view: TableView<Sort>,
  refresh: number,
): LiveTable<WithId<Row>, Sort> {
  const viewKey = `${refresh}:${JSON.stringify(view)}`;
  // Where each page starts (cursors[p] for page p), and the rows kept, for this view only.
  const [state, setState] = useState<{ key: string; page: number; cursors: (PageCursor | undefined)[]; kept: Kept[] }>({
    key: viewKey,
    page: 0,
    cursors: [undefined],
    kept: [],
  });
  // A new view starts afresh (first page, nothing kept); an earlier view's state never comes back.
  const current = state.key === viewKey ? state : { key: viewKey, page: 0, cursors: [undefined], kept: [] };
  if (state.key !== viewKey) setState(current);
  const plan = searchPlan(view.search);
  const searching = plan.kind !== 'none';
  const after = current.cursors[current.page];

  const descriptions = useMemo(
    () =>
      searching
        ? tableSearchQueries(source, plan, view.statuses)
        : [
            tablePageQuery(source, {
              statuses: view.statuses,
              posting: view.posting,
              sort: view.sort,
              direction: view.direction,
              limit: view.pageSize,
              after,
            }),
          ],
    // The view is named by viewKey; the plan derives from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [source, viewKey, current.page, after],
  );
  // The first page is read once and shown before the live listeners (and the full SDK) load.
  const live = useLiveDescribed<Row>(descriptions, refresh, { readFirst: true });
  const keptLive = useLiveDescribed<Row>(
    useMemo(
      () =>
        current.kept.length
          ? byIdsQueries(
              source.collection,
              current.kept.map((row) => row.id),
            )
          : [],
      [source, current.kept],
    ),
  );

  const found: WithId<Row>[] = live.status !== 'success' ? [] : live.data;
  const capped = searching && found.length > SEARCH_READ_LIMIT;
  const pageRows = searching
    ? tableSearchMatches(source, found.slice(0, SEARCH_READ_LIMIT), view.search, view)
    : found.slice(0, view.pageSize);
  const rows = withKept(pageRows, current.kept, keptLive.status === 'success' ? keptLive.data : []);
  const hasNextPage = !searching && live.status === 'success' && found.length > view.pageSize;

  const setPage = (page: number) => {
    const cursors = [...current.cursors];
    const last = pageRows.at(-1);
    if (page === current.page + 1 && last) cursors[page] = tableCursor(source, last, view.sort);
    if (page > 0 && !cursors[page]) return;
    // Kept rows belong to the page they were kept on.
    setState({ ...current, page, cursors, kept: [] });
  };
  const keep = (ids: readonly string[]) => {
    const places = ids.map((id) => ({ id, at: rows.findIndex((row) => row.id === id) })).filter((row) => row.at >= 0);
    setState((previous) => {
      const base = previous.key === viewKey ? previous : current;
      const known = new Set(base.kept.map((row) => row.id));
      return { ...base, kept: [...base.kept, ...places.filter((row) => !known.has(row.id))] };
    });
  };

  return { view, live, rows, page: current.page, setPage, hasNextPage, searching, capped, keep, source };
}
