// The pipeline figures' counts follow every application (docs/features/analytics.md), reconciled
// as the fairness figures' are (decisions/day-counts.ts): from the application's stage history,
// its referral source and, for a recruiting application, its offer.
import { analyticsContribution, type AnalyticsFlow } from '@careers/domain/analytics';
import { offerIdFor, type Offer } from '@careers/domain/offers';
import { analyticsCounts } from '../../stores/analytics';
import type { Transaction } from '../../stores/firestore';
import { readOfferIn } from '../../stores/offers';
import { readApplicationIn } from '../../stores/recruiting-applications';
import { readScreeningApplicationIn } from '../../stores/screening-applications';
import type { DocumentChange } from '../document-change';
import { reconcileDayCounts, reconcileEvery, type DayContribution } from '../day-counts';

/** Application `id` of `flow` as the figures count it now, within the transaction's reads. */
async function contributionNow(tx: Transaction, flow: AnalyticsFlow, id: string): Promise<DayContribution | null> {
  if (flow === 'recruiting') {
    const [application, offer] = await Promise.all([readApplicationIn(tx, id), readOfferIn(tx, offerIdFor(id))]);
    return application
      ? { slug: application.job_slug, ...analyticsContribution(flow, application, offer ?? null) }
      : null;
  }
  const application = await readScreeningApplicationIn(tx, id);
  return application ? { slug: application.job_slug, ...analyticsContribution(flow, application, null) } : null;
}

/** Brings the counts of `flow` up to date with application `id`: whether anything moved. */
export function reconcileAnalytics(flow: AnalyticsFlow, id: string): Promise<boolean> {
  return reconcileDayCounts(analyticsCounts, flow, id, (tx) => contributionNow(tx, flow, id));
}

/** An offer was made, signed, decided or withdrawn: its application's counts follow (made, accepted, declined, withdrawn). */
export async function reconcileOfferChange(change: DocumentChange<Offer>): Promise<void> {
  const applicationId = (change.after ?? change.before)?.application_id;
  if (applicationId) await reconcileAnalytics('recruiting', applicationId);
}

/** Reconciles every application of `flow` (the backfill, a repair, the seed). */
export const reconcileAllAnalytics = (flow: AnalyticsFlow) =>
  reconcileEvery(flow, (id) => reconcileAnalytics(flow, id));
