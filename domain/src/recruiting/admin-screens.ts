// What the recruiting admin screens show and offer, decided once: the texts of the specification,
// the interview filters, the status choices of each screen (from the transitions of statuses.ts),
// the team's hired date, the bulk change's report and the CSV export of a view.
import { ADMIN_RECRUITING_STATUSES, RECRUITING_TRANSITIONS, type AdminRecruitingStatus } from './statuses';
import type { RecruitingStatus } from './statuses';
import { canAdminSetStatus } from './admin';
import { formatPhone } from './phone';

/** The admin screens' messages (specification section 8 and the screens of section 2). */
export const ADMIN_MESSAGES = {
  checkingAccess: 'Checking admin access...',
  dashboardFailed: 'Failed to load dashboard data',
  dashboardEmpty: 'Failed to Load Dashboard',
  applicationsFailed: 'Failed to load applications',
  statusUpdated: 'Status updated successfully',
  statusFailed: 'Failed to update status',
  offersFailed: 'Failed to load job offers data',
  interviewsFailed: 'Failed to load interview candidates',
  teamFailed: 'Failed to load team members',
  applicationEmpty: 'Failed to Load Application',
  offersLoading: 'Loading job offers...',
  offersEmpty: 'No job offers found',
  offersEmptyFiltered: 'No offers match your current filters.',
  offersEmptyNone: 'No job offers have been sent yet.',
  interviewsEmpty: 'No interview candidates found',
  interviewsEmptyHint: 'Candidates will appear here when they pass criteria screening',
  teamEmpty: 'No Team Members Yet',
  teamNoResults: 'No Results Found',
  unknownUser: 'Unknown User',
  noLocation: 'No location',
  noEmail: 'No email',
} as const;

/** The Interview Management filter: which statuses each choice shows (the first is the default). */
export const INTERVIEW_FILTERS = [
  { value: 'yet', label: 'Yet to Interview', statuses: ['meeting_scheduled'] },
  { value: 'completed', label: 'Completed Interviews', statuses: ['interviewed'] },
  { value: 'all', label: 'All Interview Candidates', statuses: ['meeting_scheduled', 'interviewed'] },
] as const satisfies readonly { value: string; label: string; statuses: readonly AdminRecruitingStatus[] }[];

export type InterviewFilter = (typeof INTERVIEW_FILTERS)[number]['value'];

/** A choice of a per-row status dropdown: the status it sets and how it is worded. */
export interface StatusChoice {
  status: AdminRecruitingStatus;
  label: string;
}

const TRANSITION_LABELS: Record<AdminRecruitingStatus, string> = {
  criteria_failed: 'Criteria Failed',
  meeting_scheduled: 'Back to Scheduled',
  interviewed: 'Mark Interviewed',
  hired: 'Hire',
  rejected_after_interview: 'Reject',
};

/** The All Applications dropdown: any admin status except the current one (an audited override). */
export function overrideChoices(current: RecruitingStatus, labels: Record<RecruitingStatus, string>): StatusChoice[] {
  return ADMIN_RECRUITING_STATUSES.filter((status) => canAdminSetStatus(current, status)).map((status) => ({
    status,
    label: labels[status],
  }));
}

/**
 * The interview and team dropdowns: only the moves of section 4 from `current`, worded as actions
 * (from hired: 'Back to Interviewed', 'Back to Scheduled', 'Reject').
 */
export function transitionChoices(current: RecruitingStatus): StatusChoice[] {
  const moves = (RECRUITING_TRANSITIONS as Partial<Record<RecruitingStatus, readonly AdminRecruitingStatus[]>>)[
    current
  ];
  return (moves ?? []).map((status) => ({
    status,
    label: current === 'hired' && status === 'interviewed' ? 'Back to Interviewed' : TRANSITION_LABELS[status],
  }));
}

/** The date a team member was hired: the application's last update, else its submission. */
export function hiredDate(application: { updated_at?: Date | null; created_at: Date }): Date {
  return application.updated_at ?? application.created_at;
}

/** The outcome of one change of a bulk status change. */
export type BulkOutcome =
  { id: string; name: string; ok: true } | { id: string; name: string; ok: false; error: string };

/** What a bulk change reports: how many changed, and each failure with its row and reason. */
export function bulkReport(outcomes: readonly BulkOutcome[]): {
  updated: number;
  failed: { id: string; name: string; error: string }[];
  summary: string;
} {
  const failed = outcomes.flatMap((outcome) =>
    outcome.ok ? [] : [{ id: outcome.id, name: outcome.name, error: outcome.error }],
  );
  const updated = outcomes.length - failed.length;
  const summary =
    failed.length === 0
      ? `Updated ${updated} of ${outcomes.length} applications`
      : `Updated ${updated} of ${outcomes.length} applications; ${failed.length} failed`;
  return { updated, failed, summary };
}

/** The columns of the CSV export, in order: the header and how each row's cell is written. */
export const APPLICATION_CSV_COLUMNS = [
  'Name',
  'Email',
  'Phone',
  'Country',
  'Gender',
  'Status',
  'Failure Reason',
  'LinkedIn',
  'LinkedIn Verified',
  '100+ Connections',
  'NDA Signed',
  'Applied',
] as const;

/** The fields the CSV export reads of an application (Dates or ISO strings for times). */
export interface CsvApplication {
  name: string;
  email: string;
  phone_number: string;
  country: string;
  gender: string;
  status: RecruitingStatus;
  criteria_failure_reason: string | null;
  linkedin_profile: string;
  linkedin_verified: boolean;
  has_100_connections: boolean;
  nda_signed: boolean;
  created_at: Date | string;
}

/** One CSV cell: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is defused. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rows of a view as CSV (RFC 4180: comma separated, CRLF line ends, header first). */
export function applicationsCsv(rows: readonly CsvApplication[], labels: Record<RecruitingStatus, string>): string {
  const yes = (flag: boolean) => (flag ? 'Yes' : 'No');
  const lines = rows.map((row) =>
    [
      row.name,
      row.email,
      formatPhone(row.phone_number),
      row.country,
      row.gender,
      labels[row.status] ?? row.status,
      row.criteria_failure_reason ?? '',
      row.linkedin_profile,
      yes(row.linkedin_verified),
      yes(row.has_100_connections),
      yes(row.nda_signed),
      typeof row.created_at === 'string' ? row.created_at : row.created_at.toISOString(),
    ]
      .map(csvCell)
      .join(','),
  );
  return [APPLICATION_CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}
