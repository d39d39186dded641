// Interview windows with capacity: the recurring windows the admins set (Manila time),
// how many candidates a window holds, the blocked days and the added windows; which window a
// candidate is booked into, and until when they may move or cancel it. Pure: the functions store
// and decide, the web shows.
import { DateTime } from 'luxon';
import { INTERVIEW, type InterviewSlot } from './interview';

/** A window's times in a day: "20:00-22:00" (24-hour clock, Manila time). */
export const WINDOW_TIMES_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]|24):([0-5]\d)$/;
/** A Manila calendar day: "2026-11-27". */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** An added window: its day and times, "2026-11-27 10:00-12:00". */
export const ADDED_WINDOW_PATTERN = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}-\d{2}:\d{2})$/;

/** interviewSchedule/current: the admins' schedule (functions write it through the API, audited). */
export interface InterviewSchedule {
  /** The recurring windows of every day, Manila time ("20:00-22:00"). */
  windows: string[];
  /** How many candidates one window holds. */
  capacity: number;
  /** Manila days without interviews ("2026-12-25"). */
  blocked_days: string[];
  /** Windows on one day besides the recurring ones ("2026-11-27 10:00-12:00"). */
  added_windows: string[];
  updated_at: Date | null;
  updated_by: string | null;
}

/** The id of the schedule's one document. */
export const INTERVIEW_SCHEDULE_ID = 'current';

/** The specification's window (every day, 8:00 PM - 10:00 PM Philippines time) and 24 five-minute calls. */
export const DEFAULT_INTERVIEW_SCHEDULE: InterviewSchedule = {
  windows: ['20:00-22:00'],
  capacity: 24,
  blocked_days: [],
  added_windows: [],
  updated_at: null,
  updated_by: null,
};

/** The rules of booking, moving and cancelling. */
export const INTERVIEW_BOOKING = {
  /** Moving or cancelling closes this long before the window opens. */
  changeCutoffMinutes: 60,
  /** "Choose another time" offers the windows of the next 14 days. */
  choiceDays: 14,
  /** How far ahead signing the NDA looks for a window with room. */
  horizonDays: 90,
  /** The reminder mail goes out within this long before the window opens. */
  reminderMinutes: 60,
  /** The longest cancellation reason kept. */
  reasonMax: 500,
} as const;

/**
 * interviewSeats/{windowId}_{seat}: one candidate's place in a window (functions only; admins
 * read). A window of capacity N has the places 0 to N-1; a booking creates one (Firestore refuses
 * to create a document that exists), so a window never holds more than its capacity and many
 * candidates book one window at once without waiting on one document. A move or a cancel deletes
 * the place in the same transaction: it frees at once.
 */
export interface InterviewSeat {
  window_id: string;
  seat: number;
  application_id: string;
  start: Date;
  end: Date;
  booked_at: Date;
}

/** The id of place `seat` of window `windowId`. */
export const seatIdFor = (windowId: string, seat: number): string => `${windowId}_${seat}`;

/** One window on one day. */
export interface InterviewWindow extends InterviewSlot {
  /** "2026-11-27-2000": the Manila day and start time. */
  id: string;
}

/** A window offered to a candidate: its times (ISO) and whether it has room. */
export interface InterviewWindowChoice {
  id: string;
  start: string;
  end: string;
  places_left: number;
}

const manila = (date: Date) => DateTime.fromJSDate(date, { zone: INTERVIEW.timeZone });

/** The Manila day of an instant: "2026-11-27". */
export const manilaDay = (date: Date): string => manila(date).toFormat('yyyy-LL-dd');

/** The id of the window that opens at `start`. */
export const windowIdFor = (start: Date): string => manila(start).toFormat("yyyy-LL-dd'-'HHmm");

/** A window id's day and start, or null when it is not one. */
function parseWindowId(id: string): { day: string; hour: number; minute: number } | null {
  const match = /^(\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})$/.exec(id);
  if (!match) return null;
  return { day: match[1]!, hour: Number(match[2]), minute: Number(match[3]) };
}

