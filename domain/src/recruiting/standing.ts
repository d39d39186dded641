// Where a candidate stands in the recruiting flow: one answer, computed here, for the server's
// status call and for every screen that shows it (the flow, /application, the profile).
import { JOB_SLUGS } from '../jobs/jobs';
import { serialize, type Serialized } from '../shared/serialize';
import type { InterviewSlot } from './interview';
import { QUALIFIED_MESSAGE } from './messages';
import type { ApplicationStatusResponse, RecruitingApplication } from './model';
import type { RecruitingStatus } from './statuses';
import { placementFor } from './steps';

/** The fields of an application that decide where its candidate stands (dates may come as JSON strings). */
export type StandingSource = Pick<
  RecruitingApplication,
  'id' | 'status' | 'nda_signed' | 'criteria_failure_reason' | 'job_slug'
> & {
  interview_start: Date | string | null;
  interview_end: Date | string | null;
  /** Present (not null) when the candidate cancelled their interview. */
  interview_cancellation?: unknown;
};

/** Where the candidate stands: the step the flow shows, the status message and what it needs. */
export interface CandidateStanding {
  status: RecruitingStatus;
  /** The flow's step (0-6) and how many steps its progress bar counts. */
  step: number;
  totalSteps: number;
  /** The status message (with the criteria failure reason after a failure). */
  message: string;
  /** Set when the candidate leaves the flow (hired: the job offers). */
  redirectTo?: string;
  /** The application's id (the candidate's uid), null before applying. */
  applicationId: string | null;
  ndaSigned: boolean;
  /** The interview booked (at the NDA's signature, or moved since). */
  interview: InterviewSlot | null;
  /** Whether the candidate cancelled their interview and has chosen no new time yet. */
  interviewCancelled?: boolean;
  /** The job applied for; before applying, the one the recruiting flow applies to. */
  jobSlug: string;
}

/** The status message the candidate reads for where they stand. */
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

function slotOf({ interview_start, interview_end }: StandingSource): InterviewSlot | null {
  if (!interview_start || !interview_end) return null;
  return { start: new Date(interview_start), end: new Date(interview_end) };
}

/** Where the candidate with this application stands; `null`: they have not applied yet. */
export function candidateStanding(application: StandingSource | null): CandidateStanding {
  if (!application) {
    return {
      status: 'new_user',
      ...placementFor('new_user'),
      message: statusMessage('new_user'),
      applicationId: null,
      ndaSigned: false,
      interview: null,
      jobSlug: JOB_SLUGS.marketingAnalyst,
    };
  }
  return {
    status: application.status,
    ...placementFor(application.status, application.nda_signed),
    message: statusMessage(application.status, application),
    applicationId: application.id,
    ndaSigned: application.nda_signed,
    interview: slotOf(application),
    ...(application.interview_cancellation ? { interviewCancelled: true } : {}),
    jobSlug: application.job_slug,
  };
}

/** POST /api/check-application-status: the standing, as the API words it, with the stored application. */
export function applicationStatusResponse(application: RecruitingApplication | null): ApplicationStatusResponse {
  const standing = candidateStanding(application);
  return {
    status: standing.status,
    step: standing.step,
    total_steps: standing.totalSteps,
    application_data: application ? serialize(application) : null,
    message: standing.message,
    ...(standing.redirectTo ? { redirect_to: standing.redirectTo } : {}),
  };
}

/** The standing an answer of the status call describes. */
export function standingFromStatusResponse(response: ApplicationStatusResponse): CandidateStanding {
  return candidateStanding(response.application_data as Serialized<RecruitingApplication> | null);
}
