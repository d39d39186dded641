// Server rendering of the public pages (/ and /jobs/{slug}) and of a signed-in candidate's first
// screen of an application (/jobs/{slug}/apply, /fullstack-screening), run by the `publicPage` Cloud Function. Vite builds this
// file into a self-contained module (web/dist-server/render.js) that the functions build copies
// beside the function; the function reads the data from Firestore and hands it over (a
// PublicPage, an ApplyPageData, a ScreeningPageData). The markup is the app's own, so the browser hydrates it.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { RenderPage } from '@careers/domain/jobs';
import type { RenderApplyPage } from '@careers/domain/recruiting';
import type { RenderScreeningPage } from '@careers/domain/screening';
import { applyPath, ROUTES } from '@careers/domain/shared';
import type { SessionUser } from '@careers/domain/users';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider, type RouteObject } from 'react-router';
import { AuthContext, RequireAuth, type AuthState } from '../../features/auth';
import { authView, SESSION_PRELOADED_KEY } from '../../features/auth/session';
import { seedApplyPage } from '../../features/recruiting/api/recruiting-api';
import RecruitingApplicationPage from '../../features/recruiting/components/RecruitingApplicationPage';
import { seedScreeningPage } from '../../features/screening/api/screening-api';
import ScreeningPage from '../../features/screening/components/ScreeningPage';
import HomePage from '../../features/jobs/components/HomePage';
import JobDetailPage from '../../features/jobs/components/JobDetailPage';
import { preloadedDataFor } from '../../features/jobs/api/jobs-api';
import { headTags, jsonForScript, publicPageHead } from '../../features/jobs/head';
import { PRELOADED_DATA_ELEMENT_ID, PRELOADED_QUERIES_KEY, type PreloadedData } from '../../lib/preloaded-data';
import { AppShell } from '../AppShell';
import { RootLayout } from '../layout/RootLayout';

// The same layout and screens as the browser's route table (router.tsx), without lazy loading.
const publicRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', Component: HomePage },
      { path: '/jobs/:slug', Component: JobDetailPage },
    ],
  },
];

const publicHandler = createStaticHandler(publicRoutes);

const notYet = () => Promise.resolve(false);

/** The auth state a page is rendered in: nobody yet (the browser also starts 'loading'), or the verified user. */
const serverAuth = (user: SessionUser | null): AuthState => ({
  ...authView(user ? 'signedIn' : 'loading', user, null),
  signInWithGoogle: notYet,
  signOut: notYet,
});

/** The markup and styles of the app at `path`, rendered from `routes` in `auth`, with `preloaded` data. */
async function renderApp(
  handler: ReturnType<typeof createStaticHandler>,
  url: URL,
  auth: AuthState,
  preloaded: PreloadedData,
): Promise<{ markup: string; styles: string }> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`unexpected redirect rendering ${url.pathname}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const markup = renderToString(
    <CacheProvider value={cache}>
      <AppShell
        auth={(children) => <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>}
        preloaded={preloaded}
        serverRendered
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>
    </CacheProvider>,
  );
  return { markup, styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(markup)) };
}

/** The preloaded data as the page embeds it (lib/preloaded-data.ts reads it back). */
const dataScript = (preloaded: PreloadedData) =>
  `<script type="application/json" id="${PRELOADED_DATA_ELEMENT_ID}">${jsonForScript(preloaded)}</script>`;

/** The page's full HTML: the shell with its head, styles, rendered markup and embedded data. */
export const renderPage: RenderPage = async ({ template, path, origin, page, now = new Date() }) => {
  const preloaded = preloadedDataFor(page);
  const { markup, styles } = await renderApp(publicHandler, new URL(path, origin), serverAuth(null), preloaded);
  const head = headTags(publicPageHead(page, origin, now));
  return fillTemplate(template, {
    head: `${head}\n    ${styles}`,
    ownTitle: true,
    markup,
    data: dataScript(preloaded),
  });
};

/**
 * A signed-in candidate's screen at `path` for the verified `user`: the same guard, query scope
 * and screen as the browser's route, its queries answered by `seed` from the page function's reads
 * (a client of the request's own: nothing of one visitor stays for the next). The browser takes
 * the user, the queries and `data` over with the page, so its first render is this one.
 */
async function renderSignedIn(
  template: string,
  user: SessionUser,
  screen: { pattern: string; path: string; Component: React.ComponentType },
  seed: (client: QueryClient) => void,
  data: PreloadedData = {},
): Promise<string> {
  const client = new QueryClient();
  seed(client);
  const handler = createStaticHandler([
    {
      element: <RootLayout />,
      children: [
        {
          element: <RequireAuth />,
          children: [
            {
              Component: () => (
                <QueryClientProvider client={client}>
                  <Outlet />
                </QueryClientProvider>
              ),
              children: [{ path: screen.pattern, Component: screen.Component }],
            },
          ],
        },
      ],
    },
  ]);
  const preloaded = { ...data, [SESSION_PRELOADED_KEY]: user, [PRELOADED_QUERIES_KEY]: dehydrate(client) };
  // The origin only completes the URL the router matches: nothing rendered here links to it.
  const url = new URL(screen.path, 'http://localhost');
  const { markup, styles } = await renderApp(handler, url, serverAuth(user), preloaded);
  client.clear();
  return fillTemplate(template, { head: styles, ownTitle: false, markup, data: dataScript(preloaded) });
}

/** The screening form for the verified user, with their draft. */
export const renderScreeningPage: RenderScreeningPage = ({ template, page }) =>
  renderSignedIn(
    template,
    page.user,
    { pattern: ROUTES.screening, path: ROUTES.screening, Component: ScreeningPage },
    (client) => seedScreeningPage(client, page),
  );

/** The apply flow's first step for the verified user, with the posting as its public page reads it. */
export const renderApplyPage: RenderApplyPage = ({ template, page }) =>
  renderSignedIn(
    template,
    page.user,
    { pattern: ROUTES.apply, path: applyPath(page.job.id), Component: RecruitingApplicationPage },
    (client) => seedApplyPage(client, page),
    preloadedDataFor({ kind: 'job', slug: page.job.id, job: page.job }),
  );

/** How the built shell writes the app's scripts (the entry and, with them, its first chunks). */
const MODULE_SCRIPT = '<script type="module" crossorigin';

/**
 * Puts the parts into the shell: replaces its generic title and description when the head brings
 * its own (`ownTitle`: a public page's; a signed-in page keeps the shell's, as in the browser),
 * and parks the app's scripts in inert elements that public/boot.js starts (after the first paint
 * when a session may exist, else at the visitor's first interaction): the HTML is the whole page,
 * so the first paint waits for nothing else and its links work without the app.
 */
function fillTemplate(
  template: string,
  parts: { head: string; ownTitle: boolean; markup: string; data: string },
): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>')) throw new Error('unexpected SPA shell');
  const { ownTitle } = parts;
  // Functions as replacements, so `$` in the content is never read as a pattern.
  return template
    .replace(MODULE_SCRIPT, () => `<script src="/boot.js" defer></script>\n    ${MODULE_SCRIPT}`)
    .replaceAll(MODULE_SCRIPT, '<script type="module-after-paint"')
    .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload-after-paint"')
    .replace(/<title>[\s\S]*?<\/title>\s*/, (shells) => (ownTitle ? '' : shells))
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, (shells) => (ownTitle ? '' : shells))
    .replace('</head>', () => `  ${parts.head}\n  </head>`)
    .replace(root, () => `<div id="root">${parts.markup}</div>\n    ${parts.data}`);
}
