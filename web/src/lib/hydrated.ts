// Whether the app has attached: false while the browser hydrates a server-rendered page (and on the
// server), true from the render after. What only the browser can know (the reader's time zone, a
// session restored from storage) shows from then, so the first render matches the server's HTML.
import { useSyncExternalStore } from 'react';

const nothingToFollow = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToFollow,
    () => true,
    () => false,
  );
}
