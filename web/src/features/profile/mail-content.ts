// The texts of the profile's mail sections (the server's messages come from the domain).
import { MAIL_TEMPLATE_LABELS, NON_ESSENTIAL_MAILS } from '@careers/domain/mail';

export const MAIL_SECTION_TEXT = {
  preferencesTitle: 'Email preferences',
  updatesLabel: 'Update emails',
  updatesHelp: `News you can also see here: ${NON_ESSENTIAL_MAILS.map((name) => MAIL_TEMPLATE_LABELS[name].toLowerCase()).join(', ')}.`,
  essentialNote:
    'Emails about your signed NDA, your interview, an interview invitation and your job offers are always sent.',
  messagesTitle: 'Messages',
  messagesHelp: 'The emails we sent you, newest first.',
} as const;
