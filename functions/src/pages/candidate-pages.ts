// GET /jobs/{slug}/apply and /fullstack-screening through hosting rewrites: a signed-in
// candidate's first screen of an application rendered on the server (the apply flow's first step;
// the screening form with their draft), so its first control is in the HTML and the app attaches
// after the first paint (docs/performance.md). The visitor is known by the session cookie
// (domain/src/shared/session-cookie.ts), verified with revocation (a disabled or erased account
// included). Whatever it cannot render (no cookie, a forged, expired or revoked one, an
// application already made, a closed or unknown posting, another screening posting's `?job=`, any
// query string, a failed read) gets the plain app, which renders in the browser as it always has.
// Every answer is the visitor's own: never cached by the CDN or kept by the browser.
import type { candidatePageRoute } from '@careers/domain/jobs';
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { verifiedSession } from '../http/session';
import { sessionTokenOf } from '../http/session-cookie';
import { loadApplyPage, loadScreeningPage } from '../queries/candidate-pages';
import { loadRenderer, sendHtml, type Renderer } from './renderer';

/** The visitor's own page: the CDN keeps no copy, the browser none either. */
const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** A candidate screen the page function renders. */
type CandidatePage = NonNullable<ReturnType<typeof candidatePageRoute>>;

/** The verified claims of the request's session cookie, or null (none, or one that does not verify). */
async function sessionOf(req: Request) {
  const cookie = sessionTokenOf(req.get('cookie'));
  return cookie ? verifiedSession(cookie) : null;
}

/** The page's HTML for the verified user, or null when the browser renders it. */
async function rendered(page: CandidatePage, session: DecodedIdToken, renderer: Renderer): Promise<string | null> {
  if (page.kind === 'apply') {
    const data = await loadApplyPage(session, page.slug);
    return data && renderer.renderApplyPage({ template: renderer.template, page: data });
  }
  const data = await loadScreeningPage(session);
  // Where a sent application stands is followed live in the browser.
  return data.check.exists ? null : renderer.renderScreeningPage({ template: renderer.template, page: data });
}

export async function candidatePageHandler(req: Request, res: Response, page: CandidatePage): Promise<void> {
  const renderer = await loadRenderer();
  res.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  const plainApp = () => sendHtml(req, res, renderer.template);
  // A query string (the screening form's `?job=`, names another posting) is the browser's to read.
  if (req.originalUrl !== req.path) return plainApp();
  const session = await sessionOf(req);
  if (!session) return plainApp();
  try {
    const html = await rendered(page, session, renderer);
    sendHtml(req, res, html ?? renderer.template);
  } catch (error) {
    logger.error('Candidate page rendering failed', { path: req.path, error });
    plainApp();
  }
}
