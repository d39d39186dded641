import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** An admin screen: its title (with a badge or buttons beside it) and its content. */
export function AdminPage({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {aside && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {aside}
          </Stack>
        )}
      </Stack>
      {children}
    </Box>
  );
}
