// The check and repair behind `npm run offers`: every hired application should have an open or
// accepted offer. One whose offer is missing, or was withdrawn before the application was hired
// again (a hire trigger that never ran), is repaired the way the trigger would have done it
// (ensureOfferForHire). A declined offer or one an admin withdrew after the hire is a person's
// decision: listed for an admin, never changed.
import { offerIdFor, offerNeededFor, type OfferStatus } from '@careers/domain/offers';
import { type Actor } from '@careers/domain/shared';
import { readOffers } from '../../stores/offers';
import { applicationsInStatus } from '../../stores/recruiting-applications';
import { ensureOfferForHire, type OfferForHire } from './on-hire';

/** Who repairs: the script, on behalf of the hire trigger. */
export const OFFER_REPAIR_ACTOR: Actor = { uid: 'system:offers-repair', email: null };

/** One hired application and what its offer needs. */
export interface HiredOfferFinding {
  applicationId: string;
  offerStatus: OfferStatus | null;
  /** What the repair does: make the offer, reopen it, or nothing (fine, or for a person to decide). */
  needed: 'create' | 'reopen' | null;
  /** For an admin: a declined offer, or one withdrawn by an admin while hired. */
  attention: string | null;
}

/** Every hired application and what its offer needs. */
export async function checkHiredOffers(): Promise<HiredOfferFinding[]> {
  const hired = await applicationsInStatus('hired');
  const offers = await readOffers(hired.map((application) => offerIdFor(application.id)));
  return hired.map((application, index) => {
    const offer = offers[index];
    const needed = offerNeededFor(application, offer);
    let attention: string | null = null;
    if (offer?.status === 'rejected') attention = 'the candidate declined the offer: move them off the team';
    else if (offer?.status === 'withdrawn' && !needed) attention = 'an admin withdrew the offer while hired';
    return { applicationId: application.id, offerStatus: offer?.status ?? null, needed, attention };
  });
}

/** Repairs what checkHiredOffers found to need it; answers what each repair did. */
export async function repairHiredOffers(
  findings: readonly HiredOfferFinding[],
): Promise<{ applicationId: string; result: OfferForHire }[]> {
  const repairs = [];
  for (const finding of findings.filter((f) => f.needed)) {
    repairs.push({
      applicationId: finding.applicationId,
      result: await ensureOfferForHire(finding.applicationId, OFFER_REPAIR_ACTOR),
    });
  }
  return repairs;
}
