// The one-off backfill of stage histories (docs/features/analytics.md): an application stored
// before histories gets the one its fields allow (approximateStageHistory: its creation, its NDA
// signature, its last update), marked approximate, written through its store as any change is.
import type { AnalyticsFlow } from '@careers/domain/analytics';
import { applicationIdsOf } from '../../stores/day-counts';
import { inTransaction } from '../../stores/firestore';
import { readApplicationIn, updateApplicationIn } from '../../stores/recruiting-applications';
import { readScreeningApplicationIn, updateScreeningApplicationIn } from '../../stores/screening-applications';

/** Gives every application of `flow` without a history its approximate one: how many there are and how many got one. */
export async function backfillStageHistories(
  flow: AnalyticsFlow,
): Promise<{ applications: number; backfilled: number }> {
  const ids = await applicationIdsOf(flow);
  let backfilled = 0;
  for (const id of ids) {
    const wrote = await inTransaction(async (tx) => {
      const application =
        flow === 'recruiting' ? await readApplicationIn(tx, id) : await readScreeningApplicationIn(tx, id);
      if (!application || application.stage_history) return false;
      // An empty change: the store's stamp starts the history from the approximate one.
      if (flow === 'recruiting') updateApplicationIn(tx, id, {});
      else updateScreeningApplicationIn(tx, id, {});
      return true;
    });
    if (wrote) backfilled += 1;
  }
  return { applications: ids.length, backfilled };
}
