// The Positions screen's calls: the postings with their state and counts, create and edit
// (opening and closing are edits of isActive).
import {
  JOBS_API,
  type AdminJobResponse,
  type AdminJobsResponse,
  type ApplicationFlow,
  type JobChanges,
} from '@careers/domain/jobs';
import { fillPath, withQuery } from '@careers/domain/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../../../lib/api';

/** What a create or an edit sends: the API's JSON, dates as ISO strings. */
export type PositionBody = Record<string, unknown>;

/** The postings, newest first, a page (GET /api/admin/jobs) at a time: `fetchNextPage` reads the next. */
export function usePositions() {
  return useInfiniteQuery({
    queryKey: ['admin', 'positions'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => apiRequest<AdminJobsResponse>(withQuery(JOBS_API.adminJobs, { after: pageParam })),
    getNextPageParam: (page) => page.next_cursor,
  });
}

/** POST /api/admin/jobs. */
export function useCreatePosition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PositionBody) => apiRequest<AdminJobResponse>(JOBS_API.adminJobs, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'positions'] }),
  });
}

/** PATCH /api/admin/jobs/{slug}: any of the fields, isActive to open or close. */
export function useUpdatePosition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, changes }: { slug: string; changes: PositionBody | Pick<JobChanges, 'isActive'> }) =>
      apiRequest<AdminJobResponse>(fillPath(JOBS_API.adminJob, { slug }), { method: 'PATCH', body: changes }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'positions'] }),
  });
}

/**
 * The postings' titles, for the tables that name an application's posting and filter by it: the
 * newest page of postings (GET /api/admin/jobs, the first 100); a posting not among them is named
 * by its slug.
 */
export function usePostingTitles() {
  const positions = usePositions();
  const jobs = useMemo(() => positions.data?.pages.flatMap((page) => page.jobs) ?? [], [positions.data]);
  return useMemo(() => {
    const titles = new Map(jobs.map((job) => [job.id, job.title]));
    return {
      titleOf: (slug: string) => titles.get(slug) ?? slug,
      /** The postings of one flow (each screen's posting filter). */
      choicesOf: (flow: ApplicationFlow) =>
        jobs.filter((job) => job.flow === flow).map((job) => ({ value: job.id, label: job.title })),
    };
  }, [jobs]);
}
