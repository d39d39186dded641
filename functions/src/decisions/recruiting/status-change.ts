import {
  effectOfLeavingHired,
  OFFER_ERRORS,
  offerIdFor,
  withdrawnOfferUpdate,
  type Offer,
} from '@careers/domain/offers';
import {
  alreadyInStatus,
  APPLICATION_ERRORS,
  canAdminSetStatus,
  canChangeInterview,
  scheduledWindow,
  seatIdFor,
  type InterviewSeat,
  RECRUITING_STATUS_LABELS,
  type AdminRecruitingStatus,
  type RecruitingApplication,
  type UpdateApplicationStatusResponse,
} from '@careers/domain/recruiting';
import { auditEntry, COLLECTIONS, type Actor, type AuditLogEntry } from '@careers/domain/shared';
import { HIRING_MANAGER_DECISIONS, HIRING_MANAGER_MESSAGES } from '@careers/domain/team';
import { appendAuditEntry } from '../../stores/audit-log';
import { isDocumentId } from '../../stores/document-id';
import { inTransaction } from '../../stores/firestore';
import { teamDeciderRefusalIn, type TeamDecider } from '../team/team-decider';
import { hasSubmittedScorecardIn } from '../../stores/scorecards';
import { readJobTitleIn } from '../../stores/jobs';
import { readOfferIn, updateOfferIn } from '../../stores/offers';
import { deleteSeatIn, readSchedule } from '../../stores/interviews';
import { readApplication, readApplicationIn, updateApplicationIn } from '../../stores/recruiting-applications';
import { conflict, forbidden, invalid, notFound, ok, type Outcome } from '../../outcome';
import { offerWithdrawnMail } from '../offers/mails';
import { applicationMailBase, prepareMailsIn, type CandidateMail } from '../mail/queue';
import {
  bookedWindowId,
  bookPlaceIn,
  confirmCapacityIn,
  freePlaceOf,
  seatFor,
  withPlaceClaim,
  type PlannedPlace,
} from './interview-places';

/** What a status change does to the application's offer: its update, audit entry and summary. */
export interface OfferWithdrawalChange {
  update: Partial<Offer>;
  audit: AuditLogEntry;
  summary: NonNullable<UpdateApplicationStatusResponse['offer']>;
}

export interface StatusChange {
  update: Pick<RecruitingApplication, 'status' | 'updated_at'>;
  audit: AuditLogEntry;
  /** The application as it reads after the change. */
  application: RecruitingApplication;
  /** The offer withdrawn with the change (the application left `hired`), or null. */
  offer: OfferWithdrawalChange | null;
}

/** The application's offer and whether the admin confirmed withdrawing it when it was accepted. */
export interface StatusChangeOffer {
  offer?: Offer;
  confirmOfferWithdrawal?: boolean;
}

/**
 * An admin's status change: not found for a missing application; any status an admin works with
 * may be set (the All Applications screen's override; the interview and team screens offer only
 * the moves of RECRUITING_TRANSITIONS), but not the current one (a conflict); otherwise the
 * update and its audit entry (who, when, from, to). Leaving `hired` withdraws the open offer with
 * it; an accepted offer only when the admin confirmed it (else a conflict that says so).
 */
