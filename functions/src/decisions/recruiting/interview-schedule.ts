// The interview windows as people see them: the windows with room a candidate may
// choose, the admins' schedule (written through the API, audited) and their day's view, and the
// reminders an hour before each interview. The bookings themselves are interviews.ts's.
import {
  APPLICATION_ERRORS,
  choosableWindows,
  INTERVIEW_BOOKING,
  manilaDayRange,
  INTERVIEW_SCHEDULE_ID,
  INTERVIEW_ERRORS,
  windowsOnDay,
  type InterviewDayResponse,
  type InterviewSchedule,
  type InterviewWindow,
  type InterviewSeat,
  type InterviewWindowChoice,
  type InterviewWindowsResponse,
} from '@careers/domain/recruiting';
import { auditEntry, COLLECTIONS, type Actor } from '@careers/domain/shared';
import { appendAuditEntry } from '../../stores/audit-log';
import { readJobTitleIn } from '../../stores/jobs';
import { inTransaction } from '../../stores/firestore';

import { readSchedule, readScheduleIn, seatsOpening, writeScheduleIn } from '../../stores/interviews';
import { postingsRunBy, type Recruiter } from '../../queries/team-access';
import { readApplication, readApplicationIn, readApplications } from '../../stores/recruiting-applications';
import { conflict, invalid, notFound, ok, type Outcome } from '../../outcome';
import { applicationMailBase, prepareMailsIn } from '../mail/queue';

import { bookedWindowId, interviewMailData, isBookable } from './interview-places';

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

/**
 * The booked window of the caller's application `applicationId` and the windows they may move to
 * (with room, the next 14 days).
 */
export async function interviewWindowsFor(
  actor: Actor,
  applicationId: string,
  now: Date = new Date(),
): Promise<Outcome<InterviewWindowsResponse>> {
  const application = await readApplication(applicationId);
  if (!application || application.user_id !== actor.uid) return notFound(APPLICATION_ERRORS.notFound);
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

/**
 * A Manila day's windows (the schedule's and any with bookings), how many are booked into each, and
 * who: every candidate to an admin, to a recruiter those of the postings they run.
 */
export async function interviewDay(day: string, recruiter?: Recruiter): Promise<Outcome<InterviewDayResponse>> {
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
  const shown = recruiter ? await postingsRunBy(recruiter) : null;
  const applications = new Map(
    (await readApplications(windows.flatMap((window) => window.ids)))
      .filter((application) => !shown || shown.has(application.job_slug))
      .map((application) => [application.id, application]),
  );
  return ok({
    day,
    capacity: schedule.capacity,
    windows: windows.map((window) => ({
      id: window.id,
      start: window.start.toISOString(),
      end: window.end.toISOString(),
      booked: window.ids.length,
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
