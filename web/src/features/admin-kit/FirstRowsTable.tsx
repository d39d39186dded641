import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import MuiTableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TableRow } from '@careers/domain/shared';
import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { TableFrame } from '../../components/TableFrame';
import { useFirstRowsShown } from '../../lib/first-rows';
import type { LiveTableProps } from './LiveTableGrid';

/**
 * A cell as the grid shows it, from the grid's own column: its renderCell, else its valueFormatter,
 * else the value (its valueGetter's, else the row's field). The columns' functions read the value
 * and the row only; this table has no grid API to hand them.
 */
function cell<Row extends GridValidRowModel>(column: GridColDef<Row>, row: Row): ReactNode {
  const field = row[column.field] as never;
  const value: unknown = column.valueGetter ? column.valueGetter(field, row, column, undefined as never) : field;
  if (column.renderCell) {
    return column.renderCell({ row, value, id: row.id, field: column.field } as GridRenderCellParams<Row>);
  }
  if (column.valueFormatter) return column.valueFormatter(value as never, row, column, undefined as never);
  return value == null ? '' : String(value as string);
}

/**
 * The first rows of a live admin table, in a plain table with the grid's columns, while the data
 * grid loads (LiveTableGrid): no sorting, paging or selection of its own. Says when its first
 * answer (the rows, none, or the error) is on screen, which lets the grid and the live SDK load.
 */
export function FirstRowsTable<Row extends TableRow & GridValidRowModel, Sort extends string>({
  table,
  columns,
  empty,
  label,
}: LiveTableProps<Row, Sort>) {
  const { live, rows } = table;
  useFirstRowsShown(live.status !== 'loading');
  return (
    <>
      <TableFrame label={label} testId="first-rows">
        <Table size="small" aria-label={label}>
          <TableHead>
            <MuiTableRow>
              {columns.map((column) => (
                <TableCell key={column.field} sx={{ minWidth: column.minWidth, fontWeight: 500 }}>
                  {column.headerName}
                </TableCell>
              ))}
            </MuiTableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <MuiTableRow key={row.id}>
                {columns.map((column) => (
                  <TableCell key={column.field} sx={{ overflowWrap: 'break-word' }}>
                    {cell(column, row)}
                  </TableCell>
                ))}
              </MuiTableRow>
            ))}
          </TableBody>
        </Table>
      </TableFrame>
      {live.status === 'success' && rows.length === 0 && (
        <Typography sx={{ p: 4, textAlign: 'center' }}>{empty.title}</Typography>
      )}
    </>
  );
}
