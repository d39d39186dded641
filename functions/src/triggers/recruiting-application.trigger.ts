// One trigger on recruiting applications, for every handler a write of one needs: the dashboard's
// tally follows it (reconciled, see decisions/tallies), a move to `hired` makes or reopens its
// offer (ensureOfferForHire), and a change of its interview booking mails its panel
// (mailPanelOnBookingChange), and the fairness and pipeline figures' counts follow it
// (reconcileFairness, reconcileAnalytics). One invocation per write rather than one per handler; every handler
// is idempotent, so a failed delivery is retried whole. `npm run tallies` and `npm run offers`
// repair what a trigger that never ran left.
import { type RecruitingApplication } from '@careers/domain/recruiting';
import { COLLECTIONS } from '@careers/domain/shared';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { createOfferOnHire } from '../decisions/offers/on-hire';
import { tallyRecruitingChange } from '../decisions/tallies/dashboard-tallies';
import { mailPanelOnBookingChange } from '../decisions/team/panel-mails';
import { reconcileAnalytics } from '../decisions/analytics/reconcile';
import { reconcileFairness } from '../decisions/fairness/reconcile';
import { allHandlers, writtenChange } from './event';

export const recruitingApplicationWritten = onDocumentWritten(
  { document: `${COLLECTIONS.recruitingApplications}/{uid}`, retry: true },
  async (event) => {
    const change = writtenChange<RecruitingApplication>(event);
    await allHandlers(
      () => tallyRecruitingChange(change),
      async () => {
        const result = await createOfferOnHire(change);
        if (result !== 'nothing to do') logger.info('Offer on hire', { application: change.id, result });
      },
      () => reconcileFairness('recruiting', change.id),
      () => reconcileAnalytics('recruiting', change.id),
      async () => {
        const queued = await mailPanelOnBookingChange(change);
        if (queued > 0) logger.info('Panel mails', { application: change.id, queued });
      },
    );
  },
);
