/**
 * Recruiting (marketing analyst) application statuses. `new_user` is the answer for a user
 * without an application; `pending_nda` and `application_complete` are placed by the status
 * table but never stored by this server (a qualifying submission is stored as
 * `meeting_scheduled` with `nda_signed: false`).
 */
export const RECRUITING_STATUSES = [
  'new_user',
  'criteria_failed',
  'pending_nda',
  'meeting_scheduled',
  'interviewed',
  'hired',
  'rejected_after_interview',
  'application_complete',
] as const;

export type RecruitingStatus = (typeof RECRUITING_STATUSES)[number];

/** The statuses an admin works with. */
export const ADMIN_RECRUITING_STATUSES = [
  'criteria_failed',
  'meeting_scheduled',
  'interviewed',
  'hired',
  'rejected_after_interview',
] as const satisfies readonly RecruitingStatus[];

export type AdminRecruitingStatus = (typeof ADMIN_RECRUITING_STATUSES)[number];

/**
 * The statuses in which the candidate may sign the NDA (POST /api/sign-nda): a qualifying
 * submission is stored as `meeting_scheduled` with `nda_signed: false`; `pending_nda` is
 * accepted too, should an application ever be stored in it.
 */
export const NDA_SIGNABLE_STATUSES = [
  'pending_nda',
  'meeting_scheduled',
] as const satisfies readonly RecruitingStatus[];

/** How each status is shown. */
export const RECRUITING_STATUS_LABELS: Record<RecruitingStatus, string> = {
  new_user: 'Not Applied',
  criteria_failed: 'Criteria Failed',
  pending_nda: 'NDA Pending',
  meeting_scheduled: 'Interview Scheduled',
  interviewed: 'Interviewed',
  hired: 'Hired',
  rejected_after_interview: 'Rejected',
  application_complete: 'Application Complete',
};

/** Status changes an admin may make; anything else is refused. */
export const RECRUITING_TRANSITIONS: Record<AdminRecruitingStatus, readonly AdminRecruitingStatus[]> = {
  criteria_failed: [],
  meeting_scheduled: ['interviewed', 'hired', 'rejected_after_interview'],
  interviewed: ['hired', 'rejected_after_interview'],
  hired: ['interviewed', 'meeting_scheduled', 'rejected_after_interview'],
  rejected_after_interview: [],
};

/** Whether an admin may move an application from `from` to `to`. */
export function canTransition(from: RecruitingStatus, to: RecruitingStatus): boolean {
  if (!(from in RECRUITING_TRANSITIONS)) return false;
  return (RECRUITING_TRANSITIONS[from as AdminRecruitingStatus] as readonly RecruitingStatus[]).includes(to);
}

/** Whether a candidate in `status` may sign the NDA (and so qualified). */
export function canSignNda(status: RecruitingStatus): boolean {
  return (NDA_SIGNABLE_STATUSES as readonly RecruitingStatus[]).includes(status);
}
