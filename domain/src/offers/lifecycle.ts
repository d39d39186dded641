// An offer follows its application's hire. Leaving `hired` withdraws an open offer (an accepted
// one only when the admin confirms it); moving to `hired` again reopens a withdrawn offer as the
// next version, its earlier signatures kept in the history and counting for nothing. Pure: the
// functions' transactions apply what these decide.
import type { RecruitingApplication } from '../recruiting/model';
import type { Offer, OfferVersionRecord, OfferWithdrawal } from './model';
import { isOpenOffer, type OfferStatus } from './statuses';

/** What moving an application off `hired` does to its offer. */
export type LeavingHiredEffect =
  /** No offer, or one already decided by the candidate's rejection or withdrawn: it stays as it is. */
  | { kind: 'none' }
  /** The offer is withdrawn (an open one; an accepted one once confirmed). */
  | { kind: 'withdraw'; from: OfferStatus }
  /** The offer was accepted: withdrawing it needs the admin's explicit confirmation. */
  | { kind: 'needs_confirmation' };

/** See LeavingHiredEffect. */
export function effectOfLeavingHired(
  offer: Pick<Offer, 'status'> | undefined,
  confirmedWithdrawingAccepted: boolean,
): LeavingHiredEffect {
  if (!offer) return { kind: 'none' };
  if (isOpenOffer(offer.status)) return { kind: 'withdraw', from: offer.status };
  if (offer.status === 'accepted') {
    return confirmedWithdrawingAccepted ? { kind: 'withdraw', from: 'accepted' } : { kind: 'needs_confirmation' };
  }
  return { kind: 'none' };
}

/** The fields a withdrawal changes. */
export function withdrawnOfferUpdate(
  offer: Pick<Offer, 'status'>,
  cause: OfferWithdrawal['cause'],
  now: Date,
): Pick<Offer, 'status' | 'withdrawal' | 'updated_at'> {
  return { status: 'withdrawn', withdrawal: { at: now, cause, from: offer.status }, updated_at: now };
}

/** The version an offer ended as, for the history. */
export function versionRecordOf(offer: Offer): OfferVersionRecord {
  return {
    version: offer.version,
    opened_at: offer.version_opened_at,
    status: offer.status,
    signatures: offer.signatures,
    decision: offer.decision,
    withdrawal: offer.withdrawal,
  };
}

/** An offer version as it opens: pending, nothing signed, nothing decided (a new offer and a reopened one). */
export function openingOfferState(): Pick<
  Offer,
  | 'status'
  | 'employment_agreement_signed'
  | 'nda_signed'
  | 'compensation_agreement_signed'
  | 'signatures'
  | 'decision'
  | 'start_date'
  | 'withdrawal'
> {
  return {
    status: 'pending',
    employment_agreement_signed: false,
    nda_signed: false,
    compensation_agreement_signed: false,
    signatures: {},
    decision: null,
    start_date: null,
    withdrawal: null,
  };
}

/** The fields that reopen a withdrawn offer as its next version: nothing signed, the ended version in the history. */
export function reopenedOfferUpdate(offer: Offer, now: Date): Partial<Offer> {
  return {
    ...openingOfferState(),
    version: offer.version + 1,
    version_opened_at: now,
    history: [...offer.history, versionRecordOf(offer)],
    updated_at: now,
  };
}

/**
 * What a hired application's offer needs: to be made (none yet), reopened (withdrawn before the
 * application's last move, so by leaving `hired`, and hired again since), or nothing. An offer an
 * admin withdrew after the hire stays withdrawn: that was a decision, not a lost event.
 */
export function offerNeededFor(
  application: Pick<RecruitingApplication, 'status' | 'updated_at' | 'created_at'>,
  offer: Pick<Offer, 'status' | 'withdrawal'> | undefined,
): 'create' | 'reopen' | null {
  if (application.status !== 'hired') return null;
  if (!offer) return 'create';
  if (offer.status !== 'withdrawn' || !offer.withdrawal) return null;
  const hiredAt = application.updated_at ?? application.created_at;
  return offer.withdrawal.at.getTime() < hiredAt.getTime() ? 'reopen' : null;
}
