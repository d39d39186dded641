// What the server puts in the HTML of the public pages (/ and /jobs/{slug}) besides the
// rendered screen: title, description, Open Graph tags and the schema.org JobPosting block.
// Pure functions: the server renderer and the job page (for the document title) call them.
import { isJobOpen, type Job, type JobType, type PublicPage } from '@careers/domain/jobs';
import { countryByCode } from '@careers/domain/recruiting';
import { COMPANY, escapeHtml, jobPath, type Serialized } from '@careers/domain/shared';
import { JOB_PAGE_TEXT } from './content';

/** The head of a page: what search engines and link previews read. */
interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  ogType: 'website' | 'article';
  /** schema.org data, written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** Ask search engines not to index the page (unknown jobs, closed and expired postings). */
  noindex?: boolean;
}

export const HOME_TITLE = `Careers at ${COMPANY.name} | ${COMPANY.tagline}`;
const HOME_DESCRIPTION = `Join ${COMPANY.name}: open positions in AI-assisted recruiting, marketing and full-stack engineering. Remote roles, apply with your Google account.`;

/** schema.org employmentType of each job type. */
const EMPLOYMENT_TYPES: Record<JobType, 'CONTRACTOR' | 'INTERN'> = {
  'Contract Role': 'CONTRACTOR',
  Internship: 'INTERN',
};

const META_DESCRIPTION_MAX = 160;

/** At most 160 characters, cut at a word boundary with an ellipsis. */
export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= META_DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, META_DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,.;:]+$/, '')}…`;
}

export { escapeHtml };

/**
 * JSON for a <script type="application/..."> block: `<`, `>` and `&` are written as unicode
 * escapes, so no value can close the element (`</script>`) or open a comment; U+2028/2029
 * are escaped as well. JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The full posting as HTML, as JobPosting.description expects it. */
function postingHtml(job: Serialized<Job>): string {
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return [
    `<p>${escapeHtml(job.description)}</p>`,
    `<h3>${escapeHtml(JOB_PAGE_TEXT.whyYoullLoveIt)}</h3>`,
    list(job.whyYoullLoveIt.map((item) => `${item.title}: ${item.description}`)),
    `<h3>${escapeHtml(JOB_PAGE_TEXT.responsibilities)}</h3>`,
    list(job.responsibilities),
    `<h3>${escapeHtml(JOB_PAGE_TEXT.growthOpportunities)}</h3>`,
    list(job.growthOpportunity),
  ].join('');
}

/** A country of applicantLocationRequirements: its name from its ISO code (a posting stored with names keeps them). */
const countryName = (code: string) => countryByCode(code)?.name ?? code;

/**
 * The schema.org JobPosting of a job (remote: jobLocationType TELECOMMUTE with the countries
 * applicants may live in). A closed or expired posting says so with a validThrough no later than
 * `now` (Google's way to expire a job, with the page's noindex).
 */
export function jobPostingJsonLd(job: Serialized<Job>, origin: string, now = new Date()): Record<string, unknown> {
  const validThrough = isJobOpen(job, now)
    ? job.validThrough
    : new Date(Math.min(new Date(job.validThrough).getTime(), now.getTime())).toISOString();
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: postingHtml(job),
    identifier: { '@type': 'PropertyValue', name: job.company, value: job.id },
    url: `${origin}${jobPath(job.id)}`,
    datePosted: job.postedAt,
    validThrough,
    employmentType: EMPLOYMENT_TYPES[job.type],
    hiringOrganization: { '@type': 'Organization', name: job.company, sameAs: COMPANY.websiteUrl },
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: job.applicantCountries.map((code) => ({
      '@type': 'Country',
      name: countryName(code),
    })),
    directApply: true,
  };
}

/** The head of a public page. `origin` is the site's scheme and host, e.g. https://careers.example. */
export function publicPageHead(page: PublicPage, origin: string, now = new Date()): PageHead {
  if (page.kind === 'home') {
    return { title: HOME_TITLE, description: HOME_DESCRIPTION, url: `${origin}/`, ogType: 'website' };
  }
  const url = `${origin}${jobPath(page.slug)}`;
  if (!page.job) {
    return {
      title: `${JOB_PAGE_TEXT.notFoundTitle} | ${COMPANY.name}`,
      description: JOB_PAGE_TEXT.notFoundText,
      url,
      ogType: 'website',
      noindex: true,
    };
  }
  const { job } = page;
  return {
    title: `${job.title} (${job.type}, ${job.location}) | ${job.company} Careers`,
    description: metaDescription(job.description),
    url,
    ogType: 'article',
    jsonLd: jobPostingJsonLd(job, origin, now),
    ...(isJobOpen(job, now) ? {} : { noindex: true }),
  };
}

/** The <head> elements of a page head, escaped. */
export function headTags(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', COMPANY.name),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('name', 'twitter:card', 'summary'),
    head.jsonLd ? `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}
