import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { hasPreloadedPage } from '../lib/preloaded-data';

/** On every route change: to the top, or to the `#anchor` once that section has rendered. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const initial = firstRender.current;
    firstRender.current = false;
    if (!hash) {
      // Not on the first render: the page may be server-rendered and already scrolled by the
      // visitor (or by the browser restoring a position) before the app attached to it.
      if (!initial) window.scrollTo(0, 0);
      return;
    }
    // A server-rendered page was scrolled to its #anchor by the browser as it loaded, and
    // perhaps elsewhere by the visitor since: the app attaches at the first interaction
    // (public/boot.js), which may come long after. Keep that position.
    if (initial && hasPreloadedPage()) return;
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
  }, [pathname, hash]);

  return null;
}
