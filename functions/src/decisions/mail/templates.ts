// The templates an outbox document names, rendered at delivery from the document's small data
// (strings only) in the one layout (domain/src/mail/layout.ts). Every text of a candidate's mail is
// here (the interview invitation's in the domain: the screening admin shows it before sending),
// the hiring team's in team-templates.ts.
// Links point at the site's configured origin; the interview's at the configured meeting room.
import {
  greetingName,
  interviewEmail,
  interviewJobTitle,
  isEssentialMail,
  isTeamMail,
  renderMail,
  type MailTemplateName,
  type OutboxMail,
  type RenderedMail,
} from '@careers/domain/mail';
import { formatStartDate } from '@careers/domain/offers';
import { googleCalendarUrl, interviewCalendarDetails } from '@careers/domain/recruiting';
import { COMPANY, fillPath, formatUtcInstant, ROUTES } from '@careers/domain/shared';
import { asDate, interviewSlotOf, interviewWhen, link, type MailLinks, type Template } from './template-parts';
import { TEAM_FOOTER, TEAM_TEMPLATES } from './team-templates';

export type { MailLinks } from './template-parts';

/** The footer of a mail the candidate may turn off (NON_ESSENTIAL_MAILS). */
export const OPT_OUT_FOOTER = (profileUrl: string) =>
  `You can turn off update emails like this one under Email preferences on your profile: ${profileUrl}`;

/** The footer of a mail sent whatever the preference. */
export const ESSENTIAL_FOOTER = `This email is about a step of your application at ${COMPANY.name}, so it is sent even when update emails are turned off.`;

/** Where the candidate moves or cancels the interview. */
const changeLine =
  'To choose another time or to tell us you cannot attend, open your application: changes close one hour before the interview starts.';

/** Each candidate's mail's content from its data, or null when the data is not enough to write it. */
const CANDIDATE_TEMPLATES: Record<
  Exclude<MailTemplateName, 'interview_invitation' | keyof typeof TEAM_TEMPLATES>,
  Template
