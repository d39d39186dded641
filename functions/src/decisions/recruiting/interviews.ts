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
  windowIdFor,
  windowsFrom,
  windowsOnDay,
  type InterviewChangeResponse,
  type InterviewDayResponse,
  type InterviewSchedule,
  type InterviewWindow,
  type InterviewWindowBookings,
  type InterviewWindowChoice,
  type InterviewWindowsResponse,
  type RecruitingApplication,
} from '@careers/domain/recruiting';
import { JOB_TITLES } from '@careers/domain/jobs';
import { auditEntry, COLLECTIONS, type Actor, type AuditLogEntry } from '@careers/domain/shared';
import { appendAuditEntry } from '../../stores/audit-log';
import type { Transaction } from '../../stores/firestore';
import { inTransaction } from '../../stores/firestore';
import {
  readSchedule,
  readScheduleIn,
  readWindowIn,
  readWindows,
  windowsOpening,
  writeScheduleIn,
  writeWindowIn,
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

const hasRoom = (bookings: InterviewWindowBookings | undefined, capacity: number, applicationId: string) =>
  !bookings?.application_ids.includes(applicationId) && (bookings?.application_ids.length ?? 0) < capacity;

/** The window with the application added (read in the transaction first). */
const withBooking = (
  window: InterviewWindow,
  bookings: InterviewWindowBookings | undefined,
  applicationId: string,
  now: Date,
): InterviewWindowBookings => ({
  id: window.id,
  start: bookings?.start ?? window.start,
  end: bookings?.end ?? window.end,
  application_ids: [...(bookings?.application_ids ?? []), applicationId],
  updated_at: now,
});

/** A found place: the window and its bookings with the application added, to write. */
export interface FoundPlace {
  window: InterviewWindow;
  bookings: InterviewWindowBookings;
}

/**
 * Reads, within `tx`, the windows from the Manila day after `now` on, earliest first, until one has
 * room for the application (the horizon's end: none). The caller writes the answer's bookings.
 */
export async function earliestPlaceIn(tx: Transaction, applicationId: string, now: Date): Promise<FoundPlace | null> {
  const schedule = await readScheduleIn(tx);
  for (const window of windowsFrom(schedule, nextManilaDay(now), INTERVIEW_BOOKING.horizonDays)) {
    const bookings = await readWindowIn(tx, window.id);
    if (hasRoom(bookings, schedule.capacity, applicationId)) {
      return { window, bookings: withBooking(window, bookings, applicationId, now) };
    }
  }
  return null;
}

/** Writes a found place within `tx` (after every read). */
export function bookPlaceIn(tx: Transaction, place: FoundPlace): void {
  writeWindowIn(tx, place.bookings);
}

const jobTitleOf = (application: RecruitingApplication) => JOB_TITLES[application.job_slug] ?? application.job_slug;

/** The mail data of an interview at `slot`, with its calendar event's UID and SEQUENCE. */
export function interviewMailData(
  application: RecruitingApplication,
  slot: { start: Date; end: Date },
  sequence: number,
): Record<string, string> {
  return {
    name: application.name,
    job_title: jobTitleOf(application),
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
  /** The window the application leaves (its bookings without it), when it was in one that exists. */
  leave: InterviewWindowBookings | null;
  /** The window the application joins, with it. */
  join: InterviewWindowBookings | null;
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

const without = (bookings: InterviewWindowBookings | undefined, id: string, now: Date) =>
  bookings ? { ...bookings, application_ids: bookings.application_ids.filter((x) => x !== id), updated_at: now } : null;

/** What a move decides on, read in its transaction. */
export interface MoveInput {
  application: RecruitingApplication | undefined;
  schedule: InterviewSchedule;
  windowId: string;
  /** Who is booked into the target window and into the current one. */
  target: InterviewWindowBookings | undefined;
  current: InterviewWindowBookings | undefined;
  actor: Actor;
  /** An admin moves any candidate, to any window of the schedule; a candidate moves their own within 14 days. */
  byAdmin: boolean;
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
  if (!hasRoom(input.target, schedule.capacity, application.id)) return conflict(INTERVIEW_ERRORS.windowFull);

  const sequence = (application.interview_sequence ?? 0) + 1;
  const update: Partial<RecruitingApplication> = {
    interview_start: window.start,
    interview_end: window.end,
    interview_window_id: window.id,
    interview_sequence: sequence,
    interview_cancellation: null,
    updated_at: now,
  };
  return ok({
    update,
    leave: currentId ? without(input.current, application.id, now) : null,
    join: withBooking(window, input.target, application.id, now),
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
      data: interviewMailData(application, window, sequence),
    },
    response: answer(application.id, update),
  });
}

/** What a cancel decides on, read in its transaction. */
export interface CancelInput {
  application: RecruitingApplication | undefined;
  current: InterviewWindowBookings | undefined;
  reason: string | null;
  actor: Actor;
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
    interview_sequence: sequence,
    interview_cancellation: { at: now, reason: input.reason, by: actor.uid },
    updated_at: now,
  };
  const cancelled = { start: application.interview_start, end: application.interview_end };
  return ok({
    update,
    leave: without(input.current, application.id, now),
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
      data: interviewMailData(application, cancelled, sequence),
    },
    response: answer(application.id, update),
  });
}

