// Assesses a screening application when it asks for a run (a submission, an admin's reassess).
import { type ScreeningApplication } from '@careers/domain/screening';
import { COLLECTIONS } from '@careers/domain/shared';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { configuredAssessor } from '../adapters/screening/assessors';
import { SCREENING_ASSESSOR_API_KEY } from '../config';
import { assessScreeningOnWrite } from '../decisions/screening/assessment';
import { writtenChange } from './event';

/**
 * screeningApplications/{uid} written: the handler claims and runs a requested assessment. The
 * time limit covers the provider's worst case (3 calls of 60 s and their backoff). A delivery that
 * fails (Firestore unavailable mid-claim) is retried: the claim lets one delivery run, and a run
 * whose instance dies is returned by the lease sweep (assessment-leases.schedule.ts).
 */
export const screeningAssessment = onDocumentWritten(
  {
    document: `${COLLECTIONS.screeningApplications}/{uid}`,
    secrets: [SCREENING_ASSESSOR_API_KEY],
    timeoutSeconds: 300,
    retry: true,
  },
  (event) => assessScreeningOnWrite(writtenChange<ScreeningApplication>(event), configuredAssessor),
);
