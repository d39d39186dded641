// GET /fullstack-screening through a hosting rewrite: for a signed-in candidate with no application
// yet, the form rendered on the server with their draft, so its first field is in the HTML and the
// app attaches after the first paint (docs/performance.md). The visitor is known by the session
// cookie (domain/src/shared/session-cookie.ts), verified with revocation (a disabled or erased
// account included). Whatever it cannot render (no cookie, a
// forged, expired or revoked one, an application already sent, another posting's `?job=`, a failed
// read) gets the plain app, which renders in the browser as it always has. Every answer is the
// visitor's own: never cached by the CDN or kept by the browser.
import { ROUTES, sessionTokenOf } from '@careers/domain/shared';
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { verifiedSession } from '../http/session';
import { loadScreeningPage } from '../queries/screening-page';
import { loadRenderer, sendHtml } from './renderer';

/** The visitor's own page: the CDN keeps no copy, the browser none either. */
const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The verified claims of the request's session cookie, or null (none, or one that does not verify). */
async function sessionOf(req: Request) {
  const cookie = sessionTokenOf(req.get('cookie'));
  return cookie ? verifiedSession(cookie) : null;
}

/** Whether the page function serves `path` with this handler. */
export const isScreeningPagePath = (path: string) => path === ROUTES.screening;

export async function screeningPageHandler(req: Request, res: Response): Promise<void> {
  const { renderScreeningPage, template } = await loadRenderer();
  res.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  const plainApp = () => sendHtml(req, res, template);
  // `?job=` names another posting of the flow, which the browser renders.
  if (req.originalUrl !== ROUTES.screening) return plainApp();
  const session = await sessionOf(req);
  if (!session) return plainApp();
  try {
    const page = await loadScreeningPage(session);
    // Where a sent application stands is followed live in the browser.
    if (page.check.exists) return plainApp();
    sendHtml(req, res, await renderScreeningPage({ template, page }));
  } catch (error) {
    logger.error('Screening page rendering failed', { error });
    plainApp();
  }
}
