import type { GridColDef } from '@mui/x-data-grid';

/**
 * The column naming each application's posting by its title (an application per
 * posting, in either flow); `titleOf` is the admin's list of postings (useJobTitles).
 */
export function postingColumn<R extends { job_slug?: string | null }>(
  titleOf: (slug: string) => string,
): GridColDef<R> {
  return {
    field: 'job_slug',
    headerName: 'Posting',
    flex: 1,
    // A title's longest word ('(Recruiting)', 'Engineer') fits without breaking inside it.
    minWidth: 125,
    sortable: false,
    valueGetter: (_value: unknown, row: R) => (row.job_slug ? titleOf(row.job_slug) : ''),
  };
}
