// The hiring team's mails (TEAM_MAILS): a panel member hears of each interview they sit on (booked,
// moved, cancelled, or their place on the panel given or taken), with its calendar file, and once
// of a scorecard still missing after it. They name the candidate and the posting, never the
// candidate's contact details.
import { COMPANY, fillPath, ROUTES } from '@careers/domain/shared';
import { interviewSlotOf, interviewWhen, link, type Data, type MailLinks, type Template } from './template-parts';

/** The footer of a mail to a member of a hiring team. */
export const TEAM_FOOTER = (jobTitle: string) =>
  `You receive this email because you are on the hiring team of the ${jobTitle} position at ${COMPANY.name}.`;

/** The scorecard page of the mail's application. */
const scorecardAction = (data: Data, links: MailLinks) => ({
  label: 'Open your scorecard',
  url: link(links, fillPath(ROUTES.team.interview, { applicationId: data.application_id ?? '' })),
});

/** Whom the interview is with, for which posting. */
const whom = (data: Data) => `${data.candidate_name} for the ${data.job_title} position`;

/** A booked interview's mail: its time, its meeting, the scorecard and the calendar file. */
const booked =
  (subject: string, lead: (data: Data) => string, calendarLine: string): Template =>
  (data, links) => {
    const slot = interviewSlotOf(data);
    if (!slot) return null;
    return {
      subject: `${subject}: ${data.candidate_name}, ${interviewWhen(slot.start, slot.end)}`,
      paragraphs: [lead(data)],
      details: [
        { label: 'When', value: interviewWhen(slot.start, slot.end) },
        { label: 'Video meeting', value: links.meetingUrl },
      ],
      action: scorecardAction(data, links),
      closing: [
        calendarLine,
        "Fill in your scorecard after the interview, before you read your colleagues': your own view counts most before theirs.",
      ],
    };
  };

/** Each team mail's content from its data, or null when the data is not enough to write it. */
export const TEAM_TEMPLATES = {
  panel_interview_scheduled: booked(
    'Interview scheduled',
    (data) => `You are on the interview panel of ${whom(data)}.`,
    'The calendar file (.ics) attached to this email adds the interview to your calendar.',
  ),

  panel_interview_moved: booked(
    'Interview moved',
    (data) => `The interview of ${whom(data)} now takes place at the new time below.`,
    'The calendar file (.ics) attached to this email moves the interview in your calendar.',
  ),

  panel_interview_cancelled: (data) => {
    const slot = interviewSlotOf(data);
    if (!slot) return null;
    const when = interviewWhen(slot.start, slot.end);
    return {
      subject: `Interview cancelled: ${data.candidate_name}, ${when}`,
      paragraphs: [
        data.reason === 'panel'
          ? `You are no longer on the interview panel of ${whom(data)} on ${when}.`
          : `The interview of ${whom(data)} on ${when} is cancelled. You will hear when a new time is booked.`,
      ],
      closing: ['The calendar file (.ics) attached to this email removes the interview from your calendar.'],
    };
  },

  scorecard_reminder: (data, links) => {
    const slot = interviewSlotOf(data);
    if (!slot) return null;
    return {
      subject: `Your scorecard is missing: ${data.candidate_name}`,
      paragraphs: [
        `The interview of ${whom(data)} ended on ${interviewWhen(slot.start, slot.end)}, and your scorecard is not submitted yet.`,
        'Please fill it in while the interview is fresh: the decision is taken on the submitted scorecards.',
      ],
      action: scorecardAction(data, links),
    };
  },
} satisfies Record<string, Template>;
