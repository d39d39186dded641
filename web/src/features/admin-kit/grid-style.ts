import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Every admin table's look: text, chips and headers wrap inside their column instead of being cut
 * short, so every column fits a 1280 px wide screen beside the sidebar (rows grow instead; the
 * grids size rows to their content). A line breaks between words (an email address between its
 * parts: BreakableText); a word is split only when it is wider than its column alone, which the
 * layout avoids for real names and titles by each column's minimum width and by lower-priority
 * columns giving way (LiveTableGrid's givesWay).
 * tests/e2e/admin-width.spec.ts checks it.
 */
export const ADMIN_GRID_SX: SxProps<Theme> = {
  bgcolor: 'background.paper',
  '& .MuiDataGrid-cell': { py: 1, whiteSpace: 'normal', overflowWrap: 'break-word', lineHeight: 1.43 },
  '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
  '& .MuiDataGrid-cell .MuiChip-root': { height: 'auto', minHeight: 24, maxWidth: '100%' },
  '& .MuiDataGrid-cell .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
};
