// What an erase takes out of the counts kept beside the applications: the dashboards' tallies, the
// fairness figures and the pipeline figures drop the deleted applications at once (their entries,
// keyed by the applications' ids, go too); the triggers, which see the deletes as well, then find
// nothing left to change.
import { RECRUITING_TALLY } from '@careers/domain/recruiting';
import { SCREENING_TALLY } from '@careers/domain/screening';
import { COLLECTIONS } from '@careers/domain/shared';
import { reconcileTally } from '../../stores/tallies';
import { reconcileAnalytics } from '../analytics/reconcile';
import { reconcileFairness } from '../fairness/reconcile';

/** The ids of the person's applications of each flow, deleted by now. */
export interface ErasedApplications {
  recruiting: string[];
  screening: string[];
}

/**
 * Reconciles every count with the deleted applications: how many entries of each collection went
 * (`untallied`: the recruiting applications whose tally entries went in their own transactions).
 */
export async function dropCountsOf(erased: ErasedApplications, untallied: number): Promise<[string, number][]> {
  const both = <T>(each: (flow: 'recruiting' | 'screening', id: string) => Promise<T>) =>
    Promise.all([
      ...erased.recruiting.map((id) => each('recruiting', id)),
      ...erased.screening.map((id) => each('screening', id)),
    ]);
  const [fairness, pipeline, deltas] = await Promise.all([
    both(reconcileFairness),
    both(reconcileAnalytics),
    both((flow, id) =>
      flow === 'recruiting' ? reconcileTally(RECRUITING_TALLY, id) : reconcileTally(SCREENING_TALLY, id),
    ),
  ]);
  return [
    [COLLECTIONS.fairnessEntries, fairness.filter(Boolean).length],
    [COLLECTIONS.analyticsEntries, pipeline.filter(Boolean).length],
    [COLLECTIONS.tallyEntries, untallied + deltas.filter((delta) => Object.keys(delta).length > 0).length],
  ];
}
