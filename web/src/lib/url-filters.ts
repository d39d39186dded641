import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's filters kept in the URL's search parameters (a link or a reload keeps them). Each
 * change builds on the last one asked for, not on the parameters of the last render: the router
 * moves the URL a moment after it is asked to, so two changes in a row (a From, then a To, typed
 * quickly) would otherwise each start from the URL before both, and the second undo the first.
 */
export function useUrlFilters<Name extends string>() {
  const [params, setParams] = useSearchParams();
  /** The parameters asked for that the URL does not show yet, oldest first. */
  const asked = useRef<string[]>([]);
  useEffect(() => {
    const at = asked.current.indexOf(params.toString());
    // Shown: what was asked after it is still on its way. Not asked at all: the URL moved otherwise (back, a link).
    asked.current = at === -1 ? [] : asked.current.slice(at + 1);
  }, [params]);

  /** Sets (or, with no value, removes) one filter, and removes `clears` with it. */
  const setFilter = useCallback(
    (name: Name, value: string | undefined, clears: readonly Name[] = []) => {
      const next = new URLSearchParams(asked.current.at(-1) ?? params);
      if (value) next.set(name, value);
      else next.delete(name);
      for (const other of clears) next.delete(other);
      asked.current.push(next.toString());
      setParams(next, { replace: true });
    },
    [params, setParams],
  );
  return { params, setFilter };
}