export function decideStatusChange(
  application: RecruitingApplication | undefined,
  to: AdminRecruitingStatus,
  actor: Actor,
  now: Date,
  { offer, confirmOfferWithdrawal = false }: StatusChangeOffer = {},
): Outcome<StatusChange> {
  if (!application) return notFound(APPLICATION_ERRORS.notFound);
  const from = application.status;
  if (!canAdminSetStatus(from, to)) return conflict(alreadyInStatus(from));
  let offerChange: OfferWithdrawalChange | null = null;
  if (from === 'hired') {
    const effect = effectOfLeavingHired(offer, confirmOfferWithdrawal);
    if (effect.kind === 'needs_confirmation') {
      return conflict(OFFER_ERRORS.acceptedNeedsConfirmation(RECRUITING_STATUS_LABELS[to]));
    }
    if (effect.kind === 'withdraw' && offer) {
      const confirmed = effect.from === 'accepted' ? 'Confirmed: the accepted offer withdrawn. ' : '';
      offerChange = {
        update: withdrawnOfferUpdate(offer, 'unhired', now),
        audit: auditEntry({
          action: 'offer_withdrawn',
          actor,
          target: { collection: COLLECTIONS.offers, id: offer.id },
          from: effect.from,
          to: 'withdrawn',
          at: now,
          detail: `${confirmed}The application moved from Hired to ${RECRUITING_STATUS_LABELS[to]}`,
        }),
        summary: { id: offer.id, from: effect.from, to: 'withdrawn' },
      };
    }
  }
  const update = { status: to, updated_at: now };
  return ok({
    update,
    audit: auditEntry({
      action: 'application_status_changed',
      actor,
      target: { collection: COLLECTIONS.recruitingApplications, id: application.id },
      from,
      to,
      at: now,
    }),
    application: { ...application, ...update },
    offer: offerChange,
  });
}

/** The statuses that decide after an interview: a move into one tells the candidate (interview_decision). */
const DECISIONS: Partial<Record<AdminRecruitingStatus, string>> = {
  hired: 'hired',
  rejected_after_interview: 'rejected',
};

/**
 * The mails a status change sends: the interview's decision on a move to Hired or Rejected (keyed
 * by the version of the application it moved from, so a later move back and again sends again),
 * and the withdrawal of the offer a move off Hired withdrew.
 */
export function statusChangeMails(
  before: RecruitingApplication,
  change: StatusChange,
  offer: Offer | undefined,
  actor: Actor,
  now: Date,
  jobTitle: string,
): CandidateMail[] {
  const mails: CandidateMail[] = [];
  const decision = DECISIONS[change.update.status as AdminRecruitingStatus];
  if (decision) {
    mails.push({
      template: 'interview_decision',
      data: {
        name: before.name,
        job_title: jobTitle,
        decision,
      },
      ...applicationMailBase(before, actor, now, before.updated_at.getTime()),
    });
  }
  if (change.offer && offer) mails.push(offerWithdrawnMail(offer, actor, now));
  return mails;
}

/** What a status change does to the interview's place: the place it frees, the one it takes, the booking fields. */
export interface PlaceChange {
  leave: string | null;
  join: InterviewSeat | null;
  update: Partial<RecruitingApplication>;
}

/** Whether the application holds a booking to keep for when it returns to the interview stage. */
const rebookable = (application: RecruitingApplication, now: Date) =>
  application.nda_signed &&
  !application.interview_seat_id &&
  bookedWindowId(application) !== null &&
  !!application.interview_start &&
  canChangeInterview(application.interview_start, now);

/**
 * What a status change from `application.status` to `to` does to its interview's place. Out of the
 * interview stage (to hired, rejected or any other), the place is freed: the day's schedule no
 * longer lists the person, and another candidate may book it. Back into it (an admin undoing a
 * decision) while the booked window is still ahead, the application takes a place in that window
 * again (`place`, planned before the transaction), or, when it has filled meanwhile, its booking is
 * cancelled, so the candidate chooses another time on their application.
 */
export function placeOnStatusChange(
  application: RecruitingApplication,
  to: AdminRecruitingStatus,
  place: PlannedPlace | null,
  actor: Actor,
  now: Date,
): PlaceChange {
  const none: PlaceChange = { leave: null, join: null, update: {} };
  if (application.status === 'meeting_scheduled' && to !== 'meeting_scheduled') {
    return application.interview_seat_id
      ? { ...none, leave: application.interview_seat_id, update: { interview_seat_id: null } }
      : none;
  }
  if (to !== 'meeting_scheduled' || !rebookable(application, now)) return none;
  if (place && place.window.id === bookedWindowId(application)) {
    return {
      ...none,
      join: seatFor(place, application.id, now),
      update: { interview_seat_id: seatIdFor(place.window.id, place.seat) },
    };
  }
  return {
    ...none,
    update: {
      interview_start: null,
      interview_end: null,
      interview_window_id: null,
      interview_cancellation: { at: now, reason: null, by: actor.uid },
    },
  };
}

