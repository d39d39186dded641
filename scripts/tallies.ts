// Checks the dashboards' tallies against the collections they count, and repairs them.
//
//   npm run tallies                                # check the running emulators
//   npm run tallies -- --repair                    # reconcile every application, then check
//   npm run tallies -- --repair --project my-prod  # a real project (Application Default Credentials)
//
// The check compares each area's tally with count() aggregations by status (reads: the shards, and
// one per 1,000 applications for the counts). The repair reconciles every application and every
// entry a deleted one left (functions/src/stores/tallies.ts): it reads each application once, so it
// is the backfill after the trigger was off, not something a page does. Exits 1 on a difference.
import { parseArgs } from 'node:util';
import { ADMIN_RECRUITING_STATUSES, ADMIN_SCREENING_STATUSES, TALLY_AREAS, type TallyArea } from '@careers/domain';

const { values } = parseArgs({ options: { project: { type: 'string' }, repair: { type: 'boolean' } } });
process.env.GCLOUD_PROJECT = values.project ?? 'demo-careers';
if (!values.project) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

// Loaded once the environment names the project (the Admin SDK reads it at initialisation).
const { db } = await import('../functions/src/lib/firebase');
const { readTally } = await import('../functions/src/stores/tallies');
const { reconcileArea } = await import('../functions/src/decisions/tallies/dashboard-tallies');

const STATUS_FIELD = { recruiting: 'status', screening: 'fs_status' } as const satisfies Record<TallyArea, string>;
const STATUSES: Record<TallyArea, readonly string[]> = {
  recruiting: ADMIN_RECRUITING_STATUSES,
  screening: ADMIN_SCREENING_STATUSES,
};

let differences = 0;
for (const area of Object.keys(TALLY_AREAS) as TallyArea[]) {
  if (values.repair) {
    const { documents, changed } = await reconcileArea(area);
    console.log(`${area}: reconciled ${documents} documents, ${changed} changed the tally`);
  }
  const tally = await readTally(area);
  const collection = db.collection(TALLY_AREAS[area]);
  for (const status of STATUSES[area]) {
    const counted = (await collection.where(STATUS_FIELD[area], '==', status).count().get()).data().count;
    const tallied = tally[`status.${status}`] ?? 0;
    if (counted !== tallied) differences += 1;
    console.log(`  ${counted === tallied ? 'ok  ' : 'DIFF'} ${area} ${status}: tally ${tallied}, count() ${counted}`);
  }
}
console.log(differences === 0 ? 'The tallies equal the counts.' : `${differences} counts differ: run with --repair.`);
process.exit(differences === 0 ? 0 : 1);
