import { mixed } from 'yup';
import { JOB_SLUGS } from '../jobs';
import type { Serialized } from '../serialize';
import { strictObject } from '../validation';
import type { ApplicationSubmission } from './schemas';
import {
  ADMIN_RECRUITING_STATUSES,
  RECRUITING_STATUS_LABELS,
  type AdminRecruitingStatus,
  type RecruitingStatus,
} from './statuses';

/** What the server records when the NDA is signed. */
export interface NdaSignature {
  signed_at: Date;
  /** The request IP the server saw (trusted). */
  server_ip: string | null;
  /** The IP the client says it has (kept, not trusted). */
  client_ip: string | null;
  user_agent: string | null;
  nda_version: string;
  /** SHA-256 (hex) of the exact NDA text signed. */
  nda_sha256: string;
}

/** applications/{uid}: one recruiting application per user; written by functions only. */
export interface RecruitingApplication extends ApplicationSubmission {
  id: string;
  user_id: string;
  job_slug: string;
  status: RecruitingStatus;
  criteria_failure_reason: string | null;
  nda_signed: boolean;
  nda_signed_at: Date | null;
  nda_signature: NdaSignature | null;
  interview_start: Date | null;
  interview_end: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** POST /api/check-application-status answer. */
export interface ApplicationStatusResponse {
  status: RecruitingStatus;
  step: number;
  total_steps: number;
  application_data: Serialized<RecruitingApplication> | null;
  message: string;
  /** Set for `hired`: the client leaves the flow for this page. */
  redirect_to?: '/job-offers';
}

/** Where a candidate stands, as the status screens show it. */
export interface ApplicationStanding {
  status: RecruitingStatus;
  message: string;
  /** The job applied for (before applying: the one this flow applies to, the marketing analyst's). */
  jobSlug: string;
}

/**
 * Where the candidate stands: the stored application when there is one (it changes live),
 * else the answer of POST /api/check-application-status, else unknown (null).
 */
export function applicationStanding(
  application: RecruitingApplication | null,
  response: ApplicationStatusResponse | null,
): ApplicationStanding | null {
  if (application) {
    return {
      status: application.status,
      message: statusMessage(application.status, application),
      jobSlug: application.job_slug,
    };
  }
  if (response) {
    return {
      status: response.status,
      message: response.message,
      jobSlug: response.application_data?.job_slug ?? JOB_SLUGS.marketingAnalyst,
    };
  }
  return null;
}

/** POST /api/submit-application answer. */
export interface SubmitApplicationResponse {
  success: true;
  application_id: string;
  status: RecruitingStatus;
}

/** POST /api/sign-nda answer. */
export interface SignNdaResponse {
  success: true;
  application_id: string;
  status: RecruitingStatus;
  nda_signed: true;
  interview_start: string;
  interview_end: string;
}

/** PATCH /api/admin/applications/{id}/status answer. */
export interface UpdateApplicationStatusResponse {
  success: true;
  application: Serialized<RecruitingApplication>;
}

/** The `error` texts of the application endpoints (clients show them as they are). */
export const APPLICATION_ERRORS = {
  alreadySubmitted: 'You have already submitted an application',
  /** Also the answer for another user's application: its existence is not revealed. */
  notFound: 'Application not found',
  ndaNotSignable: (status: RecruitingStatus) =>
    `The NDA can only be signed after your application meets the criteria and before the interview (current status: ${RECRUITING_STATUS_LABELS[status]})`,
  transitionRefused: (from: RecruitingStatus, to: RecruitingStatus) =>
    `Cannot change status from ${RECRUITING_STATUS_LABELS[from]} to ${RECRUITING_STATUS_LABELS[to]}`,
} as const;

/** PATCH /api/admin/applications/{id}/status body. */
export const updateApplicationStatusSchema = strictObject({
  status: mixed<AdminRecruitingStatus>()
    .oneOf([...ADMIN_RECRUITING_STATUSES], 'Unknown status: ${value}')
    .required('status is required'),
});

/** The message of a qualifying result: the status message and the toast after submitting. */
export const QUALIFIED_MESSAGE = 'Congratulations! You meet our criteria. Please sign the NDA to proceed.';

/** The status message the server gives for where the candidate stands. */
export function statusMessage(
  status: RecruitingStatus,
  application?: Pick<RecruitingApplication, 'nda_signed' | 'criteria_failure_reason'> | null,
): string {
  switch (status) {
    case 'new_user':
      return 'You have not applied yet. Start your application to get going.';
    case 'criteria_failed':
      return `Thank you for your interest. Unfortunately your profile does not meet our current requirements${
        application?.criteria_failure_reason ? `: ${application.criteria_failure_reason}` : ''
      }.`;
    case 'pending_nda':
      return QUALIFIED_MESSAGE;
    case 'meeting_scheduled':
      return application?.nda_signed
        ? 'Your interview is scheduled. We look forward to meeting you!'
        : QUALIFIED_MESSAGE;
    case 'application_complete':
      return 'Your application is complete. Your interview is scheduled.';
    case 'interviewed':
      return 'Your interview is complete. We will get back to you within 3-5 business days.';
    case 'hired':
      return 'Congratulations! You have been hired. Review and sign your job offer.';
    case 'rejected_after_interview':
      return 'Thank you for interviewing with us. We have decided not to move forward with your application at this time.';
  }
}
