// Texts of the application flow: its toasts, worded as the specification gives them, the step
// titles and the phone placeholder. Field messages and the pre-submit toasts live with the schemas
// (APPLICATION_MESSAGES, domain), as do the texts the server sends too (QUALIFIED_MESSAGE,
// AUTHENTICATION_REQUIRED).
import { STEP, type RecruitingStatus } from '@careers/domain/recruiting';

export const APPLICATION_TOASTS = {
  loadFailed: 'Failed to load application status',
  submitted: 'Application submitted successfully!',
  submitFailed: 'Failed to submit application',
  ndaSigned: 'NDA signed successfully! Proceeding to interview scheduling.',
  ndaFailed: 'Failed to sign NDA',
} as const;

/** The apply page of a closed job, for a candidate who has not applied (the reason is the server's text). */
export const APPLICATION_CLOSED = { title: 'Applications Closed' } as const;

/** Step titles in order; step 4 reads 'Application Status' after a criteria failure (stepTitles). */
export const STEP_TITLES = [
  'Confidentiality Agreement',
  'Personal & Contact Information',
  'Professional Information',
  'Review Application',
  'Sign NDA',
  'Interview Scheduled',
  'Interview Complete',
] as const;

export const CRITERIA_FAILED_STEP_TITLE = 'Application Status';

/** The titles of the steps a status shows: the first `totalSteps`, step 4 renamed after a criteria failure. */
export function stepTitles(totalSteps: number, status: RecruitingStatus): string[] {
  return STEP_TITLES.slice(0, totalSteps).map((title, step) =>
    step === STEP.nda && status === 'criteria_failed' ? CRITERIA_FAILED_STEP_TITLE : title,
  );
}

/** Phone placeholders by dial code. */
export const PHONE_PLACEHOLDERS: Record<string, string> = {
  '+63': '917 123 4567',
  '+91': '98765 43210',
  '+62': '812 3456 7890',
};

/** The phone field's placeholder for a dial code. */
export function phonePlaceholder(dialCode: string): string {
  return PHONE_PLACEHOLDERS[dialCode] ?? 'Phone number';
}
