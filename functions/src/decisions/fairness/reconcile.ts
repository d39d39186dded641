// The fairness figures' counts follow every application (docs/features/fairness.md): reconciled,
// as the dashboards' tallies are. One transaction reads the application as it is now, its person's
// self-identification and what it last counted (its entry), and moves the counts by the
// difference; a delivery again, two at once, or after the application is gone change nothing twice.
import {
  fairnessContribution,
  recruitingFairnessOutcome,
  screeningFairnessOutcome,
  type FairnessFlow,
} from '@careers/domain/privacy';
import { type Transaction } from '../../stores/firestore';
import { fairnessCounts, readSelfIdentificationIn } from '../../stores/fairness';
import { applicationsOfUser, readApplicationIn } from '../../stores/recruiting-applications';
import { readScreeningApplicationIn, screeningApplicationsOf } from '../../stores/screening-applications';
import { reconcileDayCounts, reconcileEvery, type DayContribution } from '../day-counts';

/** Application `id` of `flow` as the figures count it now, within the transaction's reads. */
async function contributionNow(tx: Transaction, flow: FairnessFlow, id: string): Promise<DayContribution | null> {
  const application =
    flow === 'recruiting' ? await readApplicationIn(tx, id) : await readScreeningApplicationIn(tx, id);
  if (!application) return null;
  const answer = await readSelfIdentificationIn(tx, application.user_id);
  const outcome =
    'status' in application ? recruitingFairnessOutcome(application) : screeningFairnessOutcome(application);
  const now = fairnessContribution(outcome, application.created_at, answer);
  return now ? { slug: application.job_slug, ...now } : null;
}

/** Brings the counts of `flow` up to date with application `id`: whether anything moved. */
export function reconcileFairness(flow: FairnessFlow, id: string): Promise<boolean> {
  return reconcileDayCounts(fairnessCounts, flow, id, (tx) => contributionNow(tx, flow, id));
}

/** Brings the counts up to date with every application of `uid` (their self-identification changed). */
export async function reconcileFairnessOf(uid: string): Promise<void> {
  const [recruiting, screening] = await Promise.all([applicationsOfUser(uid), screeningApplicationsOf(uid)]);
  for (const application of recruiting) await reconcileFairness('recruiting', application.id);
  for (const application of screening) await reconcileFairness('screening', application.id);
}

/** Reconciles every application of `flow` (the backfill after the trigger was off, and the seed's). */
export const reconcileAllFairness = (flow: FairnessFlow) => reconcileEvery(flow, (id) => reconcileFairness(flow, id));
