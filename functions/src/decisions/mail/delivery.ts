// The outbox's delivery, modelled on the firestore-send-email extension's state machine: a new
// mail is `pending`; one delivery of the trigger claims it (`processing`, attempts + 1, a lease) in
// a transaction, renders its template and hands it to the sender it is given (SMTP:
// adapters/smtp.ts); the end is recorded as `sent` (with the
// server's message id) or `error` (with the reason). The same event delivered again, or twice at
// once, finds the claim taken and sends nothing: one request, one mail. A failed mail stays
// `error`; sending again is a new request (a new outbox document).
import { MAIL_LEASE_MS, type MailDelivery, type OutboxMail } from '@careers/domain/mail';
import type { MailSender, SentInfo } from '../../adapters/smtp';
import { attachmentsFor, type PdfRenderer } from './attachments';
import { claimMailDelivery, recordMailDelivery } from '../../stores/mail-outbox';
import type { DocumentChange } from '../document-change';
import { renderOutboxMail, type MailLinks } from './templates';

/** What a delivery came to (the handler's answer, for logs and tests). */
export type DeliveryResult = 'not_pending' | 'claimed_elsewhere' | 'sent' | 'error';

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'Unknown error';

/** What a delivery renders with: the links' targets and the PDF renderer (adapters/pdf.ts). */
export interface DeliveryTools {
  links: MailLinks;
  renderPdf: PdfRenderer;
}

/**
 * The outbox trigger's handler: claims, renders (with its attachments, made now), sends through
 * `sender` and records a new mail (see the file's comment).
 */
export async function deliverOutboxMail(
  change: DocumentChange<OutboxMail>,
  sender: () => MailSender,
  tools: () => DeliveryTools,
  now: () => Date = () => new Date(),
): Promise<DeliveryResult> {
  if (change.after?.delivery?.state !== 'pending') return 'not_pending';
  const claimed = await claimMailDelivery(change.id, now(), MAIL_LEASE_MS);
  if (!claimed) return 'claimed_elsewhere';
  const ended = (fields: Pick<MailDelivery, 'state' | 'error' | 'info'>): MailDelivery => ({
    ...claimed.delivery,
    ...fields,
    lease_expire_time: null,
    end_time: now(),
  });
  let info: SentInfo;
  try {
    const { links, renderPdf } = tools();
    const rendered = renderOutboxMail(claimed, links);
    if (!rendered) {
      await recordMailDelivery(
        change.id,
        ended({
          state: 'error',
          error: `Cannot render the mail template ${claimed.template.name} from its data`,
          info: null,
        }),
      );
      return 'error';
    }
    const attachments = await attachmentsFor(claimed, renderPdf, links, now());
    if (!attachments.ok) {
      await recordMailDelivery(change.id, ended({ state: 'error', error: attachments.reason, info: null }));
      return 'error';
    }
    info = await sender().send({ to: claimed.to, ...rendered, attachments: attachments.attachments });
  } catch (error) {
    console.error(`mail/${change.id}: delivery failed`, error);
    await recordMailDelivery(change.id, ended({ state: 'error', error: describe(error), info: null }));
    return 'error';
  }
  await recordMailDelivery(
    change.id,
    ended({
      state: 'sent',
      error: null,
      info: {
        message_id: info.messageId,
        accepted: info.accepted,
        rejected: info.rejected,
        response: info.response,
      },
    }),
  );
  return 'sent';
}
