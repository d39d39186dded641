// The public pages (/ and /jobs/{slug}) are rendered on the server: the page function reads
// their data, the web app's server renderer turns it into HTML. This is what both agree on.
import { jobPath } from '../shared/routes';
import type { Serialized } from '../shared/serialize';
import type { Job, JobSummary } from './jobs';

/** The data a public page is rendered from, as the page function reads it from Firestore. */
export type PublicPage =
  { kind: 'home'; jobs: JobSummary[] } | { kind: 'job'; slug: string; job: Serialized<Job> | null };

/** What the page function hands to the web app's server renderer (web/src/app/server/render.tsx). */
export interface RenderPageInput {
  /** The built SPA shell (web/dist/app.html). */
  template: string;
  /** The page's path, e.g. /jobs/fullstack-engineer. */
  path: string;
  /** The site's scheme and host (the configured SITE_ORIGIN), for canonical URLs and the JobPosting url. */
  origin: string;
  page: PublicPage;
  now?: Date;
}

/** The server renderer: the page's full HTML. */
export type RenderPage = (input: RenderPageInput) => Promise<string>;

/** Which public page a path is: `/`, `/jobs/{slug}` (with or without a trailing slash), or none. */
export function publicPageRoute(path: string): { kind: 'home' } | { kind: 'job'; slug: string } | null {
  if (path === '/') return { kind: 'home' };
  const match = /^\/jobs\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  try {
    return { kind: 'job', slug: decodeURIComponent(match[1]!) };
  } catch {
    return { kind: 'job', slug: match[1]! };
  }
}

/** The one address of a public page: `/`, or `/jobs/{slug}` with the slug encoded and no trailing slash. */
export function publicPagePath(route: NonNullable<ReturnType<typeof publicPageRoute>>): string {
  return route.kind === 'home' ? '/' : jobPath(route.slug);
}

/**
 * Whether `location` stays on this site as a redirect's Location: a path with one leading '/'.
 * '//host' and '/\\host' are read by browsers as another host, and anything else (a scheme, no
 * leading slash) is not a path of ours.
 */
export function isSameOriginPath(location: string): boolean {
  return location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\');
}
