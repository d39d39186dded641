// The Positions screen's calls: the postings with their state and counts, create and edit
// (opening and closing are edits of isActive).
import { JOBS_API, type AdminJobResponse, type AdminJobsResponse, type JobChanges } from '@careers/domain/jobs';
import { fillPath } from '@careers/domain/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** What a create or an edit sends: the API's JSON, dates as ISO strings. */
export type PositionBody = Record<string, unknown>;

/** Every posting, newest first (GET /api/admin/jobs). */
export function usePositions() {
  return useQuery({
    queryKey: ['admin', 'positions'],
    queryFn: () => apiRequest<AdminJobsResponse>(JOBS_API.adminJobs),
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
