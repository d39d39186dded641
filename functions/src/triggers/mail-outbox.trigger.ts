// Delivers the mail the outbox asks for (docs/features/mail.md), with its attachments made now.
import { type OutboxMail } from '@careers/domain/mail';
import { COLLECTIONS } from '@careers/domain/shared';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { configuredSmtp, smtpSender } from '../adapters/smtp';
import { renderPdf } from '../adapters/pdf';
import { MEETING_URL, SMTP_PASSWORD, siteOrigin } from '../config';
import { deliverOutboxMail } from '../decisions/mail/delivery';
import { createdChange } from './event';

/** mail/{id} created: the handler claims the delivery and sends it through SMTP once. */
export const mailOutbox = onDocumentCreated(
  { document: `${COLLECTIONS.mail}/{id}`, secrets: [SMTP_PASSWORD], timeoutSeconds: 120 },
  async (event) => {
    await deliverOutboxMail(
      createdChange<OutboxMail>(event),
      () => smtpSender(configuredSmtp()),
      () => ({ links: { siteOrigin: siteOrigin(), meetingUrl: MEETING_URL.value() }, renderPdf }),
    );
  },
);
