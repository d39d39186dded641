// The jobs of the public pages. The server embeds what a page needs in its HTML (see
// lib/preloaded-data); after an in-app navigation the page reads them once through Firestore's
// REST API (lib/firebase/firestore-rest, loaded on demand), as the visitor: no Firebase SDK.
import {
  activeJobsQuery,
  jobSummary,
  listedJobs,
  type Job,
  type JobSummary,
  type PublicPage,
} from '@careers/domain/jobs';
import { COLLECTIONS, serialize, type Serialized } from '@careers/domain/shared';
import { useEffect, useState } from 'react';
import type { Live } from '../../../lib/firebase/live';
import { usePreloaded, type PreloadedData } from '../../../lib/preloaded-data';

/** A job as the pages use it: dates as ISO strings, as JSON carries them. */
export type PublicJob = Serialized<Job>;

const KEYS = {
  listed: 'jobs:listed',
  job: (slug: string) => `jobs:${slug}`,
};

/** What the server embeds for a page it renders (the same values the hooks below return). */
export function preloadedDataFor(page: PublicPage): PreloadedData {
  return page.kind === 'home' ? { [KEYS.listed]: page.jobs } : { [KEYS.job(page.slug)]: page.job };
}

/** The REST reads, loaded when a page first reads (a server-rendered page never does). */
const rest = () => import('../../../lib/firebase/firestore-rest');

/** A job as JSON carries it (as the server embeds it): its dates as ISO strings. */
const asPublicJob = (job: Job & { id: string }) => serialize(job) as PublicJob;

async function fetchListedJobs(): Promise<JobSummary[]> {
  const { readDescribed } = await rest();
  const jobs = await readDescribed<Job>([activeJobsQuery()], 'visitor');
  return listedJobs(jobs.map(asPublicJob)).map(jobSummary);
}

/** Whether a read was refused by the rules: a draft posting, which only admins read. */
const isPermissionDenied = (error: unknown) => (error as { code?: unknown } | null)?.code === 'permission-denied';

async function fetchJob(slug: string): Promise<PublicJob | null> {
  const { readDocument } = await rest();
  try {
    const job = await readDocument<Job>(`${COLLECTIONS.jobs}/${slug}`, 'visitor');
    return job ? asPublicJob(job) : null;
  } catch (error) {
    // A draft is no posting to anyone but an admin: 'Job Not Found', as the server renders it.
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/** Preloaded value when the server embedded one, else fetched once per key. */
function usePreloadedOrFetched<T>(key: string, fetcher: () => Promise<T>): Live<T> {
  const preloaded = usePreloaded<T>(key);
  const [fetched, setFetched] = useState<{ key: string; result: Live<T> } | null>(null);

  useEffect(() => {
    if (preloaded.found) return;
    let cancelled = false;
    fetcher()
      .then((data) => !cancelled && setFetched({ key, result: { status: 'success', data } }))
      .catch((error: unknown) => {
        console.warn(`Loading ${key} failed`, error);
        const failure = error instanceof Error ? error : new Error(String(error));
        if (!cancelled) setFetched({ key, result: { status: 'error', error: failure } });
      });
    return () => {
      cancelled = true;
    };
    // The fetcher is derived from the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, preloaded.found]);

  if (preloaded.found) return { status: 'success', data: preloaded.value };
  return fetched?.key === key ? fetched.result : { status: 'loading' };
}

/** The jobs the home page lists: active ones, newest first. */
export function useListedJobs(): Live<JobSummary[]> {
  return usePreloadedOrFetched(KEYS.listed, fetchListedJobs);
}

/** One job by slug; `null` when there is none (active or not: an inactive job still has its page). */
export function useJob(slug: string): Live<PublicJob | null> {
  return usePreloadedOrFetched(KEYS.job(slug), () => fetchJob(slug));
}
