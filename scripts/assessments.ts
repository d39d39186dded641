// Returns screening assessment runs that outlived their lease, as the scheduled function
// `assessmentLeases` does every 5 minutes (functions/src/decisions/screening/leases.ts).
//
//   npm run assessments:sweep                         # the running emulators
//   npm run assessments:sweep -- --project my-prod    # a real project (Application Default Credentials)
import { parseArgs } from 'node:util';
import { targetProject } from './lib/target-project';

const { values } = parseArgs({ options: { project: { type: 'string' } } });
targetProject(values.project);

// Loaded once the environment names the project (the Admin SDK reads it at initialisation).
const { returnExpiredAssessments } = await import('../functions/src/decisions/screening/leases');
const { requested, failed } = await returnExpiredAssessments();
console.log(`Lapsed assessment runs: ${requested} asked for again, ${failed} ended in assessment_failed.`);
process.exit(0);
