import { ROUTES } from '../shared/routes';
import type { RecruitingStatus } from './statuses';

/** Step numbers of the recruiting application flow. */
export const STEP = {
  confidentiality: 0,
  personal: 1,
  professional: 2,
  review: 3,
  nda: 4,
  interviewScheduled: 5,
  interviewComplete: 6,
} as const;

/** Total steps shown by the progress bar. */
export const TOTAL_STEPS = { base: 4, criteriaFailed: 5, ndaAndInterview: 7 } as const;

/** Where a status places the candidate. */
export interface StepPlacement {
  step: number;
  totalSteps: number;
  /** Hired candidates leave the flow for the job offers. */
  redirectTo?: string;
}

/** The step and total for a status; `ndaSigned` matters for meeting_scheduled only. */
export function placementFor(status: RecruitingStatus, ndaSigned = false): StepPlacement {
  switch (status) {
    case 'new_user':
      return { step: STEP.confidentiality, totalSteps: TOTAL_STEPS.base };
    case 'criteria_failed':
      return { step: STEP.nda, totalSteps: TOTAL_STEPS.criteriaFailed };
    case 'pending_nda':
      return { step: STEP.nda, totalSteps: TOTAL_STEPS.ndaAndInterview };
    case 'meeting_scheduled':
      return { step: ndaSigned ? STEP.interviewScheduled : STEP.nda, totalSteps: TOTAL_STEPS.ndaAndInterview };
    case 'application_complete':
      return { step: STEP.interviewScheduled, totalSteps: TOTAL_STEPS.ndaAndInterview };
    case 'interviewed':
    case 'rejected_after_interview':
      return { step: STEP.interviewComplete, totalSteps: TOTAL_STEPS.ndaAndInterview };
    case 'hired':
      return { step: STEP.interviewComplete, totalSteps: TOTAL_STEPS.ndaAndInterview, redirectTo: ROUTES.jobOffers };
  }
}

/** The progress bar's percent for 'Step X of N' (X is 1-based): 100 on the last step. */
export function progressPercent(step: number, totalSteps: number): number {
  return Math.min(100, Math.round(((step + 1) / totalSteps) * 100));
}