> = {
  application_received: (data, links) => ({
    subject: `We received your application: ${data.job_title}`,
    paragraphs: [
      `Thank you for applying for the ${data.job_title} position at ${COMPANY.name}. We have received your application.`,
      'We check every application against the position’s criteria straight away; a separate email tells you the result. You can follow your application on your profile at any time.',
    ],
    action: { label: 'View your application', url: link(links, ROUTES.profile) },
  }),

  criteria_result: (data, links) =>
    data.qualified === 'yes'
      ? {
          subject: `You meet our criteria: ${data.job_title}`,
          paragraphs: [
            `Good news: your application for the ${data.job_title} position meets our criteria.`,
            'The next step is to sign the non-disclosure agreement (NDA). As soon as you sign it, your interview is scheduled.',
          ],
          action: { label: 'Sign the NDA', url: link(links, ROUTES.application) },
        }
      : {
          subject: `About your application: ${data.job_title}`,
          paragraphs: [
            `Thank you for your interest in the ${data.job_title} position. Unfortunately your application does not meet the position’s criteria, for these reasons:`,
          ],
          bullets: (data.reasons ?? '').split('; ').filter(Boolean),
          closing: ['Thank you for your time. You are welcome to apply for our future positions.'],
        },

  nda_signed: (data, links) => {
    const signedAt = asDate(data.signed_at);
    if (!signedAt) return null;
    return {
      subject: `Your signed NDA with ${COMPANY.name}`,
      paragraphs: [
        `Thank you for signing the ${data.document_title}. A copy of the agreement as you signed it is attached to this email (PDF), for your records.`,
      ],
      details: [
        {
          label: 'Signed at',
          value: formatUtcInstant(signedAt),
        },
        { label: 'Document version', value: data.document_version ?? '' },
        { label: 'SHA-256 of the text', value: data.document_sha256 ?? '' },
      ],
      action: { label: 'View your application', url: link(links, ROUTES.application) },
    };
  },

  interview_scheduled: (data, links) => {
    const slot = interviewSlotOf(data);
    if (!slot) return null;
    const calendar = googleCalendarUrl(slot, interviewCalendarDetails(links.meetingUrl, interviewJobTitle(data)));
    return {
      subject: `Your interview is scheduled: ${interviewWhen(slot.start, slot.end)}`,
      paragraphs: [
        `Your interview for the ${data.job_title} position with the ${COMPANY.name} recruiting team is scheduled.`,
      ],
      details: [
        { label: 'When', value: interviewWhen(slot.start, slot.end) },
        { label: 'Video meeting', value: links.meetingUrl },
      ],
      action: { label: 'Add to Google Calendar', url: calendar },
      closing: [
        'The calendar file (.ics) attached to this email adds the interview to any other calendar.',
        'Please join the video meeting at the scheduled time from a quiet place, with your camera and microphone tested beforehand.',
        ...(data.interview_uid ? [changeLine] : []),
      ],
    };
  },

  interview_moved: (data, links) => {
    const slot = interviewSlotOf(data);
    if (!slot) return null;
    return {
      subject: `Your interview has moved: ${interviewWhen(slot.start, slot.end)}`,
      paragraphs: [`Your interview for the ${data.job_title} position now takes place at the new time below.`],
      details: [
        { label: 'When', value: interviewWhen(slot.start, slot.end) },
        { label: 'Video meeting', value: links.meetingUrl },
      ],
      action: {
        label: 'Add to Google Calendar',
        url: googleCalendarUrl(slot, interviewCalendarDetails(links.meetingUrl, interviewJobTitle(data))),
      },
      closing: ['The calendar file (.ics) attached to this email moves the interview in your calendar.', changeLine],
    };
  },

  interview_cancelled: (data, links) => {
    const slot = interviewSlotOf(data);
    if (!slot) return null;
    return {
      subject: `Your interview is cancelled: ${interviewWhen(slot.start, slot.end)}`,
      paragraphs: [
        `Your interview for the ${data.job_title} position on ${interviewWhen(slot.start, slot.end)} is cancelled, as you asked.`,
        'You can choose a new time on your application whenever you are ready.',
      ],
      action: { label: 'Choose a new time', url: link(links, ROUTES.application) },
      closing: ['The calendar file (.ics) attached to this email removes the interview from your calendar.'],
    };
  },

  interview_reminder: (data, links) => {
    const slot = interviewSlotOf(data);
    if (!slot) return null;
    return {
      subject: `Reminder: your interview starts within the hour`,
      paragraphs: [`Your interview for the ${data.job_title} position starts soon.`],
      details: [
        { label: 'When', value: interviewWhen(slot.start, slot.end) },
        { label: 'Video meeting', value: links.meetingUrl },
      ],
      action: { label: 'Join Video Meeting', url: links.meetingUrl },
      closing: ['Please join from a quiet place, with your camera and microphone tested beforehand.'],
    };
  },

  interview_decision: (data, links) =>
    data.decision === 'hired'
      ? {
          subject: `Good news about your interview: ${data.job_title}`,
          paragraphs: [
            `Thank you for interviewing with us. We are happy to tell you that we would like you to join ${COMPANY.name} as ${data.job_title}.`,
            'Your job offer is being prepared: a separate email tells you when it is ready to sign.',
          ],
          action: { label: 'View your profile', url: link(links, ROUTES.profile) },
        }
      : {
          subject: `About your interview: ${data.job_title}`,
          paragraphs: [
            `Thank you for interviewing for the ${data.job_title} position. After careful consideration we have decided not to move forward with your application.`,
            'We appreciate the time you gave us and wish you every success.',
          ],
        },

  offer_ready: (data, links) => ({
    subject: `Your job offer is ready to sign: ${data.position_title}`,
    paragraphs: [
      `Congratulations! Your job offer for the ${data.position_title} position at ${COMPANY.name} is ready.`,
      'Please read and sign the employment agreement, the NDA and the compensation agreement, then accept the offer.',
    ],
    action: {
      label: 'Review your offer',
      url: link(links, fillPath(ROUTES.jobOffer, { offerId: data.offer_id ?? '' })),
    },
  }),

  offer_withdrawn: (data, links) => ({
    subject: `Your job offer was withdrawn: ${data.position_title}`,
    paragraphs: [
      `We are sorry to tell you that your job offer for the ${data.position_title} position at ${COMPANY.name} has been withdrawn. It can no longer be signed or accepted.`,
      `If you have questions, please write to us at ${COMPANY.careersEmail}.`,
    ],
    action: { label: 'View your offers', url: link(links, ROUTES.jobOffers) },
  }),

  offer_accepted: (data, links) => ({
    subject: `Welcome aboard: you accepted the ${data.position_title} offer`,
    paragraphs: [
      `Thank you for accepting your job offer for the ${data.position_title} position. Welcome to ${COMPANY.name}!`,
      'The signing certificate attached to this email (PDF) records each document you signed and your acceptance.',
    ],
    details: data.start_date
      ? [{ label: 'Start date', value: `${formatStartDate(data.start_date)} (Philippines time)` }]
      : [],
    action: { label: 'View your offer', url: link(links, fillPath(ROUTES.jobOffer, { offerId: data.offer_id ?? '' })) },
  }),

  offer_declined: (data, links) => ({
    subject: `You declined the ${data.position_title} offer`,
    paragraphs: [
      `This confirms that you declined your job offer for the ${data.position_title} position at ${COMPANY.name}. The offer is closed.`,
      'Thank you for the time you gave us; we wish you every success.',
    ],
    action: { label: 'View your offers', url: link(links, ROUTES.jobOffers) },
  }),

  human_review_decided: (data, links) => {
    const onward = ['screening_passed', 'shortlisted', 'interviewed', 'hired'].includes(data.outcome ?? '');
    const stopped = ['screening_failed', 'rejected'].includes(data.outcome ?? '');
    return {
      subject: `A person reviewed your screening result: ${data.job_title}`,
      paragraphs: [
        `As you asked, a person at ${COMPANY.name} reviewed the assessment of your ${data.job_title} screening application.`,
        onward
          ? 'Their decision: your application goes on to the next step. Our team will contact you about it.'
          : stopped
            ? 'Their decision: your application does not go on this time. Thank you for asking us to look again.'
            : 'Their decision: your answers are assessed again; a separate email tells you the result.',
      ],
      action: { label: 'View your screening status', url: link(links, ROUTES.screening) },
    };
  },

  screening_received: (data, links) => ({
    subject: `We received your screening application: ${data.job_title}`,
    paragraphs: [
      `Thank you for completing the ${data.job_title} screening application at ${COMPANY.name}. We have received your answers and are assessing them now.`,
      'A separate email tells you the result.',
    ],
    action: { label: 'View your screening status', url: link(links, ROUTES.screening) },
  }),

  screening_result: (data, links) =>
    data.passed === 'yes'
      ? {
          subject: `You passed our screening: ${data.job_title}`,
          paragraphs: [
            `Good news: your ${data.job_title} screening application passed our assessment.`,
            'Our team will contact you about the next step, a short interview.',
          ],
          action: { label: 'View your screening status', url: link(links, ROUTES.screening) },
        }
      : {
          subject: `Your screening result: ${data.job_title}`,
          paragraphs: [
            `Thank you for completing the ${data.job_title} screening application. Unfortunately it did not pass our assessment this time.`,
            'We appreciate the time you gave it and wish you every success.',
          ],
        },
};

/** The mail an outbox document asks for, or null for a template or data this version cannot render. */
export function renderOutboxMail(mail: Pick<OutboxMail, 'to' | 'template'>, links: MailLinks): RenderedMail | null {
  const { name, data } = mail.template;
  if (name === 'interview_invitation') {
    return interviewEmail({
      name: typeof data.name === 'string' && data.name ? data.name : null,
      email: mail.to,
      jobTitle: typeof data.job_title === 'string' && data.job_title ? data.job_title : null,
    });
  }
  const templates: Record<string, Template> = { ...CANDIDATE_TEMPLATES, ...TEAM_TEMPLATES };
  const content = Object.hasOwn(templates, name) ? templates[name]!(data, links) : null;
  if (!content) return null;
  const profileUrl = link(links, ROUTES.profile);
  const footer = isTeamMail(name)
    ? TEAM_FOOTER(interviewJobTitle(data))
    : isEssentialMail(name)
      ? ESSENTIAL_FOOTER
      : OPT_OUT_FOOTER(profileUrl);
  return renderMail({
    ...content,
    greeting: `Hi ${greetingName({ name: data.name || null, email: mail.to })},`,
    footer,
  });
}
