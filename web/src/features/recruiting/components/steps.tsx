// The application's steps after the first, each in a chunk of its own: the first step (the
// agreement, ConfidentialityStep) is a new candidate's first control and needs none of them, nor
// their forms' schemas, the country list, the interview's dates (luxon) or its calendar file (ics).
// Each loads when it is first shown (a candidate coming back opens on a later step), and every one
// once the page's first control has shown (preloadSteps), so the next step is in by the time the
// candidate moves on.
import { lazyPreloadable } from '../../../lib/first-rows';

export const PersonalStep = lazyPreloadable(async () => ({ default: (await import('./PersonalStep')).PersonalStep }));

export const ProfessionalStep = lazyPreloadable(async () => ({
  default: (await import('./ProfessionalStep')).ProfessionalStep,
}));

export const ReviewStep = lazyPreloadable(async () => ({ default: (await import('./ReviewStep')).ReviewStep }));

export const NdaStep = lazyPreloadable(async () => ({ default: (await import('./NdaStep')).NdaStep }));

export const CriteriaFailedStep = lazyPreloadable(async () => ({
  default: (await import('./CriteriaFailedStep')).CriteriaFailedStep,
}));

export const InterviewScheduledStep = lazyPreloadable(async () => ({
  default: (await import('./InterviewScheduledStep')).InterviewScheduledStep,
}));

export const InterviewCompleteStep = lazyPreloadable(async () => ({
  default: (await import('./InterviewCompleteStep')).InterviewCompleteStep,
}));

const LATER_STEPS = [
  PersonalStep,
  ProfessionalStep,
  ReviewStep,
  NdaStep,
  CriteriaFailedStep,
  InterviewScheduledStep,
  InterviewCompleteStep,
];

/** Loads every later step, and the review's Submit checks (once the page's first control has shown). */
export function preloadSteps(): void {
  for (const step of LATER_STEPS) step.preload();
  // A failure is the Submit's to meet (it asks again).
  import('../submission').catch(() => undefined);
}
