import { RouterProvider } from 'react-router';
import { AuthProvider } from '../features/auth/AuthProvider';
import type { PreloadedData } from '../lib/preloaded-data';
import { AppShell } from './AppShell';
import { getRouter } from './router';

/** Providers around the routed app; `preloaded` when hydrating a server-rendered page. */
export function App({ preloaded }: { preloaded?: PreloadedData }) {
  return (
    <AppShell
      auth={(children) => <AuthProvider>{children}</AuthProvider>}
      preloaded={preloaded ?? {}}
      serverRendered={preloaded !== undefined}
    >
      <RouterProvider router={getRouter()} />
    </AppShell>
  );
}
