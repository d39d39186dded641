import { describe, expect, it } from 'vitest';
import { createJobSchema, postingApplications, slugCandidates, slugFromTitle, updateJobSchema } from './admin';
import { jobState, listedJobs } from './jobs';
import { robotsTxt, sitemapXml } from './public-pages';
import { validateStrict } from '../http/validation';

describe('slugFromTitle', () => {
  it.each([
    ['Marketing Analyst (Recruiting)', 'marketing-analyst-recruiting'],
    ['  Señor  Développeur — Full-Stack!! ', 'senor-developpeur-full-stack'],
    ['<script>alert(1)</script>', 'script-alert-1-script'],
    ['日本語', 'position'],
  ])('%j → %s', (title, slug) => expect(slugFromTitle(title)).toBe(slug));

  it('cuts a long title at a word, within 80 characters', () => {
    const slug = slugFromTitle(`${'word '.repeat(30)}end`);
    expect(slug).toBe(Array.from({ length: 16 }, () => 'word').join('-'));
  });

  it('tries the title, then -2 up to -50', () => {
    const candidates = slugCandidates('Role');
    expect(candidates.slice(0, 3)).toEqual(['role', 'role-2', 'role-3']);
    expect(candidates.at(-1)).toBe('role-50');
    expect(candidates).toHaveLength(50);
  });
});

describe('jobState', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const ahead = new Date('2026-07-01T00:00:00Z');
  const past = new Date('2026-06-01T11:59:59Z');
  it.each([
    [{ isActive: true, validThrough: ahead }, 'open'],
    [{ isActive: false, validThrough: ahead }, 'closed'],
    [{ isActive: true, validThrough: past }, 'expired'],
    [{ isActive: false, validThrough: past }, 'expired'],
    [{ isActive: false, published: false, validThrough: ahead }, 'draft'],
    [{ isActive: true, published: true, validThrough: ahead.toISOString() }, 'open'],
  ] as const)('%j is %s', (job, state) => expect(jobState(job, now)).toBe(state));

  it('leaves expired postings off the listing even while active', () => {
    const jobs = [
      { title: 'A', isActive: true, validThrough: past, postedAt: past },
      { title: 'B', isActive: true, validThrough: ahead, postedAt: past },
    ];
    expect(listedJobs(jobs, now).map((job) => job.title)).toEqual(['B']);
  });
});

describe('the posting schemas', () => {
  it('an edit needs a field', async () => {
    await expect(validateStrict(updateJobSchema, {})).rejects.toThrow('Nothing to change');
    await expect(validateStrict(updateJobSchema, { isActive: false })).resolves.toEqual(
      expect.objectContaining({ isActive: false }),
    );
  });

  it('a create leaves isActive unset unless sent (a draft)', async () => {
    const body = {
      title: 'Role',
      type: 'Internship',
      description: 'About the role.',
      responsibilities: ['One'],
      growthOpportunity: ['Two'],
      whyYoullLoveIt: [{ title: 'Three', description: 'Four' }],
      applicantCountries: ['PH'],
      validThrough: new Date(Date.now() + 86_400_000).toISOString(),
      flow: 'screening',
    };
    expect((await validateStrict(createJobSchema, body)).isActive).toBeUndefined();
    await expect(validateStrict(createJobSchema, { ...body, applicantCountries: ['OTHER'] })).rejects.toThrow(
      'Applicant countries must be ISO 3166-1 alpha-2 country codes',
    );
  });
});

describe('sitemapXml and robotsTxt', () => {
  it('writes each address with its lastmod, escaped', () => {
    const xml = sitemapXml('https://careers.example', [
      { path: '/', lastmod: new Date('2026-01-02T03:04:05Z') },
      { path: '/jobs/a&b', lastmod: new Date('2026-02-03T00:00:00Z') },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url>',
        '    <loc>https://careers.example/</loc>',
        '    <lastmod>2026-01-02T03:04:05.000Z</lastmod>',
        '  </url>',
        '  <url>',
        '    <loc>https://careers.example/jobs/a&amp;b</loc>',
        '    <lastmod>2026-02-03T00:00:00.000Z</lastmod>',
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('robots.txt names the sitemap by its full address', () => {
    expect(robotsTxt('https://careers.example')).toContain('Sitemap: https://careers.example/sitemap.xml\n');
  });
});

describe('postingApplications', () => {
  it('sums a posting’s statuses over both flows’ tallies, nothing of another posting or of the days', () => {
    const recruiting = {
      'status.hired': 9,
      'status@campaign-2.pending': 2,
      'status@campaign-2.hired': 1,
      'day@campaign-2.2026-11-20': 3,
      'status@campaign-20.pending': 5,
    };
    const screening = { 'status@campaign-2.shortlisted': 4, 'score@campaign-2.count': 4 };
    expect(postingApplications([recruiting, screening], 'campaign-2')).toBe(7);
    expect(postingApplications([recruiting, screening], 'campaign-20')).toBe(5);
    expect(postingApplications([recruiting, screening], 'nobody')).toBe(0);
    expect(postingApplications([], 'campaign-2')).toBe(0);
  });
});
