import { createEvent } from 'ics';
import type { CalendarDetails, InterviewSlot } from '@careers/domain/recruiting';

/** The interview as an iCalendar (.ics) file, in UTC (12:00-14:00 for 8-10 PM Manila time). */
export function interviewCalendarFile(slot: InterviewSlot, details: CalendarDetails): string {
  const { error, value } = createEvent({
    uid: `interview-${slot.start.getTime()}@applypilot`,
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
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('Could not create the calendar file');
  return value;
}
