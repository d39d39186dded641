// What the recruiting admin screens offer, decided once: the interview filters, the status choices
// of each screen (from the transitions of statuses.ts) and the team's hired date (their texts are
// the web's: web/src/features/recruiting-admin/content.ts).
import { ADMIN_RECRUITING_STATUSES, RECRUITING_TRANSITIONS, type AdminRecruitingStatus } from './statuses';
import type { RecruitingStatus } from './statuses';
import { canAdminSetStatus } from './admin';

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
