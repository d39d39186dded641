// The recruiting admin's view of applications: what the admin screens and calls show, the
// dashboard's counts, the list's filters and pages, and which status changes an admin may make.
import type { Paged } from '../http/paging';
import { serialize, type Serialized } from '../shared/serialize';
import { COLLECTIONS } from '../shared/collections';
import {
  countOverDays,
  dayCount,
  tallyGroup,
  utcDayStart,
  withinPosting,
  type Tally,
  type TallyArea,
  type TallySource,
} from '../shared/tally';
import type { RecruitingApplication } from './model';
import { RECRUITING_STATUS_LABELS, ADMIN_RECRUITING_STATUSES, type RecruitingStatus } from './statuses';

/** The fields of an application the admin screens show (the specification's admin view). */
export const ADMIN_APPLICATION_FIELDS = [
  'id',
  'job_slug',
  'name',
  'email',
  'phone_number',
  'country',
  'gender',
  'referral_source',
  'linkedin_profile',
  'linkedin_verified',
  'has_100_connections',
  'has_whatsapp',
  'has_passport_id',
  'confidentiality_agreed',
  'nda_signed',
  'nda_signed_at',
  'status',
  'criteria_failure_reason',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof RecruitingApplication)[];

export type AdminApplicationView = Serialized<Pick<RecruitingApplication, (typeof ADMIN_APPLICATION_FIELDS)[number]>>;

/** An application as the admin calls answer it. */
export function adminApplicationView(application: RecruitingApplication): AdminApplicationView {
  const picked = Object.fromEntries(ADMIN_APPLICATION_FIELDS.map((field) => [field, application[field]]));
  return serialize(picked) as AdminApplicationView;
}

/** The six tiles of the admin dashboard. */
export interface AdminDashboardStats {
  total_applications: number;
  criteria_passed: number;
  criteria_failed: number;
  interviews_scheduled: number;
  interviewed: number;
  hired: number;
}

/** GET /api/admin/dashboard answer. */
export interface AdminDashboardResponse {
  stats: AdminDashboardStats;
  recent_applications: AdminApplicationView[];
}

/** How many recent applications the dashboard lists. */
export const DASHBOARD_RECENT_LIMIT = 10;

/** The dashboard's tiles from the number of applications in each stored status. */
export function dashboardStats(countByStatus: Partial<Record<RecruitingStatus, number>>): AdminDashboardStats {
  const count = (status: RecruitingStatus) => countByStatus[status] ?? 0;
  const total = Object.values(countByStatus).reduce((sum, n) => sum + (n ?? 0), 0);
  return {
    total_applications: total,
    criteria_passed: total - count('criteria_failed'),
    criteria_failed: count('criteria_failed'),
    interviews_scheduled: count('meeting_scheduled'),
    interviewed: count('interviewed'),
    hired: count('hired'),
  };
}

/**
 * What a recruiting application counts on the dashboard's tally: its status and its day of
 * submission, across postings and within its posting.
 */
export function recruitingTally(
  application: Pick<RecruitingApplication, 'status' | 'created_at'> & { job_slug?: string | null },
): Tally {
  return withinPosting(
    { [`status.${application.status}`]: 1, ...dayCount(application.created_at) },
    application.job_slug,
  );
}

/** The recruiting dashboard's tally: applications by status and day of submission. */
export const RECRUITING_TALLY: TallySource<RecruitingApplication> = {
  area: 'recruiting' satisfies TallyArea,
  collection: COLLECTIONS.recruitingApplications,
  contribution: recruitingTally,
};

/** The dashboard's tiles from the recruiting tally (the statuses an admin works with). */
export function dashboardStatsFromTally(tally: Tally): AdminDashboardStats {
  const byStatus = tallyGroup(tally, 'status');
  return dashboardStats(Object.fromEntries(ADMIN_RECRUITING_STATUSES.map((status) => [status, byStatus[status] ?? 0])));
}

/** Applications submitted in one week of the pipeline chart (seven UTC days from `week`). */
export interface WeeklySubmissions {
  week: Date;
  count: number;
}

/** Applications submitted in each of the last `weeks` weeks, oldest first; the last week ends with today (UTC). */
export function weeklySubmissions(tally: Tally, weeks: number, now: Date): WeeklySubmissions[] {
  return Array.from({ length: weeks }, (_, index) => {
    const lastDay = utcDayStart(now, 7 * (weeks - 1 - index));
    return { week: utcDayStart(lastDay, 6), count: countOverDays(tally, lastDay, 7) };
  });
}

/** Pages of the applications list: 25 rows unless asked, at most 100. */
export const ADMIN_PAGE_SIZE = { default: 25, max: 100 } as const;

/** The columns the applications list can be sorted by (each has its index). */
export const ADMIN_APPLICATION_SORTS = ['created_at', 'name', 'email', 'country', 'status'] as const;
export type AdminApplicationSort = (typeof ADMIN_APPLICATION_SORTS)[number];

/** GET /api/admin/applications answer: one page, and the cursor of the next (null on the last). */
export interface AdminApplicationsResponse extends Paged {
  applications: AdminApplicationView[];
}

/**
 * Whether the All Applications screen may set `to`: any status an admin works with, except the
 * current one (an override, audited). The interview and team screens offer only the moves of
 * RECRUITING_TRANSITIONS.
 */
export function canAdminSetStatus(from: RecruitingStatus, to: RecruitingStatus): boolean {
  return from !== to && (ADMIN_RECRUITING_STATUSES as readonly RecruitingStatus[]).includes(to);
}

/** The refusal of a change to the status the application already has. */
export const alreadyInStatus = (status: RecruitingStatus) =>
  `The application is already ${RECRUITING_STATUS_LABELS[status]}`;
