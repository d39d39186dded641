// The app's one autosave: a form's draft written a pause after its last change, when it differs
// from what was last saved (the screening form's draft, an interviewer's scorecard draft).
import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `enabled`, calls `save` `delayMs` after `snapshot` (the draft as one text; null: nothing to
 * save) last changed, unless it equals `lastSaved` then (what the caller records once a save, its
 * own or another's, succeeded). A change before the delay ends starts it again.
 */
export function useAutosave(
  snapshot: string | null,
  enabled: boolean,
  delayMs: number,
  lastSaved: RefObject<string | null>,
  save: () => void,
): void {
  // The latest save, without restarting the timer when only the callback's identity changed.
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    if (!enabled || snapshot === null || snapshot === lastSaved.current) return;
    const timer = setTimeout(() => {
      if (snapshot !== lastSaved.current) latest.current();
    }, delayMs);
    return () => clearTimeout(timer);
  }, [snapshot, enabled, delayMs, lastSaved]);
}
