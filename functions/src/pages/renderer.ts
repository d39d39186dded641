// The web app's shell and server renderer, as the functions build ships them beside the page
// function (functions/scripts/build.mjs), and how a rendered page is sent.
import type { RenderPage } from '@careers/domain/jobs';
import type { RenderApplyPage } from '@careers/domain/recruiting';
import type { RenderScreeningPage } from '@careers/domain/screening';
import type { Request, Response } from 'express';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** Where the functions build put the web app's shell and server renderer. */
const WEB_DIR = new URL('./web/', import.meta.url);

/** What the renderer module exports, with the shell it fills. */
export interface Renderer {
  renderPage: RenderPage;
  renderApplyPage: RenderApplyPage;
  renderScreeningPage: RenderScreeningPage;
  /** The built SPA shell (web/dist/app.html): also the plain app, which renders in the browser. */
  template: string;
}

let renderer: Promise<Renderer> | undefined;

/** The renderer, loaded on the first page asked for. */
export function loadRenderer(): Promise<Renderer> {
  renderer ??= (async () => {
    const module = (await import(new URL('render.js', WEB_DIR).href)) as Omit<Renderer, 'template'>;
    return { ...module, template: readFileSync(new URL('app.html', WEB_DIR), 'utf8') };
  })();
  return renderer;
}

/**
 * Sends the page gzipped when the client accepts it: a rendered page is ~40 KB of markup and
 * styles, ~7 KB compressed, and the first paint waits for it.
 */
export function sendHtml(req: Request, res: Response, html: string): void {
  res.type('html').vary('Accept-Encoding');
  if (!req.acceptsEncodings('gzip')) {
    res.send(html);
    return;
  }
  res.set('Content-Encoding', 'gzip').send(gzipSync(html));
}
