// The admins' view of the outbox: each mail's delivery in the detail dialogs, "Send again" for a
// failed one (POST /api/admin/mails/{id}/resend), and the counts on the dashboards
// (GET /api/admin/mails/stats).
import type { MailDeliveryState } from './delivery';
import type { OutboxMailSummary } from './outbox';

/** What each of the dashboards' mail counts counts: on their way, waiting to be tried again, failed and not sent again. */
export const MAIL_STATS_STATES = {
  waiting: ['pending', 'processing'],
  retrying: ['retrying'],
  failed: ['error'],
} as const satisfies Record<string, readonly MailDeliveryState[]>;

/** GET /api/admin/mails/stats: how many mails are waiting, retrying and failed (failed ones an admin sent again do not count). */
export type MailStats = Record<keyof typeof MAIL_STATS_STATES, number>;

/** GET /api/admin/mails/stats answer. */
export interface MailStatsResponse {
  stats: MailStats;
}

/** POST /api/admin/mails/{id}/resend answer: the new mail, queued. */
export interface ResendMailResponse {
  success: true;
  mail: OutboxMailSummary;
}

/** The texts of the admins' mail calls. */
export const MAIL_ADMIN_MESSAGES = {
  mailNotFound: 'Mail not found',
  notFailed: (stateLabel: string) => `Only a failed mail can be sent again: this one is ${stateLabel}`,
  alreadyResent: 'This mail was already sent again',
  noRecipient: 'The candidate has no verified email address to send the mail to',
  optedOut: 'The candidate turned update emails off: this mail is not sent again',
} as const;
