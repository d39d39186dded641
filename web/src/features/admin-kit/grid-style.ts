import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Every admin table's look: text, chips and headers wrap inside their column instead of being cut
 * short, so every column fits a 1280 px wide screen beside the sidebar (rows grow instead; the
 * grids size rows to their content). tests/e2e/admin-width.spec.ts checks it. A line breaks at a
 * word's end (an email address at its parts: BreakableText) where the column allows, inside a word
 * only where a word is wider than its column.
 */
export const ADMIN_GRID_SX: SxProps<Theme> = {
  bgcolor: 'background.paper',
  '& .MuiDataGrid-cell': { py: 1, whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.43 },
  '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
  '& .MuiDataGrid-cell .MuiChip-root': { height: 'auto', minHeight: 24, maxWidth: '100%' },
  '& .MuiDataGrid-cell .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
};
