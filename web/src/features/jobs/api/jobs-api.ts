// The jobs of the public pages. The server embeds what a page needs in its HTML (see
// lib/preloaded-data); after an in-app navigation the page reads Firestore Lite instead.
import {
  activeJobsQuery,
  jobSummary,
  listedJobs,
  type Job,
  type JobSummary,
  type PublicPage,
} from '@careers/domain/jobs';
import { COLLECTIONS, type Serialized } from '@careers/domain/shared';
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

async function fetchListedJobs(): Promise<JobSummary[]> {
  const { describedLiteQuery, getDocs, toJson } = await import('../../../lib/firebase/firestore-lite');
  const snapshot = await getDocs(describedLiteQuery(activeJobsQuery()));
  const jobs = snapshot.docs.map((d) => ({ ...(toJson(d.data()) as Omit<PublicJob, 'id'>), id: d.id }));
  return listedJobs(jobs).map(jobSummary);
}

/** Whether a read was refused by the rules: a draft posting, which only admins read. */
const isPermissionDenied = (error: unknown) => (error as { code?: unknown } | null)?.code === 'permission-denied';

async function fetchJob(slug: string): Promise<PublicJob | null> {
  const { doc, getDoc, getLiteDb, toJson } = await import('../../../lib/firebase/firestore-lite');
  try {
    const snapshot = await getDoc(doc(getLiteDb(), COLLECTIONS.jobs, slug));
    return snapshot.exists() ? { ...(toJson(snapshot.data()) as Omit<PublicJob, 'id'>), id: snapshot.id } : null;
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