/** Stores a decided change within `tx` (after every read), with its mail and audit entry. */
async function applyChangeIn(tx: Transaction, applicationId: string, change: BookingChange) {
  const queueMails = await prepareMailsIn(tx, [change.mail]);
  if (change.leave) writeWindowIn(tx, change.leave);
  if (change.join) writeWindowIn(tx, change.join);
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
  return inTransaction(async (tx) => {
    const application = await readApplicationIn(tx, applicationId);
    const schedule = await readScheduleIn(tx);
    const target = await readWindowIn(tx, windowId);
    const currentId = application ? bookedWindowId(application) : null;
    const current = currentId && currentId !== windowId ? await readWindowIn(tx, currentId) : undefined;
    const decision = decideMove({
      application,
      schedule,
      windowId,
      target,
      current,
      actor,
      byAdmin,
      now: now(),
    });
    if (!decision.ok) return decision;
    await applyChangeIn(tx, applicationId, decision.value);
    return ok(decision.value.response);
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
    const currentId = application ? bookedWindowId(application) : null;
    const current = currentId ? await readWindowIn(tx, currentId) : undefined;
    const decision = decideCancel({ application, current, reason: reason || null, actor, now: now() });
    if (!decision.ok) return decision;
    await applyChangeIn(tx, actor.uid, decision.value);
    return ok(decision.value.response);
  });
}

const choice = (window: InterviewWindow, bookings: InterviewWindowBookings | undefined, capacity: number) => ({
  id: window.id,
  start: window.start.toISOString(),
  end: window.end.toISOString(),
  places_left: Math.max(0, capacity - (bookings?.application_ids.length ?? 0)),
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
  const bookings = new Map((await readWindows(windows.map((w) => w.id))).map((b) => [b.id, b]));
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
      .map((window) => choice(window, bookings.get(window.id), schedule.capacity))
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
  const booked = await windowsOpening(range.start, range.end);
  const byId = new Map<string, { id: string; start: Date; end: Date; ids: string[] }>();
  for (const window of windowsOnDay(schedule, day)) byId.set(window.id, { ...window, ids: [] });
  for (const window of booked) byId.set(window.id, { ...window, ids: window.application_ids });
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
  const windows = await windowsOpening(now, new Date(now.getTime() + INTERVIEW_BOOKING.reminderMinutes * 60_000));
  let queued = 0;
  for (const window of windows) {
    for (const id of window.application_ids) {
      queued += await inTransaction(async (tx) => {
        const application = await readApplicationIn(tx, id);
        if (!application || !isBookable(application) || bookedWindowId(application) !== window.id) return 0;
        const sequence = application.interview_sequence ?? 0;
        const queue = await prepareMailsIn(tx, [
          {
            ...applicationMailBase(application, INTERVIEW_REMINDER_ACTOR, now, `${window.id}-${sequence}`),
            template: 'interview_reminder',
            data: interviewMailData(application, window, sequence),
          },
        ]);
        queue();
        return queue.queued.length;
      });
    }
  }
  return { queued };
}
