// The outbox's delivery, modelled on the firestore-send-email extension's state machine: a new
// mail is `pending`; one delivery of the trigger claims it (`processing`, attempts + 1, a lease) in
// a transaction, renders its template and hands it to the sender it is given (SMTP:
// adapters/smtp.ts); the end is recorded as `sent` (with the
// server's message id) or `error` (with the reason). The same event delivered again, or twice at
// once, finds the claim taken and sends nothing: one request, one mail. A failed mail stays
// `error`; sending again is a new request (a new outbox document).
import { MAIL_LEASE_MS, type MailDelivery, type OutboxMail } from '@careers/domain/mail';
import type { MailSender, SentInfo } from '../../adapters/smtp';
import { claimMailDelivery, recordMailDelivery } from '../../stores/mail-outbox';
import type { DocumentChange } from '../document-change';
import { renderOutboxMail } from './templates';

/** What a delivery came to (the handler's answer, for logs and tests). */
export type DeliveryResult = 'not_pending' | 'claimed_elsewhere' | 'sent' | 'error';

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'Unknown error';

/** The outbox trigger's handler: claims, renders, sends through `sender` and records a new mail (see the file's comment). */
export async function deliverOutboxMail(
  change: DocumentChange<OutboxMail>,
  sender: () => MailSender,
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
  const rendered = renderOutboxMail(claimed);
  if (!rendered) {
    await recordMailDelivery(
      change.id,
      ended({ state: 'error', error: `Unknown mail template: ${claimed.template.name}`, info: null }),
    );
    return 'error';
  }
  let info: SentInfo;
  try {
    info = await sender().send({ to: claimed.to, ...rendered });
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
