import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

/** The page body width and spacing every screen shares. */
export function PageContainer({ children, maxWidth = 'lg' }: { children: ReactNode; maxWidth?: 'sm' | 'md' | 'lg' }) {
  return (
    <Container component="section" maxWidth={maxWidth} sx={{ py: { xs: 4, md: 6 } }}>
      {children}
    </Container>
  );
}
