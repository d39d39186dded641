import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { hasPreloadedPage } from '../lib/preloaded-data';

/** What a navigation asks of the scroll position. */
interface Arrival {
  /** The router's id of the location: new at every navigation, even to the address already open. */
  key: string;
  pathname: string;
  search: string;
  hash: string;
  /** The page as it was first opened (maybe server-rendered and already scrolled). */
  initial: boolean;
  /** Only the query changed: the view stays where it is. */
  queryOnly: boolean;
}

/**
 * On every route change: to the top, or to the `#anchor` once that section has rendered. A
 * link to the address already open (the same path and hash: the logo on home, 'Positions' on
 * /#positions) scrolls again too: the router makes each such click a new location (a new
 * `key`) though the address stays. A change of the query alone does not scroll.
 */
export function ScrollToTop() {
  const { pathname, search, hash, key } = useLocation();
  const last = useRef<Arrival | null>(null);

  useEffect(() => {
    // The same key again is the same arrival (React's StrictMode runs effects twice).
    let arrival = last.current;
    if (arrival?.key !== key) {
      const before = arrival;
      arrival = {
        key,
        pathname,
        search,
        hash,
        initial: before === null,
        queryOnly: before !== null && before.pathname === pathname && before.hash === hash && before.search !== search,
      };
      last.current = arrival;
    }
    if (arrival.queryOnly) return;
    if (!hash) {
      // Not on the first render: the page may be server-rendered and already scrolled by the
      // visitor (or by the browser restoring a position) before the app attached to it.
      if (!arrival.initial) window.scrollTo(0, 0);
      return;
    }
    // A server-rendered page was scrolled to its #anchor by the browser as it loaded, and
    // perhaps elsewhere by the visitor since: the app attaches at the first interaction
    // (public/boot.js), which may come long after. Keep that position.
    if (arrival.initial && hasPreloadedPage()) return;
    // The section may belong to a page that is still loading: look for it for up to 3 s.
    const deadline = performance.now() + 3000;
    let frame = 0;
    const seek = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else if (performance.now() < deadline) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, search, hash, key]);

  return null;
}
