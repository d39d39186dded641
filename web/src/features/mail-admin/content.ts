// The texts of the admins' mail views: each mail's delivery in the detail dialogs, "Send again",
// and the dashboards' mail counts. The states' labels and the calls' refusals are the domain's
// (MAIL_STATE_LABELS, MAIL_ADMIN_MESSAGES).
import type { MailAttemptOutcome } from '@careers/domain/mail';

export const MAIL_ADMIN_TEXT = {
  attempts: (count: number) => (count === 1 ? '1 attempt' : `${count} attempts`),
  lastAnswer: 'Last answer',
  nextAttempt: (time: string) => `next attempt ${time}`,
  sentAt: (time: string) => `sent ${time}`,
  queuedAt: (time: string) => `queued ${time}`,
  sendAgain: 'Send again',
  /** The button's accessible name: which mail it sends again. */
  sendAgainLabel: (label: string) => `Send again: ${label}`,
  sending: 'Sending...',
  resentAs: 'Sent again as a new mail (listed above)',
  resendOf: 'Sent again by an admin after a failure',
  resent: 'The mail is queued to be sent again',
  resendFailed: 'Failed to send the mail again',
  mayHaveArrived: 'It may have arrived: ask the candidate before sending it again.',
  panelTitle: 'Mail Delivery',
  panelText: 'Failed mails are sent again from the application they are about (its detail, Emails Sent).',
  waiting: 'Waiting',
  retrying: 'Retrying',
  failed: 'Failed',
  statsFailed: 'Failed to load the mail counts',
} as const;

/** How each attempt's outcome is named in the history's last answer. */
export const ATTEMPT_OUTCOME_LABELS: Record<MailAttemptOutcome, string> = {
  sent: 'taken',
  transient: 'will be tried again',
  permanent: 'refused for good',
  unknown: 'outcome unknown',
  interrupted: 'interrupted',
};
