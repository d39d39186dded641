// The publicPage function on the functions emulator (hosting's rewrites send / and /jobs/* to
// it): status codes, caching, compression and bad requests. The page content and markup are
// checked through hosting by tests/e2e/seo.spec.ts.
import { makeJob } from '@careers/domain/testing';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { writeJob } from '../../tests/support/writers';

const PAGES = 'http://127.0.0.1:5001/demo-careers/us-central1/publicPage';

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

  it('refuses other methods with an error body', async () => {
    const response = await fetch(`${PAGES}/`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toEqual({ error: 'Method not allowed' });
  });
});
