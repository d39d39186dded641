// What the mail templates share: where their links point, the interview's time as a mail reads it,
// and the data's dates (templates.ts: the candidates' mails; team-templates.ts: the hiring team's).
import { formatInterviewDate, formatWindowTimes, INTERVIEW } from '@careers/domain/recruiting';
import type { MailContent } from '@careers/domain/mail';

/** Where the mails' links point: the site and the interviews' meeting room. */
export interface MailLinks {
  siteOrigin: string;
  meetingUrl: string;
}

/** A mail's data, as its outbox document stores it: strings only. */
export type Data = Record<string, string>;

/** A template: its content from its data, or null when the data is not enough to write it. */
export type Template = (data: Data, links: MailLinks) => Omit<MailContent, 'greeting' | 'footer'> | null;

/** A link to `path` of the site. */
export const link = (links: MailLinks, path: string) => `${links.siteOrigin.replace(/\/$/, '')}${path}`;

/** The interview's date and time as a mail gives it. */
export const interviewWhen = (start: Date, end: Date) =>
  `${formatInterviewDate(start)}, ${formatWindowTimes({ start, end })} (${INTERVIEW.timeZoneLabel})`;

export const asDate = (value: string | undefined): Date | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The interview's start and end in a mail's data, or null when either is missing. */
export const interviewSlotOf = (data: Data) => {
  const start = asDate(data.interview_start);
  const end = asDate(data.interview_end);
  return start && end ? { start, end } : null;
};
