// The public pages (/ and /jobs/{slug}) are rendered on the server: the page function reads
// their data, the web app's server renderer turns it into HTML. This is what both agree on.
import { jobPath, ROUTES } from '../shared/routes';
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

/**
 * Which signed-in candidate screen the page function renders a path as (the apply flow's first
 * step, /jobs/{slug}/apply; the screening form, /fullstack-screening), or none. A slug that is not
 * valid percent-encoding is none: the app answers it.
 */
export function candidatePageRoute(path: string): { kind: 'screening' } | { kind: 'apply'; slug: string } | null {
  if (path === ROUTES.screening) return { kind: 'screening' };
  const match = /^\/jobs\/([^/]+)\/apply$/.exec(path);
  if (!match) return null;
  try {
    return { kind: 'apply', slug: decodeURIComponent(match[1]!) };
  } catch {
    return null;
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

/** The sitemap's path, served by the page function (a hosting rewrite); robots.txt is a file of the web build. */
export const SEO_PATHS = { sitemap: '/sitemap.xml' } as const;

/** One address of the sitemap: a page's path and when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

/** Text made safe inside an XML element (the five predefined entities). */
const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * The sitemap (sitemaps.org protocol 0.9) of `entries` under `origin`: a `<url>` with `<loc>` and
 * `<lastmod>` (W3C datetime) each. Written by hand: the format is a dozen lines of fixed markup,
 * every value passes through one escaping function, and no library of the project writes XML.
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url>\n    <loc>${escapeXml(`${origin}${path}`)}</loc>\n    <lastmod>${lastmod.toISOString()}</lastmod>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled but the signed-in and admin areas' API; the sitemap named. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /auth/',
    '',
    `Sitemap: ${origin}${SEO_PATHS.sitemap}`,
    '',
  ].join('\n');
}
