import Alert from '@mui/material/Alert';
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
  const { table, failedMessage } = props;
  const { live, capped } = table;

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
      <Grid {...props} />
    </>
  );
}
