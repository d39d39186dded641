// The admin's job postings (docs/features/jobs-admin.md, the Positions screen): a page of the
// postings with their state, flow and applications count.
import { PAGING_MESSAGES } from '@careers/domain/http';
import { adminJobView, postingApplications, type AdminJobsResponse } from '@careers/domain/jobs';
import { TALLY_AREAS, type TallyArea } from '@careers/domain/shared';
import { newestJobs } from '../stores/jobs';
import { readTally } from '../stores/tallies';
import { invalid, ok, type Outcome } from '../outcome';
import { decodeTimeCursor, nextCursor } from './cursor';

/**
 * GET /api/admin/jobs: a page of the postings, newest first, each with its state, flow and
 * applications count (from both flows' tallies: their shards are read once a page, whatever the
 * number of postings), and the next page's cursor.
 */
export async function adminJobs(
  query: { limit: number; after?: string },
  now = new Date(),
): Promise<Outcome<AdminJobsResponse>> {
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  if (after === null) return invalid(PAGING_MESSAGES.invalidAfter);
  const [page, tallies] = await Promise.all([
    newestJobs(query.limit, after),
    Promise.all((Object.keys(TALLY_AREAS) as TallyArea[]).map(readTally)),
  ]);
  return ok({
    jobs: page.rows.map((job) => adminJobView(job, postingApplications(tallies, job.id), now)),
    next_cursor: nextCursor(page.rows, page.more, (job) => ({ value: job.postedAt.toISOString(), id: job.id })),
  });
}
