// The publicPage function on the functions emulator (hosting's rewrites send / and /jobs/* to
// it): status codes, caching, compression and bad requests, and the two edge controls: it never
// redirects off the site, and its canonical URLs come from SITE_ORIGIN, never from a header. The
// page content and markup are checked through hosting by hosting-pages.test.ts.
import { makeJob } from '@careers/domain/testing';
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { writeJob } from '../../tests/support/writers';

const PAGES = 'http://127.0.0.1:5001/demo-careers/us-central1/publicPage';
/** SITE_ORIGIN in functions/.env.demo-careers: the hosting emulator's address. */
const SITE_ORIGIN = 'http://127.0.0.1:5000';

/**
 * GET `path` under the function's own URL exactly as written: fetch() would rewrite a '\\' to '/'
 * and resolve dot segments, an attacker's raw request line does neither.
 */
function rawGet(path: string, headers: Record<string, string> = {}) {
  const base = new URL(PAGES);
  return new Promise<{ status: number; location: string | undefined; cacheControl: string | undefined }>(
    (resolve, reject) => {
      httpRequest({ host: base.hostname, port: base.port, path: `${base.pathname}${path}`, headers }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            cacheControl: res.headers['cache-control'],
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const ogUrl = (html: string) => /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1];
const jsonLdUrl = (html: string) => {
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return block ? (JSON.parse(block) as { url?: string }).url : undefined;
};

describe('publicPage', () => {
  it('renders a job page with its title, cacheable by the CDN', async () => {
    const job = makeJob();
    await writeJob(job);
    const response = await fetch(`${PAGES}/jobs/${job.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    const html = await response.text();
    expect(html).toContain(`<title>${job.title} (Contract Role, Remote) | ApplyPilot Careers</title>`);
    expect(html).toContain('"@type":"JobPosting"');
  });

  it('answers 404 for an unknown job, with a shorter cache', async () => {
    const response = await fetch(`${PAGES}/jobs/no-such-job-${Date.now()}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    expect(await response.text()).toContain('Job Not Found');
  });

  it('lists active jobs on the home page and leaves inactive ones out', async () => {
    const active = makeJob();
    const inactive = makeJob({ isActive: false });
    await Promise.all([writeJob(active), writeJob(inactive)]);
    const html = await (await fetch(`${PAGES}/`)).text();
    expect(html).toContain(active.title);
    expect(html).not.toContain(inactive.title);
  });

  it('sends the page gzipped when the client accepts it', async () => {
    const { request } = await import('node:http');
    const body = await new Promise<{ encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
      request(`${PAGES}/`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
    expect(body.encoding).toBe('gzip');
    expect(gunzipSync(body.bytes).toString()).toContain('id="preloaded-data"');
  });

  it('sends a page asked with a query string to its own address, without rendering it', async () => {
    for (const [asked, page] of [
      ['/?r=1', '/'],
      ['/?r=2&utm_source=x', '/'],
      ['/jobs/marketing-analyst-recruiting?r=3', '/jobs/marketing-analyst-recruiting'],
    ]) {
      const response = await fetch(`${PAGES}${asked}`, { redirect: 'manual' });
      expect(response.status, asked).toBe(301);
      expect(response.headers.get('location')).toBe(page);
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=86400');
      expect(await response.text()).toBe('');
    }
  });

  it('sends a job page asked with a trailing slash and a query string to its one address', async () => {
    const response = await rawGet('/jobs/marketing-analyst-recruiting/?r=4');
    expect(response.status).toBe(301);
    expect(response.location).toBe('/jobs/marketing-analyst-recruiting');
  });

  it('never redirects off the site: a path that names another host is not a page (404, no Location)', async () => {
    // '//host' and '/\\host' are what a browser reads as another site in a Location header.
    for (const asked of [
      '//evil.example/?x',
      '//evil.example/jobs/x?x',
      '/\\evil.example/?x',
      '/%2F%2Fevil.example/?x',
    ]) {
      const response = await rawGet(asked);
      expect(response.status, asked).toBe(404);
      expect(response.location, asked).toBeUndefined();
      expect(response.cacheControl, asked).toBe('public, max-age=60, s-maxage=60');
    }
  });

  it("takes its canonical URL, og:url and JobPosting url from SITE_ORIGIN, never from the request's headers", async () => {
    const job = makeJob();
    await writeJob(job);
    const expected = `${SITE_ORIGIN}/jobs/${job.id}`;
    for (const headers of [
      {},
      { 'X-Forwarded-Host': 'evil.example' },
      { 'X-Forwarded-Host': 'evil.example, 127.0.0.1:5000', 'X-Forwarded-Proto': 'https' },
      { Host: 'evil.example' },
    ]) {
      const html = await new Promise<string>((resolve, reject) => {
        const base = new URL(PAGES);
        httpRequest(
          { host: base.hostname, port: base.port, path: `${base.pathname}/jobs/${job.id}`, headers },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve(Buffer.concat(chunks).toString()));
          },
        )
          .on('error', reject)
          .end();
      });
      const label = JSON.stringify(headers);
      expect(canonical(html), label).toBe(expected);
      expect(ogUrl(html), label).toBe(expected);
      expect(jsonLdUrl(html), label).toBe(expected);
      expect(html, label).not.toContain('evil.example');
    }
    const home = await (await fetch(`${PAGES}/`, { headers: { 'X-Forwarded-Host': 'evil.example' } })).text();
    expect(canonical(home)).toBe(`${SITE_ORIGIN}/`);
  });

  it('refuses other methods with an error body', async () => {
    const response = await fetch(`${PAGES}/`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toEqual({ error: 'Method not allowed' });
  });
});
