// The admins' reads of the job offers: the list and the counts by status.
import {
  ADMIN_OFFERS_LIMIT,
  adminOfferView,
  OFFER_STATUSES,
  type AdminOfferStatsResponse,
  type AdminOffersResponse,
} from '@careers/domain';
import { countOffersByStatus, newestOffers } from '../../stores/offers';
import { ok, type Outcome } from '../outcome';

/** GET /api/admin/offers. */
export async function adminOffers(): Promise<Outcome<AdminOffersResponse>> {
  return ok({ offers: (await newestOffers(ADMIN_OFFERS_LIMIT)).map(adminOfferView) });
}

/** GET /api/admin/job-offers/stats: aggregation counts, no offer read. */
export async function adminOfferStats(): Promise<Outcome<AdminOfferStatsResponse>> {
  const counts = await countOffersByStatus(OFFER_STATUSES);
  return ok({
    stats: {
      total_offers: OFFER_STATUSES.reduce((sum, status) => sum + counts[status], 0),
      pending_offers: counts.pending,
      in_progress_offers: counts.in_progress,
      accepted_offers: counts.accepted,
      rejected_offers: counts.rejected,
    },
  });
}
