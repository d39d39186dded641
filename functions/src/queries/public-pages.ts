// The public pages' data (GET / and /jobs/{slug}): the listed jobs, or one job by its slug.
import { isValidJobSlug, jobSummary, listedJobs, type PublicPage, type publicPageRoute } from '@careers/domain/jobs';
import { serialize } from '@careers/domain/shared';
import { readActiveJobs, readJob } from '../stores/jobs';

/** The data of a public page; an unknown (or malformed) job slug reads as `job: null`. */
export async function loadPublicPage(route: NonNullable<ReturnType<typeof publicPageRoute>>): Promise<PublicPage> {
  if (route.kind === 'home') return { kind: 'home', jobs: listedJobs(await readActiveJobs()).map(jobSummary) };
  if (!isValidJobSlug(route.slug)) return { kind: 'job', slug: route.slug, job: null };
  const job = await readJob(route.slug);
  return { kind: 'job', slug: route.slug, job: job ? serialize(job) : null };
}
