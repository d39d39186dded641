import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { router } from './app/router';
import { hasPreloadedPage, readPreloadedData } from './lib/preloaded-data';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has loaded the lazy route modules of the current URL. */
function routerReady(r: DataRouter): Promise<void> {
  if (r.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = r.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const container = document.getElementById('root')!;

if (hasPreloadedPage()) {
  // The server rendered this page (home, job pages): hydrate its markup once the route's code
  // is in, as a transition so React yields to the browser while it attaches.
  const preloaded = readPreloadedData();
  await routerReady(router);
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App preloaded={preloaded} />
      </StrictMode>,
    );
  });
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
