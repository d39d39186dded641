// The interview bookings (issue 34): signing the NDA books the earliest window with room, a
// candidate (or an admin for them) moves or cancels it until an hour before it opens, and the
// reminder goes out an hour before. Every change runs in one transaction that reads the windows it
// decides on, so a window never holds more than its capacity and a candidate is in one window only;
// each change queues its mail (with the calendar update) in the same transaction.
import {
  APPLICATION_ERRORS,
  canChangeInterview,
  choosableWindows,
  INTERVIEW_BOOKING,
  manilaDayRange,
  INTERVIEW_SCHEDULE_ID,
  INTERVIEW_ERRORS,
  interviewCalendarUid,
  nextManilaDay,
  scheduledWindow,
  seatIdFor,
  windowIdFor,
  windowsFrom,
  windowsOnDay,
  type InterviewChangeResponse,
  type InterviewDayResponse,
  type InterviewSchedule,
  type InterviewWindow,
  type InterviewSeat,
  type InterviewWindowChoice,
  type InterviewWindowsResponse,
  type RecruitingApplication,
} from '@careers/domain/recruiting';
import { auditEntry, COLLECTIONS, type Actor, type AuditLogEntry } from '@careers/domain/shared';
import { appendAuditEntry } from '../../stores/audit-log';
import { readJobTitleIn } from '../../stores/jobs';
import type { Transaction } from '../../stores/firestore';
import { inTransaction } from '../../stores/firestore';
import { isAlreadyExists } from '../../stores/firestore';
import {
  createSeatIn,
  deleteSeatIn,
  readSchedule,
  readScheduleIn,
  seatsOpening,
  takenSeats,
  writeScheduleIn,
} from '../../stores/interviews';
import {
  readApplication,
  readApplicationIn,
  readApplications,
  updateApplicationIn,
} from '../../stores/recruiting-applications';
import { conflict, invalid, notFound, ok, type Outcome } from '../../outcome';
import { applicationMailBase, prepareMailsIn, type CandidateMail } from '../mail/queue';

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

/** A place a booking claims: a window and one of its free places (0 to capacity - 1). */
export interface PlannedPlace {
  window: InterviewWindow;
  seat: number;
}

/** One of the free places of `window`, at random (so candidates booking at once seldom pick the same), or null when full. */
async function freePlaceOf(
  window: InterviewWindow,
  capacity: number,
  random = Math.random,
): Promise<PlannedPlace | null> {
  const taken = new Set((await takenSeats(window.id, capacity)).map((seat) => seat.seat));
  const free = Array.from({ length: capacity }, (_, seat) => seat).filter((seat) => !taken.has(seat));
  return free.length > 0 ? { window, seat: free[Math.floor(random() * free.length)]! } : null;
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

/**
 * Runs a booking (`attempt`: plan a place, then a transaction that creates it) until it does not
 * lose its place to another booking: Firestore refuses to create a place that exists
 * (ALREADY_EXISTS), and the booking then plans again from what is taken now.
 */
export async function withPlaceClaim<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= CLAIM_ATTEMPTS || !isAlreadyExists(error)) throw error;
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
const isBookable = (application: RecruitingApplication) =>
  application.nda_signed && application.status === 'meeting_scheduled';

/** What a move or a cancel changes: the application, the windows, the audit entry and the mail. */
interface BookingChange {
  update: Partial<RecruitingApplication>;
  /** The place the application leaves (its id), when it held one. */
  leave: string | null;
  /** The place the application takes. */
  join: InterviewSeat | null;
  audit: AuditLogEntry;
  mail: CandidateMail;
  response: InterviewChangeResponse;
}

const answer = (id: string, booking: Partial<InterviewBooking>): InterviewChangeResponse => ({
  success: true,
  application_id: id,
  interview_window_id: booking.interview_window_id ?? null,
  interview_start: booking.interview_start?.toISOString() ?? null,
  interview_end: booking.interview_end?.toISOString() ?? null,
});

/** What a move decides on, read in its transaction. */
export interface MoveInput {
  application: RecruitingApplication | undefined;
  schedule: InterviewSchedule;
  windowId: string;
  /** A free place of the target window (read before the transaction), or null when it is full. */
  place: PlannedPlace | null;
  actor: Actor;
  /** An admin moves any candidate, to any window of the schedule; a candidate moves their own within 14 days. */
  byAdmin: boolean;
  /** The title of the application's posting, for the mail. */
  jobTitle: string;
  now: Date;
}

