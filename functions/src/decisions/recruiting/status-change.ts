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
import { readOfferIn, updateOfferIn } from '../../stores/offers';
import { readApplicationIn, updateApplicationIn } from '../../stores/recruiting-applications';
import { conflict, notFound, ok, type Outcome } from '../../outcome';

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

/**
 * Runs an admin's status change (see decideStatusChange) in one transaction with its audit entry,
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
    const change = decideStatusChange(application, to, actor, new Date(), { offer, confirmOfferWithdrawal });
    if (!change.ok) return change;
    updateApplicationIn(tx, id, change.value.update);
    appendAuditEntry(tx, change.value.audit);
    if (change.value.offer) {
      updateOfferIn(tx, offerIdFor(id), change.value.offer.update);
      appendAuditEntry(tx, change.value.offer.audit);
    }
    return ok({ application: change.value.application, offer: change.value.offer?.summary ?? null });
  });
}
