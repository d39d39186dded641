import Alert from '@mui/material/Alert';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TableRow } from '@careers/domain/shared';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { lazyAfterFirstRows } from '../../lib/first-rows';
import { toast } from '../../lib/toast';
import { ADMIN_KIT_TEXT } from './content';
import { FirstRowsTable } from './FirstRowsTable';
import type { LiveTable } from './useLiveTable';

export interface LiveTableProps<Row extends TableRow & GridValidRowModel, Sort extends string> {
  table: LiveTable<Row, Sort>;
  /** Called when the admin sorts by a column; only the columns named by the table's sorts sort. */
  onSort: (sort: Sort, direction: 'asc' | 'desc') => void;
  columns: GridColDef<Row>[];
  /** The toast when the table cannot be read. */
  failedMessage: string;
  /** Shown when no row matches. */
  empty: { title: string; hint?: string };
  /** Rows may be selected (bulk changes): the selection, held by the caller. */
  selection?: { ids: ReadonlySet<string>; onChange: (ids: ReadonlySet<string>) => void };
  label: string;
  /**
   * Fields of lower priority that give way on a screen too narrow for every column (below MUI's
   * xl breakpoint, 1536 px): hidden there rather than squeezing the others. Each is in the row's
   * detail too.
   */
  givesWay?: readonly string[];
}

/** The columns a table shows: all of them on a wide screen, else without those that give way. */
export function shownColumns<Column extends { field: string }>(
  columns: readonly Column[],
  givesWay: readonly string[] | undefined,
  wide: boolean,
): Column[] {
  return wide || !givesWay ? [...columns] : columns.filter((column) => !givesWay.includes(column.field));
}

/** The data grid (./TableGrid), loaded once the first rows show in the plain table. */
const TableGrid = lazyAfterFirstRows<LiveTableProps<never, string>>(
  () => import('./TableGrid') as Promise<{ default: (props: LiveTableProps<never, string>) => ReactNode }>,
  FirstRowsTable,
);

/**
 * An admin table that follows Firestore live: cursor pages sorted on the server (a sort or filter
 * starts again at the first page), or a search's matches (paged here). Rows another admin's change
 * takes out of the view disappear; rows this admin changed stay until Refresh. Its first rows show
 * in a plain table (FirstRowsTable, the same columns) while the data grid loads; the grid then takes
 * their place. The view, the page, the selection and the rows live in the caller's state (the
 * table, useAdminTable), so nothing is lost in the swap.
 */
export function LiveTableGrid<Row extends TableRow & GridValidRowModel, Sort extends string>(
  props: LiveTableProps<Row, Sort>,
) {
  const { table, failedMessage, columns, givesWay } = props;
  const { live, capped } = table;
  // noSsr: the first render already knows the screen's width (no flash of every column).
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'), { noSsr: true });

  useEffect(() => {
    if (live.status === 'error') {
      console.error(live.error);
      toast.error(failedMessage);
    }
  }, [live, failedMessage]);

  const Grid = TableGrid as unknown as ComponentType<LiveTableProps<Row, Sort>>;
  return (
    <>
      {capped && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="search-capped">
          {ADMIN_KIT_TEXT.searchCapped}
        </Alert>
      )}
      <Grid {...props} columns={shownColumns(columns, givesWay, wide)} />
    </>
  );
}
