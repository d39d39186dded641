import { serialize } from '../shared/serialize';
import type { MyOffersResponse, Offer, OfferResponse } from './model';
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
