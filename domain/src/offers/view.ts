import { serialize } from '../shared/serialize';
import type { AdminOfferView, MyOffersResponse, Offer, OfferResponse } from './model';
import { offerStatusOf } from './statuses';
import { currentOfferStep, offerProgress } from './steps';

/** An offer as the candidate's screens and the offer calls show it: the offer, its step and progress. */
export function offerResponse(offer: Offer): OfferResponse {
  const { candidate: _candidate, user_id: _user, ...shown } = offer;
  const normalized = { ...offer, status: offerStatusOf(offer.status) };
  return {
    offer: serialize({ ...shown, status: normalized.status }),
    current_step: currentOfferStep(normalized),
    progress: offerProgress(normalized),
  };
}

/** One card of the candidate's offers list. */
export function myOffersItem(offer: Offer): MyOffersResponse['offers'][number] {
  const status = offerStatusOf(offer.status);
  return {
    offer: serialize({
      id: offer.id,
      position_title: offer.position_title,
      status,
      created_at: offer.created_at,
      start_date: offer.start_date,
    }),
    progress: offerProgress({ ...offer, status }),
  };
}

/** An offer as the admins' offers list shows it: the offer, its progress and the candidate's contacts. */
export function adminOfferView(offer: Offer): AdminOfferView {
  const status = offerStatusOf(offer.status);
  return {
    id: offer.id,
    application_id: offer.application_id,
    status,
    version: offer.version ?? 1,
    withdrawal: offer.withdrawal ? serialize(offer.withdrawal) : null,
    position_title: offer.position_title,
    created_at: offer.created_at.toISOString(),
    start_date: offer.start_date,
    employment_agreement_signed: offer.employment_agreement_signed,
    nda_signed: offer.nda_signed,
    compensation_agreement_signed: offer.compensation_agreement_signed,
    progress: offerProgress({ ...offer, status }).percentage,
    users: { name: offer.candidate.name, email: offer.candidate.email },
    sdr_applications: {
      country: offer.candidate.country,
      phone_number: offer.candidate.phone_number,
      linkedin_profile: offer.candidate.linkedin_profile,
    },
  };
}
