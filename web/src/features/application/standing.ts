import {
  placementFor,
  statusMessage,
  type ApplicationStatusResponse,
  type RecruitingApplication,
  type SignNdaResponse,
} from '@careers/domain';
import type { Placement } from './stores/application-store';

type Interview = Pick<RecruitingApplication, 'interview_start' | 'interview_end'>;

function slotOf({ interview_start, interview_end }: Interview): Placement['interview'] {
  return interview_start && interview_end ? { start: interview_start, end: interview_end } : null;
}

/** Where the stored application (the live document) places the candidate. */
export function placementFromApplication(application: RecruitingApplication): Placement & { redirectTo?: string } {
  return {
    ...placementFor(application.status, application.nda_signed),
    status: application.status,
    applicationId: application.id,
    ndaSigned: application.nda_signed,
    message: statusMessage(application.status, application),
    interview: slotOf(application),
  };
}

/** Where POST /api/check-application-status places the candidate. */
export function placementFromStatusResponse(response: ApplicationStatusResponse): Placement {
  const data = response.application_data;
  return {
    status: response.status,
    step: response.step,
    totalSteps: response.total_steps,
    applicationId: data?.id ?? null,
    ndaSigned: data?.nda_signed ?? false,
    message: response.message,
    interview: data
      ? slotOf({
          interview_start: data.interview_start ? new Date(data.interview_start) : null,
          interview_end: data.interview_end ? new Date(data.interview_end) : null,
        })
      : null,
  };
}

/** Where a signed NDA places the candidate (the interview screen, with its stored time). */
export function placementAfterSigning(response: SignNdaResponse): Placement {
  return {
    ...placementFor(response.status, true),
    status: response.status,
    applicationId: response.application_id,
    ndaSigned: true,
    message: statusMessage(response.status, { nda_signed: true, criteria_failure_reason: null }),
    interview: { start: new Date(response.interview_start), end: new Date(response.interview_end) },
  };
}
