// The templates an outbox document names, rendered by the outbox delivery from the document's data.
import { interviewEmail, type OutboxMail, type RenderedMail } from '@careers/domain/mail';

/** The mail an outbox document asks for, or null for a template or data this version cannot render. */
export function renderOutboxMail(mail: Pick<OutboxMail, 'to' | 'template'>): RenderedMail | null {
  if (mail.template.name === 'interview_invitation') {
    const name = mail.template.data.name;
    return interviewEmail({ name: typeof name === 'string' && name ? name : null, email: mail.to });
  }
  return null;
}
