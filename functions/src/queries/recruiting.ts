// The recruiting admin's reads: the dashboard and the applications list. Costs stay flat in the
// number of applications: counts come from the dashboard's tally (a few shard documents), pages read their rows (one more to know
// whether another follows), and search reads only the applications holding the term's trigrams.
import {
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
import { searchPlan, SEARCH_READ_LIMIT } from '@careers/domain/shared';
import {
  applicationsForSearch,
  newestApplications,
  pageOfApplications,
  type PageCursor,
} from '../stores/recruiting-applications';
import { readTally } from '../stores/tallies';
import { invalid, ok, type Outcome } from '../outcome';

/** GET /api/admin/dashboard: the six tiles and the newest applications. */
export async function adminDashboard(): Promise<Outcome<AdminDashboardResponse>> {
  const [tally, recent] = await Promise.all([readTally('recruiting'), newestApplications(DASHBOARD_RECENT_LIMIT)]);
  return ok({ stats: dashboardStatsFromTally(tally), recent_applications: recent.map(adminApplicationView) });
}

/** A page cursor as the API hands it out: the last row's sort value and id, base64url JSON. */
export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');
}

/** A cursor read back, or null when it is not one this API handed out. */
export function decodeCursor(text: string): PageCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2 || typeof value[1] !== 'string') return null;
    const [sortValue, id] = value as [unknown, string];
    if (sortValue !== null && !['string', 'number', 'boolean'].includes(typeof sortValue)) return null;
    return { value: sortValue as PageCursor['value'], id };
  } catch {
    return null;
  }
}

const sortValueOf = (row: RecruitingApplication, sort: AdminApplicationSort): PageCursor['value'] =>
  sort === 'created_at' ? row.created_at.toISOString() : (row[sort] ?? null);

/** At most this many search matches are read and answered (a search narrows; it does not page). */
export const SEARCH_LIMIT = SEARCH_READ_LIMIT;

/** GET /api/admin/applications: a page of applications, or the matches of a search. */
export async function listApplications(query: {
  status?: AdminRecruitingStatus;
  search?: string;
  sort: AdminApplicationSort;
  direction: 'asc' | 'desc';
  limit: number;
  cursor?: string;
}): Promise<Outcome<AdminApplicationsResponse>> {
  const plan = searchPlan(query.search ?? '');
  if (plan.kind !== 'none') {
    const found = await applicationsForSearch(plan, SEARCH_LIMIT, query.status);
    const rows = searchMatches(found, query.search ?? '', { sort: query.sort, direction: query.direction });
    return ok({ applications: rows.slice(0, query.limit).map(adminApplicationView), next_cursor: null });
  }
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (after === null) return invalid('Invalid cursor');
  const page = await pageOfApplications({ ...query, after });
  const last = page.rows.at(-1);
  return ok({
    applications: page.rows.map(adminApplicationView),
    next_cursor: page.more && last ? encodeCursor({ value: sortValueOf(last, query.sort), id: last.id }) : null,
  });
}
