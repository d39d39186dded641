// An interview's place: a window's places are documents, interviewSeats/{window}_{n} for n below
// its capacity. A booking picks a free one before its transaction and creates it in it; a place
// another booking created first is refused by Firestore's create, and the booking looks again
// (withPlaceClaim). Also the booking fields of an application and the data of its mails.
import {
  INTERVIEW_BOOKING,
  interviewCalendarUid,
  nextManilaDay,
  windowIdFor,
  windowsFrom,
  type InterviewSchedule,
  type InterviewWindow,
  type InterviewSeat,
  type RecruitingApplication,
} from '@careers/domain/recruiting';

import type { Transaction } from '../../stores/firestore';

import { isAlreadyExists } from '../../stores/firestore';
import { createSeatIn, readScheduleIn, seatsOfWindow } from '../../stores/interviews';

/** The booking fields of an application. */
export type InterviewBooking = Pick<
  RecruitingApplication,
  'interview_start' | 'interview_end' | 'interview_window_id' | 'interview_sequence' | 'interview_cancellation'
>;

/** The window an application is booked into now: its id, or null (none, or cancelled). */
export function bookedWindowId(application: InterviewBooking): string | null {
  if (application.interview_cancellation) return null;
  if (application.interview_window_id) return application.interview_window_id;
  // Signed before windows: the window is the one at its interview time.
  return application.interview_start ? windowIdFor(application.interview_start) : null;
}

/** A place a booking claims: a window, one of its free places, and the capacity it was chosen under. */
export interface PlannedPlace {
  window: InterviewWindow;
  seat: number;
  capacity: number;
}

/**
 * One of the free places of `window` under `capacity`, at random (so candidates booking at once
 * seldom pick the same), or null when the window holds `capacity` or more. A lowered capacity may
 * leave places held above it; they count, and a booking picks among the lowest
 * `capacity - held` free places only, so bookings at once (each creating its place, refused when
 * another created it first) never take the window past its capacity: what one booking sees as its
 * choices stays a choice, or is taken, whatever the others do meanwhile.
 */
export async function freePlaceOf(
  window: InterviewWindow,
  capacity: number,
  random = Math.random,
): Promise<PlannedPlace | null> {
  const taken = new Set((await seatsOfWindow(window)).map((seat) => seat.seat));
  const room = capacity - taken.size;
  if (room <= 0) return null;
  const free: number[] = [];
  for (let seat = 0; free.length < room; seat += 1) if (!taken.has(seat)) free.push(seat);
  return { window, seat: free[Math.floor(random() * free.length)]!, capacity };
}

/**
 * The earliest window from the Manila day after `now` on with a free place, and one of its free
 * places (read outside the booking's transaction, which then creates the place: when another
 * booking took it first, the booking looks again, withPlaceClaim).
 */
export async function earliestFreePlace(schedule: InterviewSchedule, now: Date): Promise<PlannedPlace | null> {
  for (const window of windowsFrom(schedule, nextManilaDay(now), INTERVIEW_BOOKING.horizonDays)) {
    const place = await freePlaceOf(window, schedule.capacity);
    if (place) return place;
  }
  return null;
}

/** How many times a booking looks for a place again after another booking took the one it chose. */
export const CLAIM_ATTEMPTS = 60;

/** The capacity changed between a booking's plan and its transaction: the booking plans again. */
class CapacityChanged extends Error {}

/**
 * Confirms, as the first read of a booking's transaction, that the capacity `place` was chosen
 * under still holds: an admin's change of it commits either before (the booking plans again) or
 * after the booking.
 */
export async function confirmCapacityIn(tx: Transaction, place: PlannedPlace | null): Promise<void> {
  if (place && (await readScheduleIn(tx)).capacity !== place.capacity) throw new CapacityChanged();
}

/**
 * Runs a booking (`attempt`: plan a place, then a transaction that creates it) until it does not
 * lose its place to another booking: Firestore refuses to create a place that exists
 * (ALREADY_EXISTS), and the booking then plans again from what is taken now (as it does when the
 * capacity changed meanwhile).
 */
export async function withPlaceClaim<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const lost = isAlreadyExists(error) || error instanceof CapacityChanged;
      if (tries >= CLAIM_ATTEMPTS || !lost) throw error;
    }
  }
}

/** The place document of a planned place for `applicationId`. */
export const seatFor = (place: PlannedPlace, applicationId: string, now: Date): InterviewSeat => ({
  window_id: place.window.id,
  seat: place.seat,
  application_id: applicationId,
  start: place.window.start,
  end: place.window.end,
  booked_at: now,
});

/** Books a planned place within `tx` (after every read): fails at commit when it was taken meanwhile. */
export function bookPlaceIn(tx: Transaction, seat: InterviewSeat): void {
  createSeatIn(tx, seat);
}

/** The mail data of an interview at `slot`, with its calendar event's UID and SEQUENCE. */
export function interviewMailData(
  application: RecruitingApplication,
  slot: { start: Date; end: Date },
  sequence: number,
  jobTitle: string,
): Record<string, string> {
  return {
    name: application.name,
    job_title: jobTitle,
    interview_start: slot.start.toISOString(),
    interview_end: slot.end.toISOString(),
    interview_uid: interviewCalendarUid(application.id),
    interview_sequence: String(sequence),
  };
}

/** Whether an application may have its interview booked, moved or cancelled at all (signed, not yet interviewed). */
export const isBookable = (application: RecruitingApplication) =>
  application.nda_signed && application.status === 'meeting_scheduled';
