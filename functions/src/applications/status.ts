import {
  placementFor,
  serialize,
  statusMessage,
  type ApplicationStatusResponse,
  type RecruitingApplication,
} from '@careers/domain';

/** Where the candidate stands: `new_user` without an application, else its stored status. */
export function applicationStatus(application: RecruitingApplication | undefined): ApplicationStatusResponse {
  if (!application) {
    const placement = placementFor('new_user');
    return {
      status: 'new_user',
      step: placement.step,
      total_steps: placement.totalSteps,
      application_data: null,
      message: statusMessage('new_user'),
    };
  }
  const placement = placementFor(application.status, application.nda_signed);
  return {
    status: application.status,
    step: placement.step,
    total_steps: placement.totalSteps,
    application_data: serialize(application),
    message: statusMessage(application.status, application),
    ...(placement.redirectTo ? { redirect_to: placement.redirectTo } : {}),
  };
}
