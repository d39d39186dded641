import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { AuthProvider } from '../features/auth/AuthProvider';
import type { PreloadedData } from '../lib/preloaded-data';
import { AppShell } from './AppShell';
import { getRouter } from './router';

/**
 * Providers around the routed app. `preloaded` when hydrating a server-rendered page;
 * `onAttached` runs once the app has attached (hydrated, or rendered, and committed).
 */
export function App({ preloaded, onAttached }: { preloaded?: PreloadedData; onAttached?: () => void }) {
  useEffect(() => {
    onAttached?.();
    // Once, when the app first commits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
