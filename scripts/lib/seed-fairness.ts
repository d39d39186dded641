// The demo's voluntary self-identifications, stage histories, and fairness and pipeline counts
// (docs/features/fairness.md, docs/features/analytics.md), for the seed: answers across groups
// (every fifth person gives none; the screening pipeline gives its own), then the counts of every application, as the triggers keep them
// (the seed runs without the functions emulator).
import { ANALYTICS_FLOWS, approximateStageHistory, type HistoryFields } from '@careers/domain/analytics';
import { COLLECTIONS, timestampsToDates } from '@careers/domain/shared';
import { Timestamp } from 'firebase-admin/firestore';
import {
  DEMO_ACCOUNTS,
  PIPELINE_APPLICANTS,
  SCREENING_PIPELINE_APPLICANTS,
  SECOND_CAMPAIGN_APPLICANTS,
} from '@careers/domain/testing';
import { adminDb } from '../../tests/support/admin-app';

const SEX_CYCLE = ['female', 'male', 'female', 'male', 'decline'] as const;
const RACE_CYCLE = [
  'asian',
  'white',
  'hispanic_or_latino',
  'black_or_african_american',
  'asian',
  'two_or_more',
] as const;

/** The demo's candidates and pipeline applicants: the people who may answer the survey. */
const people = () => [
  ...DEMO_ACCOUNTS.filter((account) => !account.admin && !account.teamRole),
  ...PIPELINE_APPLICANTS,
  ...SECOND_CAMPAIGN_APPLICANTS,
];

/**
 * The demo applications' stage histories, as the functions would have stamped them at the demo's
 * times (its submissions, signatures and last updates): the seed writes applications directly.
 */
async function seedStageHistories(): Promise<void> {
  const isTimestamp = (value: unknown): value is Timestamp => value instanceof Timestamp;
  for (const flow of ANALYTICS_FLOWS) {
    const collection = flow === 'recruiting' ? COLLECTIONS.recruitingApplications : COLLECTIONS.screeningApplications;
    const { docs } = await adminDb.collection(collection).get();
    for (const doc of docs) {
      const application = timestampsToDates(doc.data(), isTimestamp) as HistoryFields & { status?: string };
      await doc.ref.update({ stage_history: approximateStageHistory(flow, application) });
    }
    console.log(`wrote the stage histories of ${docs.length} ${flow} applications`);
  }
}

/** Writes the demo people's answers and counts every stored application. */
export async function seedFairness(): Promise<void> {
  await seedStageHistories();
  let answered = 0;
  for (const [at, person] of people().entries()) {
    if (at % 5 === 4) continue;
    await adminDb
      .collection(COLLECTIONS.selfIdentifications)
      .doc(person.uid)
      .set({ sex: SEX_CYCLE[at % 5], race_ethnicity: RACE_CYCLE[at % 6], updated_at: new Date() });
    answered += 1;
  }
  // The screening pipeline's own answers, chosen so several groups reach five.
  for (const { uid, selfIdentification } of SCREENING_PIPELINE_APPLICANTS) {
    if (!selfIdentification) continue;
    await adminDb
      .collection(COLLECTIONS.selfIdentifications)
      .doc(uid)
      .set({ ...selfIdentification, updated_at: new Date() });
    answered += 1;
  }
  console.log(`seeded ${answered} voluntary self-identifications`);
  const { reconcileAllFairness } = await import('../../functions/src/decisions/fairness/reconcile');
  const { reconcileAllAnalytics } = await import('../../functions/src/decisions/analytics/reconcile');
  for (const flow of ['recruiting', 'screening'] as const) {
    const { applications } = await reconcileAllFairness(flow);
    console.log(`counted ${applications} ${flow} applications for the fairness figures`);
    await reconcileAllAnalytics(flow);
    console.log(`counted ${applications} ${flow} applications for the pipeline figures`);
  }
}
