// The recruiting reads: where a candidate stands, the admin's dashboard and the applications list. Costs stay flat in the
// number of applications: counts come from the dashboard's tally (a few shard documents), pages read their rows (one more to know
// whether another follows), and search reads only the applications holding the term's trigrams.
import {
  applicationStatusResponse,
  type ApplicationStatusResponse,
  adminApplicationView,
  DASHBOARD_RECENT_LIMIT,
  dashboardStatsFromTally,
  searchMatches,
  type AdminApplicationSort,
  type AdminApplicationsResponse,
  type AdminDashboardResponse,
  type AdminRecruitingStatus,
  type RecruitingApplication,
} from '@careers/domain/recruiting';
import { PAGING_MESSAGES } from '@careers/domain/http';
import { postingTally, searchPlan, SEARCH_READ_LIMIT } from '@careers/domain/shared';
import {
  applicationsForSearch,
  newestApplications,
  pageOfApplications,
  readApplication,
} from '../stores/recruiting-applications';
import { isDocumentId } from '../stores/document-id';
import type { PageCursor } from '@careers/domain/shared';
import { readTally } from '../stores/tallies';
import { invalid, ok, type Outcome } from '../outcome';
import { decodeCursor, nextCursor } from './cursor';

/** GET /api/admin/dashboard: the six tiles and the newest applications, of every posting or of one. */
export async function adminDashboard(query: { job_slug?: string } = {}): Promise<Outcome<AdminDashboardResponse>> {
  const posting = query.job_slug || undefined;
  const [tally, recent] = await Promise.all([
    readTally('recruiting'),
    newestApplications(DASHBOARD_RECENT_LIMIT, posting),
  ]);
  return ok({
    stats: dashboardStatsFromTally(postingTally(tally, posting ?? null)),
    recent_applications: recent.map(adminApplicationView),
  });
}

const sortValueOf = (row: RecruitingApplication, sort: AdminApplicationSort): PageCursor['value'] =>
  sort === 'created_at' ? row.created_at.toISOString() : (row[sort] ?? null);

/** At most this many search matches are read and answered (a search narrows; it does not page). */
export const SEARCH_LIMIT = SEARCH_READ_LIMIT;

/** GET /api/admin/applications: a page of applications, or the matches of a search. */
export async function listApplications(query: {
  status?: AdminRecruitingStatus;
  job_slug?: string;
  search?: string;
  sort: AdminApplicationSort;
  direction: 'asc' | 'desc';
  limit: number;
  after?: string;
}): Promise<Outcome<AdminApplicationsResponse>> {
  const plan = searchPlan(query.search ?? '');
  if (plan.kind !== 'none') {
    const found = await applicationsForSearch(plan, SEARCH_LIMIT, query.status);
    const rows = searchMatches(found, query.search ?? '', {
      posting: query.job_slug || undefined,
      sort: query.sort,
      direction: query.direction,
    });
    return ok({ applications: rows.slice(0, query.limit).map(adminApplicationView), next_cursor: null });
  }
  const after = query.after ? decodeCursor(query.after) : undefined;
  if (after === null) return invalid(PAGING_MESSAGES.invalidAfter);
  const page = await pageOfApplications({ ...query, after });
  return ok({
    applications: page.rows.map(adminApplicationView),
    next_cursor: nextCursor(page.rows, page.more, (row) => ({ value: sortValueOf(row, query.sort), id: row.id })),
  });
}

/** POST /api/check-application-status: where the candidate stands with the application `id` (new_user without one). */
export async function applicationStatus(id: string): Promise<Outcome<ApplicationStatusResponse>> {
  return ok(applicationStatusResponse((isDocumentId(id) ? await readApplication(id) : undefined) ?? null));
}
