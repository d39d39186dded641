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
  RECRUITING_STATUS_LABELS,
  type AdminRecruitingStatus,
  type RecruitingApplication,
  type UpdateApplicationStatusResponse,
} from '@careers/domain/recruiting';
import { auditEntry, COLLECTIONS, type Actor, type AuditLogEntry } from '@careers/domain/shared';
import { appendAuditEntry } from '../../stores/audit-log';
import { isDocumentId } from '../../stores/document-id';
import { inTransaction } from '../../stores/firestore';
import { readJobTitleIn } from '../../stores/jobs';
import { readOfferIn, updateOfferIn } from '../../stores/offers';
import { readApplicationIn, updateApplicationIn } from '../../stores/recruiting-applications';
import { conflict, notFound, ok, type Outcome } from '../../outcome';
import { offerWithdrawnMail } from '../offers/mails';
import { applicationMailBase, prepareMailsIn, type CandidateMail } from '../mail/queue';

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

/**
 * Runs an admin's status change (see decideStatusChange) in one transaction with its audit entry and mails,
 * and the offer's withdrawal when it leaves `hired`: a sign or accept racing it sees either the
 * open offer of a hired application or the withdrawn one, never a mix.
 */
export async function changeApplicationStatus(
  id: string,
  to: AdminRecruitingStatus,
  actor: Actor,
  confirmOfferWithdrawal = false,
): Promise<Outcome<{ application: RecruitingApplication; offer: OfferWithdrawalChange['summary'] | null }>> {
  if (!isDocumentId(id)) return notFound(APPLICATION_ERRORS.notFound);
  return inTransaction(async (tx) => {
    const application = await readApplicationIn(tx, id);
    const offer = application?.status === 'hired' ? await readOfferIn(tx, offerIdFor(id)) : undefined;
    const now = new Date();
    const change = decideStatusChange(application, to, actor, now, { offer, confirmOfferWithdrawal });
    if (!change.ok) return change;
    const jobTitle = await readJobTitleIn(tx, application!.job_slug);
    const queueMails = await prepareMailsIn(
      tx,
      statusChangeMails(application!, change.value, offer, actor, now, jobTitle),
    );
    updateApplicationIn(tx, id, change.value.update);
    queueMails();
    appendAuditEntry(tx, change.value.audit);
    if (change.value.offer) {
      updateOfferIn(tx, offerIdFor(id), change.value.offer.update);
      appendAuditEntry(tx, change.value.offer.audit);
    }
    return ok({ application: change.value.application, offer: change.value.offer?.summary ?? null });
  });
}
