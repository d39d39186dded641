// What a mail is delivered with, as the deployment's parameters say (functions/src/config.ts): the
// SMTP sender and the tools that make its content (links, PDF). The outbox trigger, the scheduled
// sweep and `npm run mail:sweep` use these.
import { configuredSmtp, smtpSender, type MailSender } from '../adapters/smtp';
import { renderPdf } from '../adapters/pdf';
import { MEETING_URL, siteOrigin } from '../config';
import type { DeliveryTools } from '../decisions/mail/delivery';

/** A sender over SMTP with the configured server (read at run time). */
export const configuredSender = (): MailSender => smtpSender(configuredSmtp());

/** The links' targets and the PDF renderer (read at run time). */
export const configuredTools = (): DeliveryTools => ({
  links: { siteOrigin: siteOrigin(), meetingUrl: MEETING_URL.value() },
  renderPdf,
});
