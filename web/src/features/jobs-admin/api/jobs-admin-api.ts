// The Positions screen's reads and calls: the postings as a live admin table, how many have applied
// to each (the tallies), every posting for the CSV, create and edit (opening and closing are edits
// of isActive).
import {
  JOBS_API,
  JOBS_TABLE,
  postingApplications,
  type AdminJobResponse,
  type AdminJobsResponse,
  type AdminJobView,
  type Job,
  type JobChanges,
  type JobSort,
} from '@careers/domain/jobs';
import { fillPath, withQuery } from '@careers/domain/shared';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../../../lib/api';
import { useLiveTally } from '../../../lib/firebase/live';
import { useLiveTable, type TableView } from '../../admin-kit';
import type { JobBody } from '../job-values';

/** What the Positions table shows: a sort and a page size (no status filter, no search). */
export type JobsView = TableView<JobSort>;

/** The postings, live, a page at a time (the admin kit's table of JOBS_TABLE). */
export function useJobsTable(view: JobsView) {
  return useLiveTable<Job, JobSort>(JOBS_TABLE, view, 0);
}

/**
 * How many have applied to each posting, both flows, live: the dashboards' tallies (their few
 * shards, whatever the number of postings). Zero until they are read.
 */
export function useApplicationCounts(): (slug: string) => number {
  const recruiting = useLiveTally('recruiting', 0, { readFirst: true });
  const screening = useLiveTally('screening', 0, { readFirst: true });
  return useMemo(() => {
    const tallies = [recruiting, screening].flatMap((tally) => (tally.status === 'success' ? [tally.data] : []));
    return (slug: string) => postingApplications(tallies, slug);
  }, [recruiting, screening]);
}

/** Every posting with its state, flow and count (GET /api/admin/jobs, page after page): the CSV's rows. */
export async function allJobs(): Promise<AdminJobView[]> {
  const all: AdminJobView[] = [];
  let cursor: string | null = null;
  do {
    const page: AdminJobsResponse = await apiRequest<AdminJobsResponse>(
      withQuery(JOBS_API.adminJobs, { after: cursor }),
    );
    all.push(...page.jobs);
    cursor = page.next_cursor;
  } while (cursor);
  return all;
}

/** POST /api/admin/jobs: answers the posting made (the live table shows it on its own). */
export function useCreateJob() {
  return useMutation({
    mutationFn: (body: JobBody) => apiRequest<AdminJobResponse>(JOBS_API.adminJobs, { method: 'POST', body }),
  });
}

/** PATCH /api/admin/jobs/{slug}: any of the fields, isActive to open or close. */
export function useUpdateJob() {
  return useMutation({
    mutationFn: ({ slug, changes }: { slug: string; changes: JobBody | Pick<JobChanges, 'isActive'> }) =>
      apiRequest<AdminJobResponse>(fillPath(JOBS_API.adminJob, { slug }), { method: 'PATCH', body: changes }),
  });
}
