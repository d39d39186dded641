import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { CenteredMessage } from '../../components/CenteredMessage';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from '../../components/ScrollToTop';

/** The public and candidate pages: header, page, footer. */
export function RootLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so the page's content arriving
          (a signed-in screen's data, its deferred parts) pushes nothing visible down. */}
      <Box component="main" sx={{ flexGrow: 1, minHeight: '100vh' }}>
        <Suspense fallback={<CenteredMessage text="Loading..." />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
