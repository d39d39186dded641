// GET / and /jobs/{slug} through hosting rewrites: the public pages rendered on the server, so
// the HTML carries the content (first paint without JavaScript), the page's title and
// description, Open Graph tags and, for a job, its schema.org JobPosting. The CDN caches the
// answers (s-maxage), so most visits never reach the function. The same function renders a
// signed-in candidate's first screen of an application (./candidate-pages.ts), never cached.
import {
  candidatePageRoute,
  isSameOriginPath,
  publicPagePath,
  publicPageRoute,
  SEO_PATHS,
  sitemapXml,
} from '@careers/domain/jobs';
import express, { type Request, type Response } from 'express';
import { logger } from 'firebase-functions';
import { siteOrigin } from '../config';
import { loadPublicPage, loadSitemap } from '../queries/public-pages';
import { loadRenderer, sendHtml } from './renderer';
import { candidatePageHandler } from './candidate-pages';

/** CDN 5 minutes, browsers 1 minute: a changed posting shows within minutes, traffic stays on the CDN. */
const PAGE_CACHE_CONTROL = 'public, max-age=60, s-maxage=300';
const NOT_FOUND_CACHE_CONTROL = 'public, max-age=60, s-maxage=60';
const REDIRECT_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400';

/** GET /sitemap.xml: the home page and every open posting, with lastmod (robots.txt, a static file, names it). */
async function sitemapHandler(req: Request, res: Response): Promise<boolean> {
  if (req.path !== SEO_PATHS.sitemap) return false;
  try {
    const xml = sitemapXml(siteOrigin(), await loadSitemap());
    res.status(200).set('Cache-Control', PAGE_CACHE_CONTROL).type('application/xml').send(xml);
  } catch (error) {
    logger.error('Sitemap failed', { error });
    res.status(503).set('Cache-Control', 'no-store').set('Retry-After', '60').json({ error: 'Try again later' });
  }
  return true;
}

/** The page function's handler. */
async function publicPageHandler(req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').json({ error: 'Method not allowed' });
    return;
  }
  if (await sitemapHandler(req, res)) return;
  const candidatePage = candidatePageRoute(req.path);
  if (candidatePage) return candidatePageHandler(req, res, candidatePage);
  const { renderPage, template } = await loadRenderer();
  const route = publicPageRoute(req.path);
  const location = route ? publicPagePath(route) : null;
  if (!route || !location || !isSameOriginPath(location)) {
    // Only / and /jobs/* are rendered here; anything else (the function's own URL can be asked
    // anything, '//evil.example/' included) gets the app, which shows its 404.
    res.status(404).set('Cache-Control', NOT_FOUND_CACHE_CONTROL).type('html').send(template);
    return;
  }
  // A query string changes nothing on these pages, but the CDN caches by the whole URL: without
  // this, /?r=1, /?r=2 ... would each render the page and read Firestore. They are sent to the
  // page's one address instead (cached for a day), which the CDN answers. That address is built
  // from the route, never copied from the path as asked, and is a path on this site.
  if (req.originalUrl.includes('?')) {
    res.status(301).set('Cache-Control', REDIRECT_CACHE_CONTROL).set('Location', location).end();
    return;
  }
  try {
    const page = await loadPublicPage(route);
    const html = await renderPage({ template, path: location, origin: siteOrigin(), page });
    const missing = page.kind === 'job' && page.job === null;
    res.status(missing ? 404 : 200).set('Cache-Control', missing ? NOT_FOUND_CACHE_CONTROL : PAGE_CACHE_CONTROL);
    sendHtml(req, res, html);
  } catch (error) {
    // Firestore or rendering failed: the plain app still works (it reads the data itself);
    // 503 tells crawlers and the CDN not to keep this answer.
    logger.error('Public page rendering failed', { path: req.path, error });
    res.status(503).set('Cache-Control', 'no-store').set('Retry-After', '60').type('html').send(template);
  }
}

/**
 * The page function: every path the hosting rewrites send (/, /jobs/{slug}, /jobs/{slug}/apply,
 * /sitemap.xml, /fullstack-screening) goes to the handler.
 */
export function createPublicPagesApp() {
  const app = express();
  app.disable('x-powered-by');
  // No 'trust proxy': nothing here reads the client's address, protocol or host; the site's
  // origin is configured (SITE_ORIGIN), since a header's value would be cached for every visitor.
  app.use((req, res, next) => {
    publicPageHandler(req, res).catch(next);
  });
  return app;
}
