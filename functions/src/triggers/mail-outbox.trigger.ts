// Delivers the mail the outbox asks for (docs/features/mail.md), with its attachments made now.
import { type OutboxMail } from '@careers/domain/mail';
import { COLLECTIONS } from '@careers/domain/shared';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { SMTP_PASSWORD } from '../config';
import { deliverOutboxMail } from '../decisions/mail/delivery';
import { createdChange } from './event';
import { configuredSender, configuredTools } from './mail-delivery';

/**
 * mail/{id} created: the handler claims the delivery and makes the first attempt through SMTP. A
 * transient failure leaves the mail `retrying` for the sweep (mail-sweep.schedule.ts), which also
 * takes up a delivery that died here (the function's time limit, a crash): the event is not retried.
 */
export const mailOutbox = onDocumentCreated(
  { document: `${COLLECTIONS.mail}/{id}`, secrets: [SMTP_PASSWORD], timeoutSeconds: 120 },
  async (event) => {
    await deliverOutboxMail(createdChange<OutboxMail>(event), configuredSender, configuredTools);
  },
);
