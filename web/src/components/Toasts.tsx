import { lazy, Suspense, useEffect, useState, type CSSProperties } from 'react';
import { firstRowsShown } from '../lib/first-rows';
import { useHydrated } from '../lib/hydrated';

const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

// sonner's rich colours put text of 3.1:1 to 4.4:1 on their tinted backgrounds; WCAG AA asks
// for 4.5:1. Same hues, darker text (5.8:1 to 6.7:1); the custom properties set on the toaster
// override the library's theme.
const READABLE_RICH_COLORS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 36%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties;

/**
 * Where toasts appear (sonner's Toaster). On a server-rendered public page (`deferred`) it
 * loads at the visitor's first interaction or once a session is restored: only those can
 * lead to a toast there, and sonner shows toasts raised before its Toaster mounted. On an admin
 * screen or a candidate screen that says when its first control shows (`afterFirstRows`) it loads
 * once the screen's first rows (or first control) show (lib/first-rows.tsx). Elsewhere it loads at once.
 */
export function Toasts({
  deferred,
  signedIn,
  afterFirstRows = false,
}: {
  deferred: boolean;
  signedIn: boolean;
  afterFirstRows?: boolean;
}) {
  const [interacted, setInteracted] = useState(false);
  const [rowsShown, setRowsShown] = useState(false);
  // A page the server rendered signed in has no toaster in its HTML: it comes after hydration.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!afterFirstRows || rowsShown) return;
    let mounted = true;
    void firstRowsShown().then(() => mounted && setRowsShown(true));
    return () => {
      mounted = false;
    };
  }, [afterFirstRows, rowsShown]);

  useEffect(() => {
    if (!deferred || interacted) return;
    const onInteraction = () => setInteracted(true);
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, { capture: true });
    };
  }, [deferred, interacted]);

  if ((deferred && !interacted && !(signedIn && hydrated)) || (afterFirstRows && !rowsShown)) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" richColors closeButton style={READABLE_RICH_COLORS} />
    </Suspense>
  );
}
