// The job offers' reads: the candidate's offers, one offer with its progress, the text of its
// documents (with the hash the sign request sends back), and the admins' list and counts by status.
import {
  adminOfferView,
  myOffersItem,
  OFFER_DOCUMENTS,
  OFFER_MESSAGES,
  OFFER_STATUSES,
  offerResponse,
  type AdminOfferStatsResponse,
  type AdminOffersResponse,
  type MyOffersResponse,
  type Offer,
  type OfferDocType,
  type OfferDocumentResponse,
  type OfferResponse,
} from '@careers/domain/offers';
import { documentSha256, type Actor } from '@careers/domain/shared';
import { PAGING_MESSAGES } from '@careers/domain/http';
import { invalid, notFound, ok, type Outcome } from '../outcome';
import { decodeTimeCursor, nextCursor } from './cursor';
import { isDocumentId } from '../stores/document-id';
import { countOffersByStatus, newestOffers, offersOf, readOffer } from '../stores/offers';

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

const hashes = new Map<OfferDocType, Promise<string>>();

/** The SHA-256 of a document's current text (computed once per instance). */
export function documentSha256Of(docType: OfferDocType): Promise<string> {
  let hash = hashes.get(docType);
  if (!hash) {
    hash = documentSha256(OFFER_DOCUMENTS[docType]);
    hashes.set(docType, hash);
  }
  return hash;
}

/**
 * GET /api/offers/{offerId}/documents/{docType} (after visibleOffer): the text the offer page
 * displays, served only to the offer's owner and admins, with the version and SHA-256 the sign
 * request sends back.
 */
export async function offerDocument(docType: OfferDocType): Promise<Outcome<OfferDocumentResponse>> {
  return ok({ doc_type: docType, document: OFFER_DOCUMENTS[docType], sha256: await documentSha256Of(docType) });
}

/** GET /api/admin/offers: a page of the offers, newest first (500 unless asked), after a cursor; of every posting or of one. */
export async function adminOffers(query: {
  limit: number;
  after?: string;
  job_slug?: string;
}): Promise<Outcome<AdminOffersResponse>> {
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  if (after === null) return invalid(PAGING_MESSAGES.invalidAfter);
  const page = await newestOffers(query.limit, after, query.job_slug || undefined);
  return ok({
    offers: page.rows.map(adminOfferView),
    next_cursor: nextCursor(page.rows, page.more, (row) => ({ value: row.created_at.toISOString(), id: row.id })),
  });
}

/** GET /api/admin/job-offers/stats: a count() query per status, of every posting or of one; no offer read. */
export async function adminOfferStats(query: { job_slug?: string } = {}): Promise<Outcome<AdminOfferStatsResponse>> {
  const counts = await countOffersByStatus(OFFER_STATUSES, query.job_slug || undefined);
  return ok({
    stats: {
      total_offers: OFFER_STATUSES.reduce((sum, status) => sum + counts[status], 0),
      pending_offers: counts.pending,
      in_progress_offers: counts.in_progress,
      accepted_offers: counts.accepted,
      rejected_offers: counts.rejected,
      withdrawn_offers: counts.withdrawn,
    },
  });
}
