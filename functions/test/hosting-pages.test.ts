// What search engines and link previews read: the raw HTML hosting serves (its rewrites send / and
// /jobs/* to the publicPage function, and serve robots.txt and the app shell), before any script.
// Through the hosting emulator, with no browser: what a crawler fetches. The publicPage function
// on its own (status codes, caching, compression, the edge controls): public-pages.test.ts.
import { JOB_POSTINGS, JOB_SLUGS } from '@careers/domain/jobs';
import { makeJob, makeSpecJob } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { JOB_PAGE_TEXT } from '../../web/src/features/jobs/content';
import { writeJob } from '../../tests/support/writers';

/** The hosting emulator: the site as a visitor reaches it. */
const SITE = 'http://127.0.0.1:5000';
const page = (path: string, init: RequestInit = {}) => fetch(`${SITE}${path}`, init);

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace('+', '\\+')}" content="([^"]*)"`).exec(html)?.[1];

describe('the pages hosting serves', () => {
  it('a job page carries its title, description, Open Graph tags and a JobPosting', async () => {
    const slug = JOB_SLUGS.marketingAnalyst;
    const job = makeSpecJob(slug);
    await writeJob(job);

    const response = await page(`/jobs/${slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    const html = await response.text();

    expect(html).toMatch(
      /<title>Marketing Analyst \(Recruiting\) \(Contract Role, Remote\) \| ApplyPilot Careers<\/title>/,
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'name', 'description')).toMatch(/^Run LinkedIn outreach campaigns/);
    expect(meta(html, 'property', 'og:title')).toContain(job.title);
    expect(meta(html, 'property', 'og:type')).toBe('article');
    expect(meta(html, 'property', 'og:url')).toBe(`http://127.0.0.1:5000/jobs/${slug}`);
    // The visible content is in the HTML too (server-rendered), not only after scripts run.
    expect(html).toContain(JOB_POSTINGS[slug].responsibilities[0]);

    const blocks = jsonLdBlocks(html);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: job.title,
      datePosted: job.postedAt.toISOString(),
      validThrough: job.validThrough.toISOString(),
      employmentType: 'CONTRACTOR',
      hiringOrganization: { '@type': 'Organization', name: 'ApplyPilot' },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'Philippines' },
        { '@type': 'Country', name: 'India' },
        { '@type': 'Country', name: 'Indonesia' },
      ],
    });
    expect(blocks[0]!.description).toContain(JOB_POSTINGS[slug].description.slice(0, 40));
  });

  it('the internship is marked INTERN', async () => {
    await writeJob(makeSpecJob(JOB_SLUGS.fullstackEngineer));
    const html = await (await page(`/jobs/${JOB_SLUGS.fullstackEngineer}`)).text();
    expect(jsonLdBlocks(html)[0]).toMatchObject({ '@type': 'JobPosting', employmentType: 'INTERN' });
  });

  it('posting text cannot break out of the markup', async () => {
    const evil = '</script><script>alert("x")</script><!--';
    const job = makeJob({ title: `Engineer ${evil}`, description: `"><img src=x onerror=alert(1)> ${evil}` });
    await writeJob(job);
    const html = await (await page(`/jobs/${job.id}`)).text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(jsonLdBlocks(html)[0]!.title).toBe(job.title);
  });

  it('an unknown job answers 404 without a JobPosting', async () => {
    const response = await page('/jobs/no-such-position-at-all');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(JOB_PAGE_TEXT.notFoundTitle);
    expect(jsonLdBlocks(html)).toEqual([]);
    expect(meta(html, 'name', 'robots')).toBe('noindex');
  });

  it('the application page under a job is the app shell, not a rendered page', async () => {
    const response = await page(`/jobs/${JOB_SLUGS.marketingAnalyst}/apply`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(jsonLdBlocks(html)).toEqual([]);
  });

  // Through hosting, with a header an attacker can send (the hosting emulator passes a client's
  // X-Forwarded-Host on as sent): the pages are cached for every visitor, so nothing of the request
  // may reach their canonical URL, og:url or JobPosting url. functions/test/public-pages.test.ts
  // calls the function directly; docs/security.md has the check to run on the deployed site.
  it('a forged X-Forwarded-Host changes no URL of a page', async () => {
    const job = makeJob();
    await writeJob(job);
    const html = await (
      await page(`/jobs/${job.id}`, {
        headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
      })
    ).text();
    const expected = `http://127.0.0.1:5000/jobs/${job.id}`;
    expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(expected);
    expect(meta(html, 'property', 'og:url')).toBe(expected);
    expect(jsonLdBlocks(html)[0]!.url).toBe(expected);
    expect(html).not.toContain('evil.example');
  });

  it('a job slug the site cannot have answers 404 as well', async () => {
    const response = await page('/jobs/Not%20A%20Slug');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(JOB_PAGE_TEXT.notFoundTitle);
  });

  it('robots.txt names the sitemap, which lists the open postings', async () => {
    const robots = await page('/robots.txt');
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('Sitemap: http://127.0.0.1:5000/sitemap.xml');
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain('<loc>http://127.0.0.1:5000/jobs/marketing-analyst-recruiting</loc>');
  });

  it('serves the security headers on pages and assets, and pages with no inline script', async () => {
    const response = await page('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'( https:\/\/apis\.google\.com)?;/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');

    // Assets carry them too (hosting's header rule covers every path).
    const asset = (await response.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeDefined();
    const assetHeaders = (await page(asset!)).headers;
    expect(assetHeaders.get('content-security-policy')).toBe(csp);
    expect(assetHeaders.get('strict-transport-security')).toBe(response.headers.get('strict-transport-security'));
    expect(assetHeaders.get('x-content-type-options')).toBe('nosniff');

    // The served pages carry no inline script: only external scripts, JSON data blocks and the
    // inert module scripts that public/boot.js starts after the first paint.
    for (const path of ['/', '/jobs/marketing-analyst-recruiting', '/signin']) {
      const html = await (await page(path)).text();
      expect(html, path).not.toMatch(
        /<script(?![^>]*\b(?:src=|type="(?:application\/(?:ld\+)?json|module-after-paint)"))[^>]*>/,
      );
    }
  });
});