/** The window on `day` with the times "HH:mm-HH:mm" (Manila), or null when the times are not valid. */
export function windowOn(day: string, times: string): InterviewWindow | null {
  const match = WINDOW_TIMES_PATTERN.exec(times);
  const date = DateTime.fromISO(day, { zone: INTERVIEW.timeZone });
  if (!match || !date.isValid) return null;
  const start = date.set({ hour: Number(match[1]), minute: Number(match[2]) });
  const end = date.startOf('day').plus({ hours: Number(match[3]), minutes: Number(match[4]) });
  if (end <= start) return null;
  return { id: windowIdFor(start.toJSDate()), start: start.toJSDate(), end: end.toJSDate() };
}

/** The windows of one Manila day, earliest first: none on a blocked day, else the recurring and the added ones. */
export function windowsOnDay(schedule: InterviewSchedule, day: string): InterviewWindow[] {
  if (schedule.blocked_days.includes(day)) return [];
  const added = schedule.added_windows.flatMap((entry) => {
    const match = ADDED_WINDOW_PATTERN.exec(entry);
    return match && match[1] === day ? [match[2]!] : [];
  });
  const windows = [...schedule.windows, ...added].flatMap((times) => windowOn(day, times) ?? []);
  const unique = new Map(windows.map((window) => [window.id, window]));
  return [...unique.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The windows of `days` Manila days from `firstDay` on, earliest first. */
export function windowsFrom(schedule: InterviewSchedule, firstDay: string, days: number): InterviewWindow[] {
  const first = DateTime.fromISO(firstDay, { zone: INTERVIEW.timeZone });
  return Array.from({ length: days }, (_, i) => first.plus({ days: i }).toFormat('yyyy-LL-dd')).flatMap((day) =>
    windowsOnDay(schedule, day),
  );
}

/** The instants a Manila day spans, [start, end), or null when `day` is not a real day. */
export function manilaDayRange(day: string): { start: Date; end: Date } | null {
  const start = DateTime.fromISO(day, { zone: INTERVIEW.timeZone });
  if (!DAY_PATTERN.test(day) || !start.isValid) return null;
  return { start: start.toJSDate(), end: start.plus({ days: 1 }).toJSDate() };
}

/** The Manila day after `now`'s: where signing the NDA starts looking (the specification's next day). */
export const nextManilaDay = (now: Date): string => manila(now).plus({ days: 1 }).toFormat('yyyy-LL-dd');

/** The window `id` if the schedule has it (a blocked day's or an unknown time's is none). */
export function scheduledWindow(schedule: InterviewSchedule, id: string): InterviewWindow | null {
  const parsed = parseWindowId(id);
  if (!parsed) return null;
  return windowsOnDay(schedule, parsed.day).find((window) => window.id === id) ?? null;
}

/** Whether an interview that opens at `start` may still be moved or cancelled at `now`. */
export function canChangeInterview(start: Date, now: Date): boolean {
  return now.getTime() < start.getTime() - INTERVIEW_BOOKING.changeCutoffMinutes * 60_000;
}

/** The windows a candidate may choose at `now`: of the next choiceDays days, opening after the cutoff. */
export function choosableWindows(schedule: InterviewSchedule, now: Date): InterviewWindow[] {
  return windowsFrom(schedule, manilaDay(now), INTERVIEW_BOOKING.choiceDays + 1).filter(
    (window) =>
      canChangeInterview(window.start, now) &&
      window.start.getTime() <= now.getTime() + INTERVIEW_BOOKING.choiceDays * 86_400_000,
  );
}

/** A window's times in a time zone, as the specification shows them: "8:00 PM - 10:00 PM". */
export function formatWindowTimes(window: InterviewSlot, timeZone: string = INTERVIEW.timeZone): string {
  const time = (date: Date) => DateTime.fromJSDate(date, { zone: timeZone }).toFormat('h:mm a');
  return `${time(window.start)} - ${time(window.end)}`;
}

/** A window's day in a time zone: "Friday, November 27, 2026". */
export function formatWindowDay(start: Date, timeZone: string = INTERVIEW.timeZone): string {
  return DateTime.fromJSDate(start, { zone: timeZone }).toFormat('cccc, LLLL d, yyyy');
}

/** The stable UID of a candidate's interview in calendars: one event, moved or cancelled. */
export const interviewCalendarUid = (applicationId: string): string => `interview-${applicationId}@applypilot`;
