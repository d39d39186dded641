// The candidate's mail preference (users/{uid}.mailPreferences, written only by
// PUT /api/me/mail-preferences) and the calls of the mail area (the admins' are described in admin.ts).
import type { MailDeliveryState } from './delivery';
import type { OutboxMailSummary } from './outbox';

/** users/{uid}.mailPreferences: whether the non-essential mails (NON_ESSENTIAL_MAILS) are sent. */
export interface MailPreferences {
  updates: boolean;
}

/** A user who never chose gets every mail. */
export const DEFAULT_MAIL_PREFERENCES: MailPreferences = { updates: true };

/** The preference stored on a user document, or the default when it has none. */
export function mailPreferencesOf(user: { mailPreferences?: Partial<MailPreferences> } | undefined): MailPreferences {
  const updates = user?.mailPreferences?.updates;
  return { updates: typeof updates === 'boolean' ? updates : DEFAULT_MAIL_PREFERENCES.updates };
}

/** The texts of the mail calls and sections. */
export const MAIL_MESSAGES = {
  updatesRequired: 'updates is required',
  updatesBoolean: 'updates must be true or false',
  preferencesSaved: 'Email preferences saved',
  preferencesFailed: 'Failed to save email preferences',
  historyFailed: 'Failed to load your messages',
  noMails: 'No emails sent yet',
  applicationNotFound: 'Application not found',
} as const;

/** PUT /api/me/mail-preferences answer. */
export interface MailPreferencesResponse {
  preferences: MailPreferences;
}

/**
 * A mail as the candidate's history lists it: what it was, to whom, when, and where its delivery
 * is; not who caused it nor what the SMTP server said (the admins' summary, OutboxMailSummary, has them).
 */
export interface MailHistoryEntry {
  id: string;
  to: string;
  template: OutboxMailSummary['template'];
  label: string;
  created_at: string;
  delivery: { state: MailDeliveryState; error?: string | null };
}

/** The candidate's own entry of a mail (see MailHistoryEntry). */
export function mailHistoryEntry(summary: OutboxMailSummary): MailHistoryEntry {
  const { id, to, template, label, created_at, delivery } = summary;
  return { id, to, template, label, created_at, delivery: { state: delivery.state } };
}

/** GET /api/me/mails answer: the caller's mails, newest first. */
export interface MailHistoryResponse {
  mails: MailHistoryEntry[];
}

/** GET /api/admin/applications/{id}/mails answer: the candidate's mails, newest first, with their delivery records. */
export interface AdminMailHistoryResponse {
  mails: OutboxMailSummary[];
}

/** How many mails a history answers at most (newest first). */
export const MAIL_HISTORY_LIMIT = 100;

/** The paths of the mail calls (Express patterns: `:id` is a parameter). */
export const MAIL_API = {
  myMails: '/api/me/mails',
  myPreferences: '/api/me/mail-preferences',
  /** The mails sent to a recruiting application's candidate (the recruiting admin's detail dialog). */
  adminApplicationMails: '/api/admin/applications/:id/mails',
  /** A failed mail sent again, once (both admin detail dialogs). */
  adminResendMail: '/api/admin/mails/:id/resend',
  /** How many mails are waiting, retrying and failed (both admin dashboards). */
  adminMailStats: '/api/admin/mails/stats',
} as const;
