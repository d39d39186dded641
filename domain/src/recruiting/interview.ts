import { DateTime } from 'luxon';
import { COMPANY } from '../shared/company';

/** Interviews run 8:00 PM - 10:00 PM Philippines time (12:00-14:00 UTC). */
export const INTERVIEW = {
  timeZone: COMPANY.timeZone,
  startHour: 20,
  durationHours: 2,
  timeLabel: '8:00 PM - 10:00 PM',
  timeZoneLabel: 'Philippines Time',
} as const;

export interface InterviewSlot {
  start: Date;
  end: Date;
}

/**
 * The interview fixed when the NDA is signed: 20:00-22:00 Asia/Manila on the Manila calendar
 * day after the signature.
 */
export function interviewSlotFor(signedAt: Date): InterviewSlot {
  const start = DateTime.fromJSDate(signedAt, { zone: INTERVIEW.timeZone })
    .plus({ days: 1 })
    .set({ hour: INTERVIEW.startHour, minute: 0, second: 0, millisecond: 0 });
  return { start: start.toJSDate(), end: start.plus({ hours: INTERVIEW.durationHours }).toJSDate() };
}

/** The interview date as the candidate reads it, in Philippines time: "Saturday, November 22, 2026". */
export function formatInterviewDate(start: Date): string {
  return DateTime.fromJSDate(start, { zone: INTERVIEW.timeZone }).toFormat('cccc, LLLL d, yyyy');
}

/** What a calendar entry for the interview says (the Google Calendar link and the .ics file). */
export interface CalendarDetails {
  title: string;
  description: string;
  location: string;
}

/** A Google Calendar "add event" link for the slot. */
export function googleCalendarUrl(slot: InterviewSlot, details: CalendarDetails): string {
  const utc = (date: Date) => DateTime.fromJSDate(date, { zone: 'utc' }).toFormat("yyyyLLdd'T'HHmmss'Z'");
  const params: Record<string, string> = {
    action: 'TEMPLATE',
    text: details.title,
    dates: `${utc(slot.start)}/${utc(slot.end)}`,
    details: details.description,
    location: details.location,
  };
  const query = Object.entries(params).map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return `https://calendar.google.com/calendar/render?${query.join('&')}`;
}
