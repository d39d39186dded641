// The data grid of a live admin table (MUI X's DataGrid): its own chunk, which LiveTableGrid loads
// once the table's first rows show in a plain table (FirstRowsTable), then swaps in.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TableRow } from '@careers/domain/shared';
import {
  DataGrid,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { ADMIN_GRID_SX } from './grid-style';
import type { LiveTableProps } from './LiveTableGrid';

/** The live table's grid: server pages (or a search's matches paged here), sorting, selection. */
export default function TableGrid<Row extends TableRow & GridValidRowModel, Sort extends string>(
  props: LiveTableProps<Row, Sort>,
) {
  const { table, onSort, columns, empty, selection, label } = props;
  const { view, live, rows, page, hasNextPage, searching } = table;
  const [searchPage, setSearchPage] = useState<GridPaginationModel>({ page: 0, pageSize: view.pageSize });

  // The count is unknown (-1) while another page may follow, and while a page loads: else the
  // grid, seeing no rows on the page it just moved to, would move back to the first page.
  const moreMayFollow = hasNextPage || live.status === 'loading';
  const sortable = new Set<string>(Object.keys(table.source.sorts));
  // One model per sort: the grid goes back to the first page whenever it is handed a new one.
  const sortModel: GridSortModel = useMemo(
    () => [{ field: String(view.sort), sort: view.direction }],
    [view.sort, view.direction],
  );
  const selectionModel: GridRowSelectionModel = { type: 'include', ids: new Set(selection?.ids ?? []) };

  return (
    <DataGrid<Row>
      // A search pages its matches here, the views page on the server: a grid of its own for each,
      // so a search's footer never keeps the server pages' row count (it read "0–0 of 0").
      key={searching ? 'search' : 'pages'}
      aria-label={label}
      rows={rows}
      columns={columns.map((column) => ({ ...column, sortable: sortable.has(column.field) }))}
      loading={live.status === 'loading'}
      autoHeight
      getRowHeight={() => 'auto'}
      disableColumnFilter
      disableColumnMenu
      disableRowSelectionOnClick
      checkboxSelection={Boolean(selection)}
      rowSelectionModel={selectionModel}
      onRowSelectionModelChange={(model) => {
        // An 'exclude' model (the header's select-all) names the rows left out.
        const chosen = rows.filter((row) => model.ids.has(row.id) === (model.type === 'include'));
        selection?.onChange(new Set(chosen.map((row) => row.id)));
      }}
      sortingOrder={['asc', 'desc']}
      sortingMode="server"
      sortModel={sortModel}
      onSortModelChange={(model) => {
        const first = model[0];
        if (first?.sort) onSort(first.field as Sort, first.sort);
      }}
      paginationMode={searching ? 'client' : 'server'}
      paginationModel={searching ? searchPage : { page, pageSize: view.pageSize }}
      pageSizeOptions={[view.pageSize]}
      rowCount={searching ? undefined : moreMayFollow ? -1 : page * view.pageSize + rows.length}
      paginationMeta={searching ? undefined : { hasNextPage: moreMayFollow }}
      onPaginationModelChange={(model) => (searching ? setSearchPage(model) : table.setPage(model.page))}
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
      sx={ADMIN_GRID_SX}
    />
  );
}
