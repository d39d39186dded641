// Every 5 minutes: assessment runs that outlived their lease are asked for again, or end in
// assessment_failed after MAX_ASSESSMENT_CLAIMS claims (decisions/screening/leases.ts). The same
// sweep runs by hand with `npm run assessments:sweep`.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { returnExpiredAssessments } from '../decisions/screening/leases';

export const assessmentLeases = onSchedule({ schedule: 'every 5 minutes', timeoutSeconds: 120 }, async () => {
  const { requested, failed } = await returnExpiredAssessments();
  if (requested + failed > 0) console.log(`Lapsed assessment runs: ${requested} asked for again, ${failed} failed`);
});
