// The fairness figures' counts follow every application (docs/features/fairness.md): reconciled,
// as the dashboards' tallies are. One transaction reads the application as it is now, its person's
// self-identification and what it last counted (its entry), and moves the counts by the
// difference; a delivery again, two at once, or after the application is gone change nothing twice.
import {
  fairnessContribution,
  recruitingFairnessOutcome,
  screeningFairnessOutcome,
  type FairnessContribution,
  type FairnessFlow,
} from '@careers/domain/privacy';
import { flattenTally, nestTally, tallyDelta, type Tally } from '@careers/domain/shared';
import { inTransaction, type Transaction } from '../../stores/firestore';
import {
  applicationIdsOf,
  moveFairnessCountsIn,
  readFairnessEntryIn,
  readSelfIdentificationIn,
  writeFairnessEntryIn,
} from '../../stores/fairness';
import { applicationsOfUser, readApplicationIn } from '../../stores/recruiting-applications';
import { readScreeningApplicationIn, screeningApplicationsOf } from '../../stores/screening-applications';

const negated = (tally: Tally): Tally => Object.fromEntries(Object.entries(tally).map(([key, n]) => [key, -n]));

/** Application `id` of `flow` as the figures count it now, within the transaction's reads. */
async function contributionNow(
  tx: Transaction,
  flow: FairnessFlow,
  id: string,
): Promise<{ slug: string; now: FairnessContribution } | null> {
  if (flow === 'recruiting') {
    const application = await readApplicationIn(tx, id);
    if (!application) return null;
    const answer = await readSelfIdentificationIn(tx, application.user_id);
    const now = fairnessContribution(recruitingFairnessOutcome(application), application.created_at, answer);
    return now ? { slug: application.job_slug, now } : null;
  }
  const application = await readScreeningApplicationIn(tx, id);
  if (!application) return null;
  const answer = await readSelfIdentificationIn(tx, application.user_id);
  const now = fairnessContribution(screeningFairnessOutcome(application), application.created_at, answer);
  return now ? { slug: application.job_slug, now } : null;
}

/** Brings the counts of `flow` up to date with application `id`: whether anything moved. */
export function reconcileFairness(flow: FairnessFlow, id: string): Promise<boolean> {
  return inTransaction(async (tx) => {
    const current = await contributionNow(tx, flow, id);
    const entry = await readFairnessEntryIn(tx, flow, id);
    const before = flattenTally(entry?.counts);
    if (entry && current && entry.day === current.now.day && entry.job_slug === current.slug) {
      const delta = tallyDelta(before, current.now.counts);
      if (Object.keys(delta).length === 0) return false;
      moveFairnessCountsIn(tx, flow, current.slug, current.now.day, delta);
    } else {
      if (!entry && !current) return false;
      if (entry) moveFairnessCountsIn(tx, flow, entry.job_slug, entry.day, negated(before));
      if (current) moveFairnessCountsIn(tx, flow, current.slug, current.now.day, current.now.counts);
    }
    writeFairnessEntryIn(
      tx,
      flow,
      id,
      current
        ? {
            flow,
            application_id: id,
            job_slug: current.slug,
            day: current.now.day,
            counts: nestTally(current.now.counts),
          }
        : null,
    );
    return true;
  });
}

/** Brings the counts up to date with every application of `uid` (their self-identification changed). */
export async function reconcileFairnessOf(uid: string): Promise<void> {
  const [recruiting, screening] = await Promise.all([applicationsOfUser(uid), screeningApplicationsOf(uid)]);
  for (const application of recruiting) await reconcileFairness('recruiting', application.id);
  for (const application of screening) await reconcileFairness('screening', application.id);
}

/**
 * Reconciles every application of `flow` (the backfill after the trigger was off, and the seed's):
 * answers how many there are and how many moved the counts.
 */
export async function reconcileAllFairness(flow: FairnessFlow): Promise<{ applications: number; changed: number }> {
  const ids = await applicationIdsOf(flow);
  let changed = 0;
  for (const id of ids) if (await reconcileFairness(flow, id)) changed += 1;
  return { applications: ids.length, changed };
}
