import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { getRouter } from './app/router';
import { hasPreloadedPage, PRELOADED_QUERIES_KEY, readPreloadedData, type PreloadedData } from './lib/preloaded-data';

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

/**
 * Puts the queries a signed-in page was rendered with into the app's query cache, so its first
 * render is the server's. Once per page. Should their modules fail to load, the page still
 * attaches: React then renders it anew where it differs.
 */
async function takeOverQueries(preloaded: PreloadedData): Promise<void> {
  const state = preloaded[PRELOADED_QUERIES_KEY];
  if (!state) return;
  try {
    const [{ hydrate }, { queryClient }] = await Promise.all([import('@tanstack/react-query'), import('./lib/query')]);
    hydrate(queryClient, state as Parameters<typeof hydrate>[1]);
  } catch (error) {
    console.warn('Taking over the rendered queries failed', error);
  }
}

/** Lets the browser handle input (and paint) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Attaches the app to the page the server rendered (home, job pages, a candidate's first screen
 * of an application), which public/boot.js started (at once when a session may exist, else at the visitor's first interaction). It
 * hydrates the markup once the route's code is in, as a transition so React yields to the
 * browser while it attaches; evaluating the modules, creating the router and hydrating run in
 * separate tasks. data-app on the html element tells boot.js when React handles clicks itself
 * ("attaching") and when the app has attached ("attached"), its signal to replay a button click
 * made before.
 */
async function hydrateServerPage(container: HTMLElement) {
  const preloaded = readPreloadedData();
  await nextTask();
  const router = getRouter();
  await Promise.all([routerReady(router), takeOverQueries(preloaded)]);
  await nextTask();
  const html = document.documentElement;
  html.setAttribute('data-app', 'attaching');
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App preloaded={preloaded} onAttached={() => html.setAttribute('data-app', 'attached')} />
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root')!;

// No top-level await: lazy screens import modules of this entry's chunk, so its evaluation must
// finish before the route it waits for can load.
if (hasPreloadedPage()) {
  void hydrateServerPage(container);
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
