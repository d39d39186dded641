// interviewSchedule/current (the admins' windows, capacity and blocked days) and
// interviewSeats/{windowId}_{seat} (one booked candidate's place in a window). Functions write
// both. A booking creates its place (Firestore refuses to create one that exists), so a window
// never holds more than its capacity, and candidates booking one window at once do not queue on
// one document.
import {
  DEFAULT_INTERVIEW_SCHEDULE,
  INTERVIEW_SCHEDULE_ID,
  seatIdFor,
  seatsOpeningQuery,
  type InterviewSchedule,
  type InterviewSeat,
} from '@careers/domain/recruiting';
import { COLLECTIONS } from '@careers/domain/shared';
import { db } from '../lib/firebase';
import { converter } from './converter';
import type { Transaction } from './firestore';
import { describedQuery } from './query';

const schedules = () => db.collection(COLLECTIONS.interviewSchedule).withConverter(converter<InterviewSchedule>());
const seats = () => db.collection(COLLECTIONS.interviewSeats).withConverter(converter<InterviewSeat>());

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

/** Every place held in `window` (a lowered capacity may leave some above it; a read outside any transaction). */
export async function seatsOfWindow(window: { id: string; start: Date }): Promise<InterviewSeat[]> {
  const opening = seatsOpeningQuery(window.start, new Date(window.start.getTime() + 1));
  const held = (await describedQuery(seats(), opening).get()).docs.map((doc) => doc.data());
  return held.filter((seat) => seat.window_id === window.id);
}

/** Creates a place within `tx`: the commit fails (ALREADY_EXISTS) when another booking took it first. */
export function createSeatIn(tx: Transaction, seat: InterviewSeat): void {
  tx.create(seats().doc(seatIdFor(seat.window_id, seat.seat)), seat);
}

/** Frees the place `id` within `tx`. */
export function deleteSeatIn(tx: Transaction, id: string): void {
  tx.delete(seats().doc(id));
}

/** The places whose windows open in [from, to), earliest first. */
export async function seatsOpening(from: Date, to: Date): Promise<InterviewSeat[]> {
  return (await describedQuery(seats(), seatsOpeningQuery(from, to)).get()).docs.map((doc) => doc.data());
}

/** Changes fields of the place `id` within `tx` (read in it first: the key migration). */
export function updateSeatIn(tx: Transaction, id: string, update: Partial<InterviewSeat>): void {
  tx.update(seats().doc(id), update);
}

/** The place `id` read within `tx`, or undefined. */
export async function readSeatIn(tx: Transaction, id: string): Promise<InterviewSeat | undefined> {
  return (await tx.get(seats().doc(id))).data();
}