/**
 * Moves the interview to window `windowId` (or books it again after a cancellation): only a
 * signed application still to be interviewed, only until an hour before the current window
 * opens, only into a window of the schedule opening more than an hour from now, with room.
 */
export function decideMove(input: MoveInput): Outcome<BookingChange> {
  const { application, schedule, now, actor } = input;
  if (!application || (!input.byAdmin && application.id !== actor.uid)) return notFound(APPLICATION_ERRORS.notFound);
  if (!isBookable(application)) return conflict(INTERVIEW_ERRORS.notBookable);
  const currentId = bookedWindowId(application);
  if (currentId && application.interview_start && !canChangeInterview(application.interview_start, now)) {
    return conflict(INTERVIEW_ERRORS.tooLate);
  }
  const window = scheduledWindow(schedule, input.windowId);
  if (!window) return notFound(INTERVIEW_ERRORS.windowNotFound);
  if (!input.byAdmin && !choosableWindows(schedule, now).some((choice) => choice.id === window.id)) {
    return canChangeInterview(window.start, now)
      ? notFound(INTERVIEW_ERRORS.windowNotFound)
      : conflict(INTERVIEW_ERRORS.windowTooSoon);
  }
  if (!canChangeInterview(window.start, now)) return conflict(INTERVIEW_ERRORS.windowTooSoon);
  if (window.id === currentId) return conflict(INTERVIEW_ERRORS.sameWindow);
  if (!input.place || input.place.window.id !== window.id) return conflict(INTERVIEW_ERRORS.windowFull);

  const sequence = (application.interview_sequence ?? 0) + 1;
  const update: Partial<RecruitingApplication> = {
    interview_start: window.start,
    interview_end: window.end,
    interview_window_id: window.id,
    interview_seat_id: seatIdFor(window.id, input.place.seat),
    interview_sequence: sequence,
    interview_cancellation: null,
    updated_at: now,
  };
  return ok({
    update,
    leave: application.interview_seat_id ?? null,
    join: seatFor(input.place, application.id, now),
    audit: auditEntry({
      action: 'interview_moved',
      actor,
      target: { collection: COLLECTIONS.recruitingApplications, id: application.id },
      from: currentId,
      to: window.id,
      at: now,
    }),
    mail: {
      ...applicationMailBase(application, actor, now, `booking-${sequence}`),
      // After a cancellation the candidate books again: the same event, scheduled anew.
      template: currentId ? 'interview_moved' : 'interview_scheduled',
      data: interviewMailData(application, window, sequence, input.jobTitle),
    },
    response: answer(application.id, update),
  });
}

/** What a cancel decides on, read in its transaction. */
export interface CancelInput {
  application: RecruitingApplication | undefined;
  reason: string | null;
  actor: Actor;
  /** The title of the application's posting, for the mail. */
  jobTitle: string;
  now: Date;
}

/** Cancels the caller's interview ("I can't attend"), until an hour before it opens; its place frees at once. */
export function decideCancel(input: CancelInput): Outcome<BookingChange> {
  const { application, now, actor } = input;
  if (!application || application.id !== actor.uid) return notFound(APPLICATION_ERRORS.notFound);
  if (!isBookable(application)) return conflict(INTERVIEW_ERRORS.notBookable);
  const currentId = bookedWindowId(application);
  if (!currentId || !application.interview_start || !application.interview_end) {
    return conflict(INTERVIEW_ERRORS.noInterview);
  }
  if (!canChangeInterview(application.interview_start, now)) return conflict(INTERVIEW_ERRORS.tooLate);
  const sequence = (application.interview_sequence ?? 0) + 1;
  const update: Partial<RecruitingApplication> = {
    interview_start: null,
    interview_end: null,
    interview_window_id: null,
    interview_seat_id: null,
    interview_sequence: sequence,
    interview_cancellation: { at: now, reason: input.reason, by: actor.uid },
    updated_at: now,
  };
  const cancelled = { start: application.interview_start, end: application.interview_end };
  return ok({
    update,
    leave: application.interview_seat_id ?? null,
    join: null,
    audit: auditEntry({
      action: 'interview_cancelled',
      actor,
      target: { collection: COLLECTIONS.recruitingApplications, id: application.id },
      from: currentId,
      to: null,
      at: now,
      detail: input.reason,
    }),
    mail: {
      ...applicationMailBase(application, actor, now, `booking-${sequence}`),
      template: 'interview_cancelled',
      data: interviewMailData(application, cancelled, sequence, input.jobTitle),
    },
    response: answer(application.id, update),
  });
}

