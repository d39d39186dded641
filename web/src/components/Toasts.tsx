import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Where toasts appear (sonner's Toaster). On a server-rendered public page (`deferred`) it
 * loads at the visitor's first interaction or once a session is restored: only those can
 * lead to a toast there, and sonner shows toasts raised before its Toaster mounted.
 * Elsewhere it loads at once.
 */
export function Toasts({ deferred, signedIn }: { deferred: boolean; signedIn: boolean }) {
  const [interacted, setInteracted] = useState(false);

  useEffect(() => {
    if (!deferred || interacted) return;
    const onInteraction = () => setInteracted(true);
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, { capture: true });
    };
  }, [deferred, interacted]);

  if (deferred && !interacted && !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" richColors closeButton />
    </Suspense>
  );
}
