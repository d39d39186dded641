// The outbox's delivery (docs/features/mail.md has the states as a diagram), after the
// firestore-send-email extension's state machine: one delivery claims a mail in a transaction
// (`processing`, attempts + 1, a lease), renders it with its attachments, records the hand-over to
// the server (DATA answered 354) before the message goes, sends it through the sender it is given
// (SMTP: adapters/smtp.ts) and records the attempt. A transient failure (no connection, a timeout,
// a 4xx) is tried again after a backoff with jitter for up to a day (`retrying`, due later: the
// sweep, sweep.ts, takes it up); a permanent one (a 5xx, a mail that cannot be made) ends `error`
// with the server's answer; a cut after the hand-over ends `error` saying the outcome is unknown.
// The same event delivered again, or twice at once, finds the claim taken and sends nothing; a
// delivery that lost its claim (taken over after its lease) never hands the message over.
import {
  classifyFailure,
  decideClaim,
  endAttempt,
  MAIL_DELIVERY_MESSAGES,
  MAIL_LEASE_MS,
  type AttemptResult,
  type MailDeliveryState,
  type OutboxMail,
} from '@careers/domain/mail';
import type { MailSender } from '../../adapters/smtp';
import { claimMailDelivery, markMailHandover, recordMailDelivery } from '../../stores/mail-outbox';
import type { DocumentChange } from '../document-change';
import { attachmentsFor, type PdfRenderer } from './attachments';
import { renderOutboxMail, type MailLinks } from './templates';

/**
 * What a delivery came to (the handler's answer, for logs and tests): nothing to do (the event's mail
 * is not pending; the claim was another delivery's, or the mail is done or gone), or the state the
 * mail was left in.
 */
export type DeliveryResult = 'not_pending' | 'claimed_elsewhere' | Exclude<MailDeliveryState, 'pending' | 'processing'>;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'Unknown error';

/** What a delivery renders with: the links' targets and the PDF renderer (adapters/pdf.ts). */
export interface DeliveryTools {
  links: MailLinks;
  renderPdf: PdfRenderer;
}

/** The time and the randomness a delivery decides with (the retry's jitter); tests hand in their own. */
export interface DeliveryClock {
  now: () => Date;
  /** A number from 0 to 1. */
  random: () => number;
}

export const SYSTEM_CLOCK: DeliveryClock = { now: () => new Date(), random: Math.random };

/** The outbox trigger's handler: delivers a new (pending) mail once (see the file's comment). */
export async function deliverOutboxMail(
  change: DocumentChange<OutboxMail>,
  sender: () => MailSender,
  tools: () => DeliveryTools,
  clock: DeliveryClock = SYSTEM_CLOCK,
): Promise<DeliveryResult> {
  if (change.after?.delivery?.state !== 'pending') return 'not_pending';
  return deliverMail(change.id, sender, tools, clock);
}

/**
 * Claims mail `id` (decideClaim: pending, a retry due, a lease run out), and if this call got the
 * claim, makes and sends the mail and records the attempt. Answers the state it left the mail in.
 */
export async function deliverMail(
  id: string,
  sender: () => MailSender,
  tools: () => DeliveryTools,
  clock: DeliveryClock = SYSTEM_CLOCK,
): Promise<DeliveryResult> {
  const claimed = await claimMailDelivery(id, (mail) =>
    decideClaim(mail.delivery, clock.now(), MAIL_LEASE_MS, clock.random()),
  );
  if (!claimed) return 'claimed_elsewhere';
  const mail = claimed.mail;
  if (!claimed.claimed) return mail.delivery.state === 'error' ? 'error' : 'claimed_elsewhere';

  const attempt = mail.delivery.attempts;
  const record = async (result: AttemptResult): Promise<DeliveryResult> => {
    const end = (delivery: typeof mail.delivery) => endAttempt(delivery, result, clock.now(), clock.random());
    const recorded = await recordMailDelivery(id, attempt, end);
    if (!recorded) return 'claimed_elsewhere';
    // A mail erased while it was sent (its candidate erased their account): nothing to record.
    const state = recorded === 'gone' ? end(mail.delivery).state : recorded.state;
    return state === 'sent' || state === 'retrying' ? state : 'error';
  };

  let handedOver = false;
  let claimLost = false;
  try {
    const { links, renderPdf } = tools();
    const rendered = renderOutboxMail(mail, links);
    if (!rendered) {
      const answer = MAIL_DELIVERY_MESSAGES.unrenderable(mail.template.name);
      return await record({ outcome: 'permanent', code: null, answer });
    }
    const attachments = await attachmentsFor(mail, renderPdf, links, clock.now());
    if (!attachments.ok) return await record({ outcome: 'permanent', code: null, answer: attachments.reason });
    const handover = async () => {
      if (!(await markMailHandover(id, attempt, clock.now()))) {
        claimLost = true;
        throw new Error('The delivery lost its claim: another one took the mail over');
      }
      handedOver = true;
    };
    const sent = await sender().send({ to: mail.to, ...rendered, attachments: attachments.attachments }, handover);
    if (claimLost) return 'claimed_elsewhere';
    if (sent.ok) {
      const { messageId, accepted, rejected, response } = sent.info;
      return await record({ outcome: 'sent', info: { message_id: messageId, accepted, rejected, response } });
    }
    if (sent.code === null) console.warn(`mail/${id}: attempt ${attempt} failed: ${sent.message}`);
    const outcome = classifyFailure({ code: sent.code, message: sent.message, handedOver });
    const answer = outcome === 'unknown' ? `${MAIL_DELIVERY_MESSAGES.unknown} (${sent.message})` : sent.message;
    return await record({ outcome, code: sent.code, answer });
  } catch (error) {
    // Anything unforeseen (a read that failed while making an attachment, say): tried again, unless
    // the message may have gone.
    console.error(`mail/${id}: attempt ${attempt} failed`, error);
    if (claimLost) return 'claimed_elsewhere';
    const answer = handedOver ? `${MAIL_DELIVERY_MESSAGES.unknown} (${describe(error)})` : describe(error);
    return record({ outcome: handedOver ? 'unknown' : 'transient', code: null, answer });
  }
}
