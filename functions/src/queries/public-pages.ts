// The public pages' data (GET / and /jobs/{slug}): the listed jobs, or one job by its slug; and
// the sitemap's addresses (the home page and every open posting).
import {
  isJobOpen,
  isValidJobSlug,
  jobSummary,
  listedJobs,
  type Job,
  type PublicPage,
  type publicPageRoute,
  type SitemapEntry,
} from '@careers/domain/jobs';
import { jobPath, serialize } from '@careers/domain/shared';
import { readActiveJobs, readJob } from '../stores/jobs';

/**
 * The data of a public page at `now`: the open postings on the home page (a posting past its
 * validThrough is off it before the daily close closes it); an unknown (or malformed) job slug,
 * or a draft, reads as `job: null`.
 */
export async function loadPublicPage(
  route: NonNullable<ReturnType<typeof publicPageRoute>>,
  now = new Date(),
): Promise<PublicPage> {
  if (route.kind === 'home') return { kind: 'home', jobs: listedJobs(await readActiveJobs(), now).map(jobSummary) };
  if (!isValidJobSlug(route.slug)) return { kind: 'job', slug: route.slug, job: null };
  const job = await readJob(route.slug);
  return { kind: 'job', slug: route.slug, job: job && job.published !== false ? serialize(job) : null };
}

const lastChange = (job: Job) => job.updatedAt ?? job.postedAt;

/** The sitemap's addresses at `now`: the home page (changed with its newest posting) and every open posting. */
export async function loadSitemap(now = new Date()): Promise<SitemapEntry[]> {
  const open = (await readActiveJobs()).filter((job) => isJobOpen(job, now));
  const newest = open.reduce<Date | null>((at, job) => (!at || lastChange(job) > at ? lastChange(job) : at), null);
  return [
    { path: '/', lastmod: newest ?? now },
    ...open.map((job) => ({ path: jobPath(job.id), lastmod: lastChange(job) })),
  ];
}
