import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import type { ApplicationListSort } from '@careers/domain';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useLiveApplications, type AdminRow, type ApplicationsView } from '../api/admin-api';

interface Props {
  view: ApplicationsView;
  onSort: (sort: ApplicationListSort, direction: 'asc' | 'desc') => void;
  columns: GridColDef<AdminRow>[];
  /** Starts the listeners again (the Refresh button). */
  refresh: number;
  /** The toast when the table cannot be read. */
  failedMessage: string;
  /** Shown when no row matches. */
  empty: { title: string; hint?: string };
  /** Rows may be selected (bulk changes); called with the selected rows. */
  onSelect?: (rows: AdminRow[]) => void;
  /** The rows shown (the CSV export of the view). */
  onRows?: (rows: AdminRow[], searching: boolean) => void;
  label: string;
}

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * An applications table that follows Firestore live: cursor pages sorted on the server (a sort or
 * filter starts again at the first page), or a search's matches. Rows that leave the view (another
 * admin's change) disappear; new ones appear.
 */
export function LiveApplicationsGrid(props: Props) {
  const { view, onSort, columns, refresh, failedMessage, empty, onSelect, onRows, label } = props;
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: view.pageSize });
  const viewKey = JSON.stringify(view);
  const [pageOf, setPageOf] = useState({ key: viewKey, page: 0 });
  const page = pageOf.key === viewKey ? pageOf.page : 0;
  const { live, rows, hasNextPage, searching, rememberNext } = useLiveApplications(view, page, refresh);
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);

  useEffect(() => {
    if (live.status === 'error') {
      console.error(live.error);
      toast.error(failedMessage);
    }
  }, [live, failedMessage]);

  useEffect(() => {
    onRows?.(rows, searching);
    // Rows change with every snapshot; the caller keeps the latest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);

  const sortModel: GridSortModel = [{ field: view.sort, sort: view.direction }];
  // The selected rows shown, named by their ids and statuses: the caller hears of a change only.
  const selected = rows.filter((row) => selection.ids.has(row.id));
  const selectedKey = selected.map((row) => `${row.id}:${row.status}`).join(',');
  useEffect(() => {
    onSelect?.(selected);
    // `selected` is named by selectedKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedKey]);

  return (
    <DataGrid<AdminRow>
      aria-label={label}
      rows={rows}
      columns={columns}
      loading={live.status === 'loading'}
      autoHeight
      getRowHeight={() => 'auto'}
      disableColumnFilter
      disableColumnMenu
      disableRowSelectionOnClick
      checkboxSelection={Boolean(onSelect)}
      rowSelectionModel={selection}
      onRowSelectionModelChange={setSelection}
      sortingOrder={['asc', 'desc']}
      sortingMode={searching ? 'client' : 'server'}
      sortModel={sortModel}
      onSortModelChange={(model) => {
        const first = model[0];
        if (first?.sort) onSort(first.field as ApplicationListSort, first.sort);
      }}
      paginationMode={searching ? 'client' : 'server'}
      paginationModel={searching ? pagination : { page, pageSize: view.pageSize }}
      pageSizeOptions={[view.pageSize]}
      rowCount={searching ? undefined : hasNextPage ? -1 : page * view.pageSize + rows.length}
      paginationMeta={searching ? undefined : { hasNextPage }}
      onPaginationModelChange={(model) => {
        if (searching) return setPagination(model);
        if (model.page > page) rememberNext();
        setPageOf({ key: viewKey, page: model.page });
      }}
      slots={{
        noRowsOverlay: () => (
          <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 4 }} spacing={1}>
            <Typography variant="h6" component="p">
              {empty.title}
            </Typography>
            {empty.hint && <Typography color="text.secondary">{empty.hint}</Typography>}
          </Stack>
        ),
      }}
      sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-cell': { py: 1 } }}
    />
  );
}
