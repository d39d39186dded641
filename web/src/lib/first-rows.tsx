// What an admin screen needs only once its first rows show: the data grid, the live Firestore SDK,
// the charts, the dialogs. An admin's browser fetches first what shows the first rows (the goal:
// at most 250 KiB of JavaScript before them, docs/performance.md); the screen says when they have
// painted (useFirstRowsShown), and what waits for them loads then. A screen that never says so
// (its read failed before it could show anything, say) releases them FALLBACK_MS after the wait
// began. Once released, they stay released: the next screen loads them at once (they are cached).
import { lazy, Suspense, useEffect, type ReactNode } from 'react';

/** What waits for the first rows loads at the latest this long after the first wait began. */
const FALLBACK_MS = 8000;

let release: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  release = resolve;
});
let waiting = false;

/** Resolves once the first rows of the admin screen have painted. */
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
  requestAnimationFrame(() => setTimeout(release, 0));
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
