import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { THEME_ID } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { ROUTES } from '@careers/domain/shared';
import { useState, type ReactNode } from 'react';
import { matchPath } from 'react-router';
import { Toasts } from '../components/Toasts';
import { useAuth } from '../features/auth';
import { PreloadedDataContext, type PreloadedData } from '../lib/preloaded-data';
import { theme } from './theme';

/**
 * With reduced motion asked for (WCAG 2.3.3), colours, fades, dialogs and menus change at once: no
 * CSS transition runs (and an accessibility check never measures a colour half-way through a fade).
 * A media query, not a theme switch, so the server-rendered pages and the browser agree.
 */
const reducedMotion = (
  <GlobalStyles
    styles={{
      '@media (prefers-reduced-motion: reduce)': {
        '*, *::before, *::after': { transitionDuration: '0s !important', transitionDelay: '0s !important' },
      },
    }}
  />
);

/**
 * The candidate screens that say when their first control has shown (lib/first-rows.tsx), as every
 * admin screen says when its first rows have.
 */
const CANDIDATE_SCREENS = [ROUTES.apply, ROUTES.application, ROUTES.profile, ROUTES.jobOffers, ROUTES.screening];

/**
 * Whether the app opened on a screen that says when its first rows (or first control) have shown:
 * an admin screen, or one of CANDIDATE_SCREENS (the server renders none: it has no window).
 */
const openedAfterFirstRows = () => {
  if (typeof window === 'undefined') return false;
  const path = window.location.pathname;
  return (
    [ROUTES.admin.root, ROUTES.fullstackAdmin.root].some((root) => path === root || path.startsWith(`${root}/`)) ||
    CANDIDATE_SCREENS.some((pattern) => matchPath(pattern, path) !== null)
  );
};

function AppToasts({ deferred }: { deferred: boolean }) {
  const { status } = useAuth();
  const [afterFirstRows] = useState(openedAfterFirstRows);
  // Signed out, such a screen sends the visitor to sign in (or says to): nothing of it will show.
  return (
    <Toasts
      deferred={deferred}
      signedIn={status === 'signedIn'}
      afterFirstRows={afterFirstRows && status !== 'signedOut'}
    />
  );
}

/**
 * The providers around the routed app, shared by the browser (App) and the server renderer
 * (server/render.tsx), so both produce the same markup and the browser can hydrate it.
 * `auth` wraps the router: the AuthProvider in the browser, a fixed state on the server ('loading'
 * on a public page, the verified user on a candidate's screen). `serverRendered`: the page came rendered from the server (see Toasts).
 */
export function AppShell({
  auth,
  preloaded,
  serverRendered,
  children,
}: {
  auth: (children: ReactNode) => ReactNode;
  preloaded: PreloadedData;
  serverRendered: boolean;
  children: ReactNode;
}) {
  return (
    <ThemeProvider themeId={THEME_ID} theme={theme}>
      <CssBaseline />
      {reducedMotion}
      <PreloadedDataContext.Provider value={preloaded}>
        {auth(
          <>
            {children}
            <AppToasts deferred={serverRendered} />
          </>,
        )}
      </PreloadedDataContext.Provider>
    </ThemeProvider>
  );
}
