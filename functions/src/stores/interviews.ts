// interviewSchedule/current (the admins' windows, capacity and blocked days) and
// interviewWindows/{windowId} (who is booked into each window). Functions write both; the booking
// transactions read a window before they add to it, so a window never holds more than its capacity.
import {
  DEFAULT_INTERVIEW_SCHEDULE,
  INTERVIEW_SCHEDULE_ID,
  windowsOpeningQuery,
  type InterviewSchedule,
  type InterviewWindowBookings,
} from '@careers/domain/recruiting';
import { COLLECTIONS } from '@careers/domain/shared';
import { db } from '../lib/firebase';
import { converter } from './converter';
import type { Transaction } from './firestore';
import { describedQuery } from './query';

const schedules = () => db.collection(COLLECTIONS.interviewSchedule).withConverter(converter<InterviewSchedule>());
const windows = () => db.collection(COLLECTIONS.interviewWindows).withConverter(converter<InterviewWindowBookings>());

const orDefault = (stored: InterviewSchedule | undefined): InterviewSchedule => ({
  ...DEFAULT_INTERVIEW_SCHEDULE,
  ...stored,
});

/** The schedule (the default one, the specification's window, until an admin saves one). */
export async function readSchedule(): Promise<InterviewSchedule> {
  return orDefault((await schedules().doc(INTERVIEW_SCHEDULE_ID).get()).data());
}

/** The schedule, read within `tx`. */
export async function readScheduleIn(tx: Transaction): Promise<InterviewSchedule> {
  return orDefault((await tx.get(schedules().doc(INTERVIEW_SCHEDULE_ID))).data());
}

/** Stores the schedule within `tx` (read in it first). */
export function writeScheduleIn(tx: Transaction, schedule: InterviewSchedule): void {
  tx.set(schedules().doc(INTERVIEW_SCHEDULE_ID), schedule);
}

/** Who is booked into window `id`, read within `tx`; undefined before its first booking. */
export async function readWindowIn(tx: Transaction, id: string): Promise<InterviewWindowBookings | undefined> {
  return (await tx.get(windows().doc(id))).data();
}

/** Stores who is booked into a window within `tx` (read in it first). */
export function writeWindowIn(tx: Transaction, bookings: InterviewWindowBookings): void {
  tx.set(windows().doc(bookings.id), bookings);
}

/** The windows with bookings that open in [from, to), earliest first. */
export async function windowsOpening(from: Date, to: Date): Promise<InterviewWindowBookings[]> {
  return (await describedQuery(windows(), windowsOpeningQuery(from, to)).get()).docs.map((doc) => doc.data());
}

/** Who is booked into the windows `ids` (a missing window is left out). */
export async function readWindows(ids: string[]): Promise<InterviewWindowBookings[]> {
  if (ids.length === 0) return [];
  const snapshots = await db.getAll(...ids.map((id) => windows().doc(id)));
  return snapshots.flatMap((snapshot) => snapshot.data() ?? []);
}
