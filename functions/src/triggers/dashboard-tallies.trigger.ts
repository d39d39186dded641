// Keeps the dashboards' tallies: every write of a recruiting or screening application reconciles
// its area's tally. Retried on failure (contention on a shard): reconciling is idempotent.
import { type RecruitingApplication } from '@careers/domain/recruiting';
import { type ScreeningApplication } from '@careers/domain/screening';
import { COLLECTIONS } from '@careers/domain/shared';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { tallyRecruitingChange, tallyScreeningChange } from '../decisions/tallies/dashboard-tallies';
import { writtenChange } from './event';

/** recruitingApplications/{uid} written: the recruiting dashboard's tally follows. */
export const recruitingTally = onDocumentWritten(
  { document: `${COLLECTIONS.recruitingApplications}/{uid}`, retry: true },
  async (event) => {
    await tallyRecruitingChange(writtenChange<RecruitingApplication>(event));
  },
);

/** screeningApplications/{uid} written: the screening dashboards' tally follows. */
export const screeningTally = onDocumentWritten(
  { document: `${COLLECTIONS.screeningApplications}/{uid}`, retry: true },
  async (event) => {
    await tallyScreeningChange(writtenChange<ScreeningApplication>(event));
  },
);