/** Stores a decided change within `tx` (after every read), with its mail and audit entry. */
async function applyChangeIn(tx: Transaction, applicationId: string, change: BookingChange) {
  const queueMails = await prepareMailsIn(tx, [change.mail]);
  if (change.leave) deleteSeatIn(tx, change.leave);
  if (change.join) bookPlaceIn(tx, change.join);
  updateApplicationIn(tx, applicationId, change.update);
  queueMails();
  appendAuditEntry(tx, change.audit);
}

/** Moves application `applicationId`'s interview to `windowId` in one transaction (see decideMove). */
export async function moveInterview(
  applicationId: string,
  windowId: string,
  actor: Actor,
  byAdmin: boolean,
  now: () => Date = () => new Date(),
): Promise<Outcome<InterviewChangeResponse>> {
  const schedule = await readSchedule();
  return withPlaceClaim(async () => {
    const window = scheduledWindow(schedule, windowId);
    const place = window ? await freePlaceOf(window, schedule.capacity) : null;
    return inTransaction(async (tx) => {
      const application = await readApplicationIn(tx, applicationId);
      const jobTitle = application ? await readJobTitleIn(tx, application.job_slug) : '';
      const decision = decideMove({ application, schedule, windowId, place, actor, byAdmin, jobTitle, now: now() });
      if (!decision.ok) return decision;
      await applyChangeIn(tx, applicationId, decision.value);
      return ok(decision.value.response);
    });
  });
}

/** Cancels the caller's interview in one transaction (see decideCancel). */
export async function cancelInterview(
  actor: Actor,
  reason: string | null,
  now: () => Date = () => new Date(),
): Promise<Outcome<InterviewChangeResponse>> {
  return inTransaction(async (tx) => {
    const application = await readApplicationIn(tx, actor.uid);
    const jobTitle = application ? await readJobTitleIn(tx, application.job_slug) : '';
    const decision = decideCancel({ application, reason: reason || null, actor, jobTitle, now: now() });
    if (!decision.ok) return decision;
    await applyChangeIn(tx, actor.uid, decision.value);
    return ok(decision.value.response);
  });
}

/** How many places each window holds taken, from the places read. */
const takenByWindow = (seats: InterviewSeat[]) => {
  const counts = new Map<string, number>();
  for (const seat of seats) counts.set(seat.window_id, (counts.get(seat.window_id) ?? 0) + 1);
  return counts;
};

const choice = (window: InterviewWindow, taken: number, capacity: number) => ({
  id: window.id,
  start: window.start.toISOString(),
  end: window.end.toISOString(),
  places_left: Math.max(0, capacity - taken),
});

/** The caller's booked window and the windows they may move to (with room, the next 14 days). */
export async function interviewWindowsFor(
  actor: Actor,
  now: Date = new Date(),
): Promise<Outcome<InterviewWindowsResponse>> {
  const application = await readApplication(actor.uid);
  if (!application) return notFound(APPLICATION_ERRORS.notFound);
  if (!isBookable(application)) return conflict(INTERVIEW_ERRORS.notBookable);
  const schedule = await readSchedule();
  const windows = choosableWindows(schedule, now);
  const last = windows.at(-1);
  const taken = last ? takenByWindow(await seatsOpening(now, new Date(last.start.getTime() + 1))) : new Map();
  const currentId = bookedWindowId(application);
  const current: InterviewWindowChoice | null =
    currentId && application.interview_start && application.interview_end
      ? {
          id: currentId,
          start: application.interview_start.toISOString(),
          end: application.interview_end.toISOString(),
          places_left: 0,
        }
      : null;
  return ok({
    current,
    windows: windows
      .map((window) => choice(window, taken.get(window.id) ?? 0, schedule.capacity))
      .filter((window) => window.places_left > 0 && window.id !== currentId),
  });
}

