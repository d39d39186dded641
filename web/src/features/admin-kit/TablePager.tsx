import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TableRow } from '@careers/domain/shared';
import type { LiveTable } from './useLiveTable';

/** Previous and next page of a live table shown as cards (a grid has its own footer). */
export function TablePager<Row extends TableRow>({ table }: { table: LiveTable<Row, string> }) {
  if (table.page === 0 && !table.hasNextPage) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', justifyContent: 'center' }}>
      <Button disabled={table.page === 0} onClick={() => table.setPage(table.page - 1)}>
        Previous page
      </Button>
      <Typography>Page {table.page + 1}</Typography>
      <Button disabled={!table.hasNextPage} onClick={() => table.setPage(table.page + 1)}>
        Next page
      </Button>
    </Stack>
  );
}
