// The interview invitation (spec section 9): a fixed template inviting a brief 5-minute screening
// interview with the founder through a messaging app; the greeting uses the first name or else
// the local part of the email. Plain text and HTML. For a screening posting other than the
// specification's full-stack internship, the same invitation names that posting by its title.
import { COMPANY } from '../shared/company';
import { MAIL_SIGNATURE, renderMail, type RenderedMail } from './layout';

/** What the invitation is filled with. */
export interface InterviewEmailData {
  name: string | null;
  email: string;
  /** The title of the posting applied to, for a screening posting other than the specification's; else the full-stack internship's text. */
  jobTitle?: string | null;
}

/** The messaging app the founder interviews through. */
export const INTERVIEW_MESSAGING_APP = 'WhatsApp';

/** The invitation's subject. */
export const INTERVIEW_EMAIL_SUBJECT = `Interview invitation: Full-Stack Engineer Internship at ${COMPANY.name}`;

/** The subject for an invitation to another screening posting, `jobTitle`. */
export const interviewEmailSubjectFor = (jobTitle: string) => `Interview invitation: ${jobTitle} at ${COMPANY.name}`;

/** Who the greeting names: the first word of the name, else the email's local part. */
export function greetingName({ name, email }: InterviewEmailData): string {
  const first = name?.trim().split(/\s+/)[0];
  if (first) return first;
  return email.split('@')[0] || email;
}

/** The invitation's paragraphs after the greeting (shared by the text and HTML parts and the confirmation dialog). */
export const INTERVIEW_EMAIL_PARAGRAPHS = [
  `Thank you for completing the Full-Stack Engineer screening application at ${COMPANY.name}. We enjoyed reading your answers and would like to invite you to the next step.`,
  `It is a brief 5-minute screening interview with our founder over ${INTERVIEW_MESSAGING_APP}: a short, informal conversation about your experience and what you would like to build with us.`,
  `Please reply to this email with the ${INTERVIEW_MESSAGING_APP} number we can reach you on and two or three times that suit you over the next few days.`,
  'We look forward to speaking with you.',
] as const;

/** The paragraphs for an invitation to another screening posting, `jobTitle` (its name in the first). */
export function interviewEmailParagraphsFor(jobTitle: string): readonly string[] {
  const [, ...rest] = INTERVIEW_EMAIL_PARAGRAPHS;
  return [
    `Thank you for completing the ${jobTitle} screening application at ${COMPANY.name}. We enjoyed reading your answers and would like to invite you to the next step.`,
    ...rest,
  ];
}

/** The sign-off (every mail's, MAIL_SIGNATURE). */
export const INTERVIEW_EMAIL_SIGNATURE = MAIL_SIGNATURE;

/** The invitation for a candidate, in the mails' layout. */
export function interviewEmail(data: InterviewEmailData): RenderedMail {
  return renderMail({
    subject: data.jobTitle ? interviewEmailSubjectFor(data.jobTitle) : INTERVIEW_EMAIL_SUBJECT,
    greeting: `Hi ${greetingName(data)},`,
    paragraphs: data.jobTitle ? interviewEmailParagraphsFor(data.jobTitle) : INTERVIEW_EMAIL_PARAGRAPHS,
  });
}
