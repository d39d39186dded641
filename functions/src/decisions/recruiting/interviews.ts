// The interview bookings: a candidate (or an admin for them) moves or cancels an
// interview until an hour before it opens (signing the NDA books the first: nda.ts). Every change
// runs in one transaction that reads the windows it decides on, so a window never holds more than
// its capacity and a candidate is in one window only; each change queues its mail (with the
// calendar update) in the same transaction. Places: interview-places.ts; the windows people see,
// the schedule and the reminders: interview-schedule.ts.
import {
  APPLICATION_ERRORS,
  canChangeInterview,
  choosableWindows,
  INTERVIEW_ERRORS,
  scheduledWindow,
  seatIdFor,
  type InterviewChangeResponse,
  type InterviewSchedule,
  type InterviewSeat,
  type RecruitingApplication,
} from '@careers/domain/recruiting';
import { auditEntry, COLLECTIONS, type Actor, type AuditLogEntry } from '@careers/domain/shared';
import { appendAuditEntry } from '../../stores/audit-log';
import { readJobTitleIn } from '../../stores/jobs';
import type { Transaction } from '../../stores/firestore';
import { isDocumentId } from '../../stores/document-id';
import { inTransaction } from '../../stores/firestore';

import { deleteSeatIn, readSchedule } from '../../stores/interviews';
import { recruiterRefusal, type Recruiter } from '../../queries/team-access';
import { readApplicationIn, updateApplicationIn } from '../../stores/recruiting-applications';
import { conflict, notFound, ok, type Outcome } from '../../outcome';
import { applicationMailBase, prepareMailsIn, type CandidateMail } from '../mail/queue';

import {
  bookedWindowId,
  bookPlaceIn,
  confirmCapacityIn,
  freePlaceOf,
  interviewMailData,
  isBookable,
  seatFor,
  withPlaceClaim,
  type InterviewBooking,
  type PlannedPlace,
} from './interview-places';

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
  if (!application || (!input.byAdmin && application.user_id !== actor.uid))
    return notFound(APPLICATION_ERRORS.notFound);
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
  if (!application || application.user_id !== actor.uid) return notFound(APPLICATION_ERRORS.notFound);
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

/**
 * Moves application `applicationId`'s interview to `windowId` in one transaction (see decideMove):
 * the candidate's own, or by an admin (`byAdmin`), or by a recruiter of its posting (`recruiter`,
 * checked in the transaction).
 */
export async function moveInterview(
  applicationId: string,
  windowId: string,
  actor: Actor,
  byAdmin: boolean,
  recruiter?: Recruiter,
  now: () => Date = () => new Date(),
): Promise<Outcome<InterviewChangeResponse>> {
  if (!isDocumentId(applicationId)) return notFound(APPLICATION_ERRORS.notFound);
  return withPlaceClaim(async () => {
    const schedule = await readSchedule();
    const window = scheduledWindow(schedule, windowId);
    const place = window ? await freePlaceOf(window, schedule.capacity) : null;
    return inTransaction(async (tx) => {
      await confirmCapacityIn(tx, place);
      const application = await readApplicationIn(tx, applicationId);
      const refusal = await recruiterRefusal(recruiter, application?.job_slug, tx);
      if (refusal) return refusal;
      const jobTitle = application ? await readJobTitleIn(tx, application.job_slug) : '';
      const decision = decideMove({ application, schedule, windowId, place, actor, byAdmin, jobTitle, now: now() });
      if (!decision.ok) return decision;
      await applyChangeIn(tx, applicationId, decision.value);
      return ok(decision.value.response);
    });
  });
}

/** Cancels the interview of the caller's application `applicationId` in one transaction (see decideCancel). */
export async function cancelInterview(
  applicationId: string,
  actor: Actor,
  reason: string | null,
  now: () => Date = () => new Date(),
): Promise<Outcome<InterviewChangeResponse>> {
  return inTransaction(async (tx) => {
    const application = await readApplicationIn(tx, applicationId);
    const jobTitle = application ? await readJobTitleIn(tx, application.job_slug) : '';
    const decision = decideCancel({ application, reason: reason || null, actor, jobTitle, now: now() });
    if (!decision.ok) return decision;
    await applyChangeIn(tx, applicationId, decision.value);
    return ok(decision.value.response);
  });
}
