// The admin's job postings (docs/features/jobs-admin.md, the Positions screen): a page of the postings with their state, flow
// and applications count.
import { PAGING_MESSAGES } from '@careers/domain/http';
import { adminJobView, type AdminJobsResponse } from '@careers/domain/jobs';
import { countApplicationsToJob, newestJobs } from '../stores/jobs';
import { invalid, ok, type Outcome } from '../outcome';
import { decodeTimeCursor, nextCursor } from './cursor';

/**
 * GET /api/admin/jobs: a page of the postings, newest first, each with its state, flow and
 * applications count (two count() aggregations a posting), and the next page's cursor.
 */
export async function adminJobs(
  query: { limit: number; after?: string },
  now = new Date(),
): Promise<Outcome<AdminJobsResponse>> {
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  if (after === null) return invalid(PAGING_MESSAGES.invalidAfter);
  const page = await newestJobs(query.limit, after);
  const counts = await Promise.all(page.rows.map((job) => countApplicationsToJob(job.id)));
  return ok({
    jobs: page.rows.map((job, i) => adminJobView(job, counts[i]!, now)),
    next_cursor: nextCursor(page.rows, page.more, (job) => ({ value: job.postedAt.toISOString(), id: job.id })),
  });
}
