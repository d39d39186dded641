// The mail outbox (mail/{id}): a document per mail to send, written by functions, delivered by the
// outbox trigger through SMTP. Its delivery state follows the firestore-send-email extension:
// pending -> processing (claimed in a transaction, attempts counted) -> sent (with the SMTP message
// id) or error (with the reason). A sent or failed mail is never sent again by the trigger: sending
// again is a new document, an explicit new request.
import { expiresAt, RETENTION } from '../shared/retention';
import { serialize, type Serialized } from '../shared/serialize';

/** Where a mail's delivery is. */
export type MailDeliveryState = 'pending' | 'processing' | 'sent' | 'error';

/** The templates the outbox renders (domain/src/mail/templates.ts). */
export type MailTemplateName = 'interview_invitation';

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

/** A mail as the admin's detail call lists it. */
export interface OutboxMailSummary {
  id: string;
  to: string;
  template: MailTemplateName;
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
    created_at: mail.created_at.toISOString(),
    requested_by: mail.requested_by,
    delivery: serialize(mail.delivery),
  };
}
