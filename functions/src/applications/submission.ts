import {
  checkCriteria,
  JOB_SLUGS,
  type ApplicationSubmission,
  type RecruitingApplication,
  type SubmitApplicationResponse,
} from '@careers/domain';

/**
 * The application stored for a validated submission: the criteria check decides between
 * `criteria_failed` (with the unmet rules as the reason) and `meeting_scheduled` awaiting the NDA.
 */
export function newApplication(uid: string, submission: ApplicationSubmission, now: Date): RecruitingApplication {
  const criteria = checkCriteria(submission);
  return {
    ...submission,
    id: uid,
    user_id: uid,
    job_slug: JOB_SLUGS.marketingAnalyst,
    status: criteria.qualified ? 'meeting_scheduled' : 'criteria_failed',
    criteria_failure_reason: criteria.reason,
    nda_signed: false,
    nda_signed_at: null,
    nda_signature: null,
    interview_start: null,
    interview_end: null,
    created_at: now,
    updated_at: now,
  };
}

/** The submit answer for a stored application. */
export function submitAnswer(application: RecruitingApplication): SubmitApplicationResponse {
  return { success: true, application_id: application.id, status: application.status };
}