/** A place in the application's booked window, when a move back into the interview stage may take one again. */
async function placeToRetake(id: string, to: AdminRecruitingStatus, now: Date): Promise<PlannedPlace | null> {
  if (to !== 'meeting_scheduled') return null;
  const application = await readApplication(id);
  if (!application || application.status === 'meeting_scheduled' || !rebookable(application, now)) return null;
  const schedule = await readSchedule();
  const windowId = bookedWindowId(application)!;
  const window = scheduledWindow(schedule, windowId) ?? {
    id: windowId,
    start: application.interview_start!,
    end: application.interview_end ?? application.interview_start!,
  };
  return freePlaceOf(window, schedule.capacity);
}

/**
 * Runs an admin's status change (see decideStatusChange) in one transaction with its audit entry and mails,
 * the interview's place (placeOnStatusChange), and the offer's withdrawal when it leaves `hired`: a
 * sign or accept racing it sees either the open offer of a hired application or the withdrawn one,
 * never a mix.
 */
export async function changeApplicationStatus(
  id: string,
  to: AdminRecruitingStatus,
  actor: Actor,
  confirmOfferWithdrawal = false,
  decision: { member?: TeamDecider; reason?: string } = {},
): Promise<Outcome<{ application: RecruitingApplication; offer: OfferWithdrawalChange['summary'] | null }>> {
  if (!isDocumentId(id)) return notFound(APPLICATION_ERRORS.notFound);
  const { member, reason } = decision;
  const decides = (HIRING_MANAGER_DECISIONS as readonly string[]).includes(to);
  if (member?.role === 'hiring_manager' && !decides) {
    return forbidden(HIRING_MANAGER_MESSAGES.afterInterviewOnly);
  }
  return withPlaceClaim(async () => {
    const place = await placeToRetake(id, to, new Date());
    return inTransaction(async (tx) => {
      await confirmCapacityIn(tx, place);
      const application = await readApplicationIn(tx, id);
      if (member) {
        const refusal = await teamDeciderRefusalIn(tx, application, member);
        if (refusal) return refusal;
      }
      // A decision after the interview with no submitted scorecard says why (a recruiter or hiring
      // manager must; the specification's admin call keeps working without one).
      const unscored = decides && application ? !(await hasSubmittedScorecardIn(tx, id)) : false;
      if (unscored && member && !reason) return invalid(HIRING_MANAGER_MESSAGES.reasonRequired);
      const offer = application?.status === 'hired' ? await readOfferIn(tx, offerIdFor(id)) : undefined;
      const now = new Date();
      const change = decideStatusChange(application, to, actor, now, { offer, confirmOfferWithdrawal });
      if (!change.ok) return change;
      if (decides && reason) {
        const why = `${unscored ? 'Decided without a submitted scorecard' : 'Reason'}: ${reason}`;
        change.value.audit = {
          ...change.value.audit,
          detail: [change.value.audit.detail, why].filter(Boolean).join('; '),
        };
      }
      const jobTitle = await readJobTitleIn(tx, application!.job_slug);
      const queueMails = await prepareMailsIn(
        tx,
        statusChangeMails(application!, change.value, offer, actor, now, jobTitle),
      );
      const seat = placeOnStatusChange(application!, to, place, actor, now);
      if (seat.leave) deleteSeatIn(tx, seat.leave);
      if (seat.join) bookPlaceIn(tx, seat.join);
      updateApplicationIn(tx, id, { ...change.value.update, ...seat.update });
      queueMails();
      appendAuditEntry(tx, change.value.audit);
      if (change.value.offer) {
        updateOfferIn(tx, offerIdFor(id), change.value.offer.update);
        appendAuditEntry(tx, change.value.offer.audit);
      }
      return ok({ application: change.value.application, offer: change.value.offer?.summary ?? null });
    });
  });
}
