import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

type Named = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

/**
 * The frame of a plain table: it scrolls sideways when the columns are wider than the screen (a
 * phone, a long address, a long reason). A region that scrolls must be reachable by keyboard, or a
 * keyboard user cannot scroll it (WCAG 2.1.1; axe's scrollable-region-focusable). Whether a table
 * overflows depends on its rows and the screen, so the frame is always focusable, a group named as
 * its table. Once focused, the arrow keys scroll it. A group, not a region: a region is a landmark,
 * and the sections that hold these tables are already regions named by the same heading. `plain`
 * drops the outlined paper (the public pages' tables stand on the page).
 */
export function TableFrame({
  children,
  label,
  labelledBy,
  plain = false,
  testId,
}: Named & { children: ReactNode; plain?: boolean; testId?: string }) {
  return (
    <TableContainer
      {...(plain ? { component: Box } : { component: Paper, variant: 'outlined' as const })}
      role="group"
      tabIndex={0}
      aria-label={label}
      aria-labelledby={labelledBy}
      data-testid={testId}
    >
      {children}
    </TableContainer>
  );
}
