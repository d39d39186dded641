// Data the server rendered a page with, handed to the browser in the page itself
// (<script type="application/json" id="preloaded-data">, which no CSP blocks since it does not
// run), so the first render in the browser shows exactly what the HTML shows without a fetch.
import { createContext, useContext } from 'react';

export const PRELOADED_DATA_ELEMENT_ID = 'preloaded-data';

/**
 * The key of the TanStack Query cache a signed-in page was rendered with (dehydrated), which the
 * browser takes over before it hydrates the page (main.tsx).
 */
export const PRELOADED_QUERIES_KEY = 'queries';

/** Values by key (each feature's api module names its keys). */
export type PreloadedData = Readonly<Record<string, unknown>>;

export const PreloadedDataContext = createContext<PreloadedData>({});

/** The data embedded in the served page, or an empty record (plain SPA shell, dev server). */
export function readPreloadedData(doc: Document = document): PreloadedData {
  const element = doc.getElementById(PRELOADED_DATA_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    const data: unknown = JSON.parse(element.textContent);
    return data && typeof data === 'object' ? (data as PreloadedData) : {};
  } catch {
    return {};
  }
}

/** Whether the page holds server-rendered markup to hydrate. */
export function hasPreloadedPage(doc: Document = document): boolean {
  return doc.getElementById(PRELOADED_DATA_ELEMENT_ID) !== null;
}

/** The preloaded value of `key`, if the server embedded one (`null` is a value: "not found"). */
export function usePreloaded<T>(key: string): { found: true; value: T } | { found: false } {
  const data = useContext(PreloadedDataContext);
  return Object.hasOwn(data, key) ? { found: true, value: data[key] as T } : { found: false };
}
