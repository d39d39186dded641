import { describe, expect, it } from 'vitest';
import { JOB_SLUGS } from '@careers/domain/jobs';
import { serialize } from '@careers/domain/shared';
import { makeJob, makeSpecJob } from '@careers/domain/testing';
import { escapeHtml, headTags, jobPostingJsonLd, jsonForScript, metaDescription, publicPageHead } from './head';

const origin = 'https://careers.example';

describe('jobPostingJsonLd', () => {
  const job = serialize(makeSpecJob(JOB_SLUGS.marketingAnalyst));

  it('carries what search engines need for a remote posting', () => {
    const ld = jobPostingJsonLd(job, origin);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Marketing Analyst (Recruiting)',
      datePosted: job.postedAt,
      validThrough: job.validThrough,
      employmentType: 'CONTRACTOR',
      hiringOrganization: { '@type': 'Organization', name: 'ApplyPilot' },
      jobLocationType: 'TELECOMMUTE',
      url: `${origin}/jobs/marketing-analyst-recruiting`,
    });
    expect(ld.applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'Philippines' },
      { '@type': 'Country', name: 'India' },
      { '@type': 'Country', name: 'Indonesia' },
    ]);
    expect(ld.description).toContain('<li>');
  });

  it('an internship is INTERN', () => {
    expect(jobPostingJsonLd(serialize(makeSpecJob(JOB_SLUGS.fullstackEngineer)), origin).employmentType).toBe('INTERN');
  });

  it('a closed posting is valid through now at the latest', () => {
    const now = new Date('2030-01-01T00:00:00.000Z');
    const closed = { ...job, isActive: false, validThrough: '2031-01-01T00:00:00.000Z' };
    expect(jobPostingJsonLd(closed, origin, now).validThrough).toBe(now.toISOString());
  });

  it('escapes the HTML of its description', () => {
    const ld = jobPostingJsonLd({ ...job, description: '<b>bold</b> & co' }, origin);
    expect(ld.description).toContain('<p>&lt;b&gt;bold&lt;/b&gt; &amp; co</p>');
  });
});

describe('head tags', () => {
  it('a job page has its title, description, Open Graph tags and one JSON-LD block', () => {
    const job = serialize(makeSpecJob(JOB_SLUGS.fullstackEngineer));
    const html = headTags(publicPageHead({ kind: 'job', slug: job.id, job }, origin));
    expect(html).toContain('<title>Full-Stack Engineer Intern (Internship, Remote) | ApplyPilot Careers</title>');
    expect(html).toMatch(/<meta name="description" content="A remote internship for 3rd-year undergraduates/);
    expect(html).toContain('<meta property="og:title" content="Full-Stack Engineer Intern');
    expect(html).toContain(`<meta property="og:url" content="${origin}/jobs/fullstack-engineer" />`);
    expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual(jobPostingJsonLd(job, origin, new Date(JSON.parse(json).validThrough)));
  });

  it('no field can close the script element or inject markup', () => {
    const evil = '</script><script>alert(1)</script><!--';
    const job = serialize(makeJob({ title: evil, description: `"${evil}` }));
    const html = headTags(publicPageHead({ kind: 'job', slug: job.id, job }, origin));
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(JSON.parse(json).title).toBe(evil);
  });

  it('an unknown job is not indexed and has no JobPosting', () => {
    const html = headTags(publicPageHead({ kind: 'job', slug: 'nope', job: null }, origin));
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<title>Job Not Found | ApplyPilot</title>');
    expect(html).not.toContain('ld+json');
  });
});

describe('text helpers', () => {
  it('escapeHtml escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('jsonForScript round-trips and contains no < > &', () => {
    const value = { text: '</script> & <!-- \u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('metaDescription keeps short text and cuts long text at a word', () => {
    expect(metaDescription('Short  text.')).toBe('Short text.');
    const long = metaDescription('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });
});
