import { RECRUITING_STATUS_LABELS, type RecruitingStatus } from './statuses';

/** The `error` texts of the recruiting application's calls (clients show them as they are). */
export const APPLICATION_ERRORS = {
  alreadySubmitted: 'You have already submitted an application',
  /** The job is closed (inactive): its page says so and offers no way to apply. */
  positionClosed: 'This position is no longer accepting applications',
  /** No such job, or one that is not applied to through this form. */
  jobNotFound: 'This job was not found or does not take applications here',
  /** Also the answer for another user's application: its existence is not revealed. */
  notFound: 'Application not found',
  ndaNotSignable: (status: RecruitingStatus) =>
    `The NDA can only be signed after your application meets the criteria and before the interview (current status: ${RECRUITING_STATUS_LABELS[status]})`,
} as const;

/** The message of a qualifying result: the status message and the toast after submitting. */
export const QUALIFIED_MESSAGE = 'Congratulations! You meet our criteria. Please sign the NDA to proceed.';
