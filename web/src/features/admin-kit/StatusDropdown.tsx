// A per-row status dropdown (MUI's Select, ./StatusSelect), loaded once the table's first rows show;
// until then its place shows the placeholder text.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { lazyAfterFirstRows } from '../../lib/first-rows';
import type { StatusDropdownProps } from './StatusSelect';

/** The dropdown's place while its code loads. */
function DropdownPlace({ placeholder }: StatusDropdownProps<string>) {
  return (
    <Box aria-hidden sx={{ minWidth: 160, fontSize: 14, px: 1.75, py: 1, color: 'text.secondary' }}>
      {placeholder}
    </Box>
  );
}

/** A per-row status dropdown: it never keeps a value, so it resets after each choice. */
export const StatusDropdown = lazyAfterFirstRows<StatusDropdownProps<string>>(
  () => import('./StatusSelect') as Promise<{ default: (props: StatusDropdownProps<string>) => ReactNode }>,
  DropdownPlace,
) as <Status extends string>(props: StatusDropdownProps<Status>) => ReactNode;
