import {
  APPLICATION_ERRORS,
  checkCriteria,
  JOB_SLUGS,
  type Actor,
  type ApplicationSubmission,
  type RecruitingApplication,
  type SubmitApplicationResponse,
} from '@careers/domain';
import { createApplication } from '../../stores/recruiting-applications';
import { conflict, ok, type Outcome } from '../outcome';

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

/**
 * Stores the caller's one application with an atomic create, so of two submissions (even
 * concurrent ones) exactly one is stored and the other is refused.
 */
export async function submitApplication(
  actor: Actor,
  submission: ApplicationSubmission,
): Promise<Outcome<SubmitApplicationResponse>> {
  const application = newApplication(actor.uid, submission, new Date());
  if ((await createApplication(application)) === 'exists') return conflict(APPLICATION_ERRORS.alreadySubmitted);
  return ok({ success: true, application_id: application.id, status: application.status });
}
