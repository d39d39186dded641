// The Positions screen's calls: the postings with their state and counts, create and edit
// (opening and closing are edits of isActive).
import {
  jobTitlesQuery,
  JOBS_API,
  type JobTitlesDocument,
  type AdminJobResponse,
  type AdminJobsResponse,
  type ApplicationFlow,
  type JobChanges,
} from '@careers/domain/jobs';
import { fillPath, withQuery } from '@careers/domain/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../../../lib/api';
import { useLiveDescribed } from '../../../lib/firebase/live';

/** What a create or an edit sends: the API's JSON, dates as ISO strings. */
export type JobBody = Record<string, unknown>;

/** The postings, newest first, a page (GET /api/admin/jobs) at a time: `fetchNextPage` reads the next. */
export function useAdminJobs() {
  return useInfiniteQuery({
    queryKey: ['admin', 'positions'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => apiRequest<AdminJobsResponse>(withQuery(JOBS_API.adminJobs, { after: pageParam })),
    getNextPageParam: (page) => page.next_cursor,
  });
}

/** POST /api/admin/jobs. */
export function useCreateJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JobBody) => apiRequest<AdminJobResponse>(JOBS_API.adminJobs, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'positions'] }),
  });
}

/** PATCH /api/admin/jobs/{slug}: any of the fields, isActive to open or close. */
export function useUpdateJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, changes }: { slug: string; changes: JobBody | Pick<JobChanges, 'isActive'> }) =>
      apiRequest<AdminJobResponse>(fillPath(JOBS_API.adminJob, { slug }), { method: 'PATCH', body: changes }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'positions'] }),
  });
}

/**
 * The postings' titles, for the screens that name an application's posting and filter by it: the
 * title index (jobTitles, one document: one read, then followed live once the screen's first rows
 * have shown); a posting not in it is named by its slug.
 */
export function useJobTitles() {
  const index = useLiveDescribed<JobTitlesDocument>(
    useMemo(() => [jobTitlesQuery()], []),
    0,
    { readFirst: true },
  );
  const jobs = index.status === 'success' ? index.data[0]?.jobs : undefined;
  return useMemo(() => {
    const titles = jobs ?? {};
    return {
      titleOf: (slug: string) => titles[slug]?.title ?? slug,
      /** The postings of one flow, by title (each screen's posting filter). */
      choicesOf: (flow: ApplicationFlow) =>
        Object.entries(titles)
          .filter(([, job]) => job.flow === flow)
          .map(([slug, job]) => ({ value: slug, label: job.title }))
          .sort((a, b) => a.label.localeCompare(b.label)),
    };
  }, [jobs]);
}