/** Stores the admins' schedule (validated by interviewScheduleSchema), audited with the new schedule. */
export async function changeSchedule(
  body: Pick<InterviewSchedule, 'windows' | 'capacity' | 'blocked_days' | 'added_windows'>,
  actor: Actor,
  now: Date = new Date(),
): Promise<Outcome<{ success: true; schedule: InterviewSchedule }>> {
  const unique = (values: string[]) => [...new Set(values)].sort();
  const schedule: InterviewSchedule = {
    windows: unique(body.windows),
    capacity: body.capacity,
    blocked_days: unique(body.blocked_days),
    added_windows: unique(body.added_windows),
    updated_at: now,
    updated_by: actor.uid,
  };
  await inTransaction(async (tx) => {
    const before = await readScheduleIn(tx);
    writeScheduleIn(tx, schedule);
    appendAuditEntry(
      tx,
      auditEntry({
        action: 'interview_schedule_changed',
        actor,
        target: { collection: COLLECTIONS.interviewSchedule, id: INTERVIEW_SCHEDULE_ID },
        from: null,
        to: null,
        at: now,
        detail: JSON.stringify({
          before: {
            windows: before.windows,
            capacity: before.capacity,
            blocked_days: before.blocked_days,
            added_windows: before.added_windows,
          },
          after: body,
        }),
      }),
    );
  });
  return ok({ success: true, schedule });
}

/** A Manila day's windows (the schedule's and any with bookings) and who is booked into each. */
export async function interviewDay(day: string): Promise<Outcome<InterviewDayResponse>> {
  const schedule = await readSchedule();
  const range = manilaDayRange(day);
  if (!range) return invalid('day must be a real day like 2026-11-27');
  const booked = await seatsOpening(range.start, range.end);
  const byId = new Map<string, { id: string; start: Date; end: Date; ids: string[] }>();
  for (const window of windowsOnDay(schedule, day)) byId.set(window.id, { ...window, ids: [] });
  for (const seat of [...booked].sort((a, b) => a.booked_at.getTime() - b.booked_at.getTime())) {
    const window = byId.get(seat.window_id) ?? { id: seat.window_id, start: seat.start, end: seat.end, ids: [] };
    window.ids.push(seat.application_id);
    byId.set(seat.window_id, window);
  }
  const windows = [...byId.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
  const applications = new Map(
    (await readApplications(windows.flatMap((window) => window.ids))).map((application) => [
      application.id,
      application,
    ]),
  );
  return ok({
    day,
    capacity: schedule.capacity,
    windows: windows.map((window) => ({
      id: window.id,
      start: window.start.toISOString(),
      end: window.end.toISOString(),
      candidates: window.ids.flatMap((id) => {
        const application = applications.get(id);
        return application
          ? [{ application_id: id, name: application.name, email: application.email, status: application.status }]
          : [];
      }),
    })),
  });
}

/** Who sends the reminders. */
export const INTERVIEW_REMINDER_ACTOR: Actor = { uid: 'system:interview-reminders', email: null };

/**
 * Queues the reminder of every interview whose window opens within the next hour: one mail per
 * booking (keyed by the window and the booking's sequence), so a run delivered twice, or two runs
 * an hour apart, send it once; a candidate who moved away or cancelled meanwhile gets none.
 */
export async function queueInterviewReminders(now: Date = new Date()): Promise<{ queued: number }> {
  const seats = await seatsOpening(now, new Date(now.getTime() + INTERVIEW_BOOKING.reminderMinutes * 60_000));
  let queued = 0;
  for (const seat of seats) {
    queued += await inTransaction(async (tx) => {
      const application = await readApplicationIn(tx, seat.application_id);
      if (!application || !isBookable(application) || bookedWindowId(application) !== seat.window_id) return 0;
      const sequence = application.interview_sequence ?? 0;
      const queue = await prepareMailsIn(tx, [
        {
          ...applicationMailBase(application, INTERVIEW_REMINDER_ACTOR, now, `${seat.window_id}-${sequence}`),
          template: 'interview_reminder',
          data: interviewMailData(application, seat, sequence, await readJobTitleIn(tx, application.job_slug)),
        },
      ]);
      queue();
      return queue.queued.length;
    });
  }
  return { queued };
}
