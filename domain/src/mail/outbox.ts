// The mail outbox (mail/{id}): a document per mail to send, written by functions, delivered by the
// outbox trigger through SMTP. Its delivery state follows the firestore-send-email extension:
// pending -> processing (claimed in a transaction, attempts counted) -> sent (with the SMTP message
// id) or error (with the reason). A sent or failed mail is never sent again by the trigger: sending
// again is a new document, an explicit new request.
import { expiresAt, RETENTION } from '../shared/retention';
import { serialize, type Serialized } from '../shared/serialize';

/** Where a mail's delivery is. */
export type MailDeliveryState = 'pending' | 'processing' | 'sent' | 'error';

/**
 * The templates the outbox renders (functions/src/decisions/mail/templates.ts), one per event a
 * candidate hears about (docs/features/mail.md).
 */
export const MAIL_TEMPLATES = [
  'application_received',
  'criteria_result',
  'nda_signed',
  'interview_scheduled',
  'interview_decision',
  'offer_ready',
  'offer_withdrawn',
  'offer_accepted',
  'offer_declined',
  'screening_received',
  'screening_result',
  'interview_invitation',
] as const;

export type MailTemplateName = (typeof MAIL_TEMPLATES)[number];

/**
 * The mails a candidate may turn off on /profile: news they also see on the site. The others
 * (a signed document's copy, an interview's time, an offer's every change, an admin's invitation)
 * are sent whatever the preference: they carry what the candidate must keep or act on.
 */
export const NON_ESSENTIAL_MAILS = [
  'application_received',
  'criteria_result',
  'interview_decision',
  'screening_received',
  'screening_result',
] as const satisfies readonly MailTemplateName[];

/** Whether a mail is sent even to a candidate who turned the non-essential ones off. */
export function isEssentialMail(name: MailTemplateName): boolean {
  return !(NON_ESSENTIAL_MAILS as readonly MailTemplateName[]).includes(name);
}

/** What each mail is, as the message history and the admin's detail dialogs name it. */
export const MAIL_TEMPLATE_LABELS: Record<MailTemplateName, string> = {
  application_received: 'Application received',
  criteria_result: 'Criteria result',
  nda_signed: 'NDA signed (your copy)',
  interview_scheduled: 'Interview scheduled',
  interview_decision: 'Interview decision',
  offer_ready: 'Offer ready to sign',
  offer_withdrawn: 'Offer withdrawn',
  offer_accepted: 'Offer accepted',
  offer_declined: 'Offer declined',
  screening_received: 'Screening application received',
  screening_result: 'Screening result',
  interview_invitation: 'Interview invitation',
};

/** How each delivery state is shown. */
export const MAIL_STATE_LABELS: Record<MailDeliveryState, string> = {
  pending: 'Queued',
  processing: 'Sending',
  sent: 'Sent',
  error: 'Failed',
};

/**
 * The outbox id of the mail `template` sends about `subjectId` for one event (`key`: what tells
 * this event from a later one of the same kind, e.g. the version of the document it changed):
 * the event delivered again, or two calls at once, find the mail queued and queue no other.
 */
export function outboxMailId(template: MailTemplateName, subjectId: string, key: string | number): string {
  return `${template}-${subjectId}-${key}`;
}

/** The delivery record on an outbox document. */
export interface MailDelivery {
  state: MailDeliveryState;
  /** Delivery attempts started (a claim counts one). */
  attempts: number;
  /** When the current attempt started, and until when its claim holds. */
  start_time: Date | null;
  lease_expire_time: Date | null;
  end_time: Date | null;
  /** Why the last attempt failed; null otherwise. */
  error: string | null;
  /** What the SMTP server said of a sent mail. */
  info: { message_id: string; accepted: string[]; rejected: string[]; response: string } | null;
}

/** mail/{id}: one mail to send: recipient, template and its data, what it is about, the delivery. */
export interface OutboxMail {
  to: string;
  template: { name: MailTemplateName; data: Record<string, string> };
  /** The candidate the mail is for (their uid): their message history, export and erase find it by this; null for none. */
  user_id: string | null;
  /** The screening application the mail is about (the detail dialog lists its mails). */
  application_id: string | null;
  requested_by: string;
  created_at: Date;
  delivery: MailDelivery;
  /** When Firestore's TTL policy deletes the mail (mailExpiry: RETENTION.mailDays after it was queued). */
  expire_at: Date;
}

/** When a mail queued at `createdAt` expires: RETENTION.mailDays later, its delivery long decided. */
export function mailExpiry(createdAt: Date): Date {
  return expiresAt(createdAt, RETENTION.mailDays);
}

/** How long a claimed delivery may take before another may take it over (the send's own timeouts are shorter). */
export const MAIL_LEASE_MS = 60_000;

/** A new mail's delivery: pending, not attempted. */
export function pendingDelivery(): MailDelivery {
  return {
    state: 'pending',
    attempts: 0,
    start_time: null,
    lease_expire_time: null,
    end_time: null,
    error: null,
    info: null,
  };
}

/** A mail as the admin's detail calls and the candidate's message history list it. */
export interface OutboxMailSummary {
  id: string;
  to: string;
  template: MailTemplateName;
  /** MAIL_TEMPLATE_LABELS of the template (the template's name for one this version does not know). */
  label: string;
  created_at: string;
  requested_by: string;
  delivery: Serialized<MailDelivery>;
}

/** A mail for the detail call. */
export function outboxMailSummary(id: string, mail: OutboxMail): OutboxMailSummary {
  return {
    id,
    to: mail.to,
    template: mail.template.name,
    label: MAIL_TEMPLATE_LABELS[mail.template.name] ?? mail.template.name,
    created_at: mail.created_at.toISOString(),
    requested_by: mail.requested_by,
    delivery: serialize(mail.delivery),
  };
}
