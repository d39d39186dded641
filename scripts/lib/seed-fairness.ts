// The demo's voluntary self-identifications and fairness counts (docs/features/fairness.md), for
// the seed: answers across groups (every fifth person gives none), then the counts of every
// application, as the triggers keep them (the seed runs without the functions emulator).
import { COLLECTIONS } from '@careers/domain/shared';
import { DEMO_ACCOUNTS, PIPELINE_APPLICANTS, SECOND_CAMPAIGN_APPLICANTS } from '@careers/domain/testing';
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

/** Writes the demo people's answers and counts every stored application. */
export async function seedFairness(): Promise<void> {
  let answered = 0;
  for (const [at, person] of people().entries()) {
    if (at % 5 === 4) continue;
    await adminDb
      .collection(COLLECTIONS.selfIdentifications)
      .doc(person.uid)
      .set({ sex: SEX_CYCLE[at % 5], race_ethnicity: RACE_CYCLE[at % 6], updated_at: new Date() });
    answered += 1;
  }
  console.log(`seeded ${answered} voluntary self-identifications`);
  const { reconcileAllFairness } = await import('../../functions/src/decisions/fairness/reconcile');
  for (const flow of ['recruiting', 'screening'] as const) {
    const { applications } = await reconcileAllFairness(flow);
    console.log(`counted ${applications} ${flow} applications for the fairness figures`);
  }
}
