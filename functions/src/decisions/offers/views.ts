import {
  myOffersItem,
  OFFER_DOCUMENTS,
  type OfferDocType,
  type OfferDocumentResponse,
  OFFER_MESSAGES,
  offerResponse,
  type Actor,
  type MyOffersResponse,
  type Offer,
  type OfferResponse,
} from '@careers/domain';
import { isDocumentId } from '../../stores/document-id';
import { offersOf, readOffer } from '../../stores/offers';
import { notFound, ok, type Outcome } from '../outcome';
import { documentSha256Of } from './actions';

/** GET /api/offers/my-offers: the caller's offers, newest first, each with its progress. */
export async function myOffers(actor: Actor): Promise<Outcome<MyOffersResponse>> {
  return ok({ offers: (await offersOf(actor.uid)).map(myOffersItem) });
}

/**
 * An offer the caller may see: their own, or any for an admin (`isAdmin` is asked only when the
 * offer is not the caller's). Not found otherwise, exactly as for a missing offer.
 */
export async function visibleOffer(
  offerId: string,
  actor: Actor,
  isAdmin: () => Promise<boolean>,
): Promise<Outcome<Offer>> {
  const offer = isDocumentId(offerId) ? await readOffer(offerId) : undefined;
  if (offer && (offer.user_id === actor.uid || (await isAdmin()))) return ok(offer);
  return notFound(OFFER_MESSAGES.notFound);
}

/** GET /api/offers/{offerId}: the caller's own offer with its step and progress. */
export async function offerOf(offerId: string, actor: Actor): Promise<Outcome<OfferResponse>> {
  const offer = await visibleOffer(offerId, actor, () => Promise.resolve(false));
  return offer.ok ? ok(offerResponse(offer.value)) : offer;
}

/**
 * GET /api/offers/{offerId}/documents/{docType} (after visibleOffer): the text the offer page
 * displays, served only to the offer's owner and admins, with the version and SHA-256 the sign
 * request sends back.
 */
export async function offerDocument(docType: OfferDocType): Promise<Outcome<OfferDocumentResponse>> {
  return ok({ doc_type: docType, document: OFFER_DOCUMENTS[docType], sha256: await documentSha256Of(docType) });
}
