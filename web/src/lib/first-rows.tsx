// What a screen needs only once its first rows (an admin screen's first rows, a candidate screen's
// first control) show: the data grid, the live Firestore SDK, the charts, the dialogs, the toasts,
// the steps of a flow the visitor is not on. A browser fetches first what shows the first rows (the
// goals: at most 250 KiB of JavaScript before an admin screen's first rows, 200 before a candidate
// screen's first control, docs/performance.md); the screen says when they have painted
// (useFirstRowsShown), and what waits for them loads then. A screen that never says so (its read
// failed before it could show anything, say) releases them FALLBACK_MS after the wait began. Once
// released, they stay released: the next screen loads them at once (they are cached).
//
// On a page the server rendered (a candidate's first screen of an application), the first control
// was in the HTML: what waits for it loads at the visitor's first interaction, as boot.js starts a
// public page's app, or FALLBACK_MS after the wait began. Until then the phone's main thread is the
// page's alone, the app attached and answering.
import { lazy, Suspense, use, useEffect, type ReactNode } from 'react';
import { hasPreloadedPage } from './preloaded-data';

/** What waits for the first rows loads at the latest this long after the first wait began. */
const FALLBACK_MS = 8000;

let release: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  release = resolve;
});
let waiting = false;

/** Resolves once the first rows of the screen have painted. */
export function firstRowsShown(): Promise<void> {
  if (!waiting) {
    waiting = true;
    setTimeout(release, FALLBACK_MS);
  }
  return shown;
}

/**
 * The first rows (or the screen's answer that there are none, or its error) are on screen: what
 * waits for them may load once the frame showing them has painted (the animation frame runs before
 * the paint, the timeout after it).
 */
export function markFirstRowsShown(): void {
  if (hasPreloadedPage()) releaseAtFirstInteraction();
  else requestAnimationFrame(() => setTimeout(release, 0));
}

/** What counts as the visitor's first interaction (boot.js's list). */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

let listening = false;

function releaseAtFirstInteraction(): void {
  if (listening) return;
  listening = true;
  const interacted = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, interacted, true);
    release();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, interacted, { capture: true, passive: true });
}

/** Marks the first rows shown once `ready` (the screen's first answer is rendered). */
export function useFirstRowsShown(ready: boolean): void {
  useEffect(() => {
    if (ready) markFirstRowsShown();
  }, [ready]);
}

/** A function component (every lazily loaded part of the admin screens is one). */
type Component<P> = (props: P) => ReactNode;

/**
 * A component whose code loads once the first rows have shown, in a Suspense boundary of its own:
 * until then it shows `Fallback` with the same props (nothing by default).
 */
export function lazyAfterFirstRows<P extends object>(
  load: () => Promise<{ default: Component<P> }>,
  Fallback?: Component<P>,
) {
  const Lazy = lazy(() => firstRowsShown().then(load));
  return function AfterFirstRows(props: P) {
    return (
      <Suspense fallback={Fallback ? <Fallback {...props} /> : null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/**
 * A component whose code loads when it first renders or when `preload` is called (once the first
 * rows have shown: a step of a flow, which is the first control when the visitor opens on it, and
 * comes after the first control otherwise), whichever comes first. Until its code is in it suspends
 * (the caller's Suspense boundary shows its fallback); once in, it renders at once.
 */
export function lazyPreloadable<P extends object>(load: () => Promise<{ default: Component<P> }>) {
  let loaded: Component<P> | undefined;
  let loading: Promise<{ default: Component<P> }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Not kept: a part that failed to load (the network, say) is asked for again when shown.
        loading = undefined;
        throw error;
      },
    ));
  function Preloadable(props: P) {
    const Loaded = loaded ?? use(start()).default;
    return <Loaded {...props} />;
  }
  /** Loads the code now; a failure is left to the first render, which asks again. */
  const preload = () => void start().catch(() => undefined);
  return Object.assign(Preloadable, { preload });
}
