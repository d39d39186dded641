// The interview as a calendar entry, one description for every place that offers it: the
// interview step's Google Calendar link and .ics download (web) and the interview-scheduled mail's
// link and attachment (functions).
import { createEvent } from 'ics';
import { COMPANY } from '../shared/company';
import type { CalendarDetails, InterviewSlot } from './interview';

/**
 * What the interview's calendar entry says, with the video meeting's link (each side's configured
 * one) and the title of the posting the interview is for.
 */
export function interviewCalendarDetails(meetingUrl: string, jobTitle: string): CalendarDetails {
  return {
    title: `${COMPANY.name} Interview: ${jobTitle}`,
    description: `Your interview with the ${COMPANY.name} recruiting team. Join the video meeting: ${meetingUrl}`,
    location: meetingUrl,
  };
}

/**
 * Which calendar event a file is and what it does to it: the candidate's interview keeps
 * one UID; each change raises SEQUENCE; a booking or a move is a REQUEST, a cancellation a CANCEL.
 */
export interface CalendarEventUpdate {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
}

/**
 * The interview as an iCalendar (.ics) file, in UTC (12:00-14:00 for 8-10 PM Manila time). Without
 * `update` (the interview step's download), an event of its own, keyed by its start.
 */
export function interviewCalendarFile(
  slot: InterviewSlot,
  details: CalendarDetails,
  update?: CalendarEventUpdate,
): string {
  const { error, value } = createEvent({
    uid: update?.uid ?? `interview-${slot.start.getTime()}@applypilot`,
    ...(update
      ? {
          method: update.method,
          sequence: update.sequence,
          organizer: { name: COMPANY.name, email: COMPANY.supportEmail },
        }
      : {}),
    start: slot.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: slot.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: details.title,
    description: details.description,
    location: details.location,
    url: details.location,
    status: update?.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('Could not create the calendar file');
  return value;
}

/**
 * What a panel member's calendar entry of the interview says: whom they interview for which
 * posting, the video meeting, and where their scorecard is.
 */
export function panelCalendarDetails(
  meetingUrl: string,
  jobTitle: string,
  candidateName: string,
  scorecardUrl: string,
): CalendarDetails {
  return {
    title: `${COMPANY.name} Interview: ${candidateName} (${jobTitle})`,
    description: `You interview ${candidateName} for the ${jobTitle} position. Join the video meeting: ${meetingUrl} Your scorecard: ${scorecardUrl}`,
    location: meetingUrl,
  };
}
