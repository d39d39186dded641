// One trigger on screening applications, for every handler a write of one needs: the dashboards'
// tally and the fairness and pipeline figures' counts follow it (reconciled, see decisions/tallies,
// decisions/fairness and decisions/analytics), and a requested assessment is claimed and run (assessScreeningOnWrite). One invocation per write rather than one per handler.
import { type ScreeningApplication } from '@careers/domain/screening';
import { COLLECTIONS } from '@careers/domain/shared';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { configuredAssessor } from '../adapters/screening/assessors';
import { SCREENING_ASSESSOR_API_KEY } from '../config';
import { assessScreeningOnWrite } from '../decisions/screening/assessment';
import { reconcileAnalytics } from '../decisions/analytics/reconcile';
import { reconcileFairness } from '../decisions/fairness/reconcile';
import { tallyScreeningChange } from '../decisions/tallies/dashboard-tallies';
import { allHandlers, writtenChange } from './event';

/**
 * The time limit covers the provider's worst case (3 calls of 60 s and their backoff). A delivery
 * that fails (Firestore unavailable mid-claim, contention on a tally shard) is retried: the claim
 * lets one delivery run the assessment, the tally adds only a difference, and a run whose instance
 * dies is returned by the lease sweep (assessment-leases.schedule.ts).
 */
export const screeningApplicationWritten = onDocumentWritten(
  {
    document: `${COLLECTIONS.screeningApplications}/{uid}`,
    secrets: [SCREENING_ASSESSOR_API_KEY],
    timeoutSeconds: 300,
    retry: true,
  },
  async (event) => {
    const change = writtenChange<ScreeningApplication>(event);
    await allHandlers(
      () => tallyScreeningChange(change),
      () => reconcileFairness('screening', change.id),
      () => reconcileAnalytics('screening', change.id),
      () => assessScreeningOnWrite(change, configuredAssessor),
    );
  },
);
