// Server rendering of the public pages (/ and /jobs/{slug}), run by the `publicPage` Cloud
// Function. Vite builds this file into a self-contained module (web/dist-server/render.js) that
// the functions build copies beside the function; the function reads the data from Firestore
// and hands it over as a PublicPage. The markup is the app's own, so the browser hydrates it.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { RenderPage } from '@careers/domain/jobs';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { AuthContext, type AuthState } from '../../features/auth';
import HomePage from '../../features/jobs/components/HomePage';
import JobDetailPage from '../../features/jobs/components/JobDetailPage';
import { preloadedDataFor } from '../../features/jobs/api/jobs-api';
import { headTags, jsonForScript, publicPageHead } from '../../features/jobs/head';
import { PRELOADED_DATA_ELEMENT_ID } from '../../lib/preloaded-data';
import { AppShell } from '../AppShell';
import { RootLayout } from '../layout/RootLayout';

// The same layout and screens as the browser's route table (router.tsx), without lazy loading.
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', Component: HomePage },
      { path: '/jobs/:slug', Component: JobDetailPage },
    ],
  },
];

const handler = createStaticHandler(routes);

const notYet = () => Promise.resolve(false);

/** On the server nobody is signed in yet: the browser's AuthProvider also starts as 'loading'. */
const SERVER_AUTH: AuthState = {
  status: 'loading',
  user: null,
  profile: null,
  displayName: null,
  email: '',
  signInWithGoogle: notYet,
  signOut: notYet,
};

/** The page's full HTML: the shell with its head, styles, rendered markup and embedded data. */
export const renderPage: RenderPage = async ({ template, path, origin, page, now = new Date() }) => {
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response) throw new Error(`unexpected redirect rendering ${path}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const preloaded = preloadedDataFor(page);

  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const markup = renderToString(
    <CacheProvider value={cache}>
      <AppShell
        auth={(children) => <AuthContext.Provider value={SERVER_AUTH}>{children}</AuthContext.Provider>}
        preloaded={preloaded}
        serverRendered
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(markup));
  const head = headTags(publicPageHead(page, origin, now));
  const data = `<script type="application/json" id="${PRELOADED_DATA_ELEMENT_ID}">${jsonForScript(preloaded)}</script>`;

  return fillTemplate(template, { head: `${head}\n    ${styles}`, markup, data });
};

/** How the built shell writes the app's scripts (the entry and, with them, its first chunks). */
const MODULE_SCRIPT = '<script type="module" crossorigin';

/**
 * Puts the parts into the shell: replaces its generic title and description, and parks the
 * app's scripts in inert elements that public/boot.js starts (after the first paint when a
 * session may exist, else at the visitor's first interaction): the HTML is the whole page, so
 * the first paint waits for nothing else and its links work without the app.
 */
function fillTemplate(template: string, parts: { head: string; markup: string; data: string }): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>')) throw new Error('unexpected SPA shell');
  // Functions as replacements, so `$` in the content is never read as a pattern.
  return template
    .replace(MODULE_SCRIPT, () => `<script src="/boot.js" defer></script>\n    ${MODULE_SCRIPT}`)
    .replaceAll(MODULE_SCRIPT, '<script type="module-after-paint"')
    .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload-after-paint"')
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace('</head>', () => `  ${parts.head}\n  </head>`)
    .replace(root, () => `<div id="root">${parts.markup}</div>\n    ${parts.data}`);
}
