// Checks the dashboards' tallies against the collections they count, and repairs them.
//
//   npm run tallies                                # check the running emulators
//   npm run tallies -- --repair                    # reconcile every application, then check (the
//                                                  # fairness and pipeline figures' counts too, after
//                                                  # giving applications stored before stage
//                                                  # histories their approximate one: the backfill)
//   npm run tallies -- --rebuild                   # the repair, then the shards rewritten from the entries
//   npm run tallies -- --repair --project my-prod  # a real project (Application Default Credentials)
//
// The check compares each figure of each tally (every status, the days in total and the last eight
// weeks, the screening scores) with aggregation queries over the collection (compareTally; one read
// per 1,000 applications each). The repair reconciles every application and every entry a deleted
// one left (functions/src/stores/tallies.ts): it reads each application once, so it is the backfill
// after the trigger was off, not something a page does. A shard that moved with no entry behind it
// (a hand edit, a store cleared in part) is beyond the repair, which only sees documents and
// entries: the rebuild then rewrites the area's shards as the sum of its entries, in one
// transaction (functions/src/stores/tallies.ts, rebuildTally). Exits 1 on a difference.
import { parseArgs } from 'node:util';
import { targetProject } from './lib/target-project';
import { TALLY_AREAS, type TallyArea } from '@careers/domain/shared';

const { values } = parseArgs({
  options: { project: { type: 'string' }, repair: { type: 'boolean' }, rebuild: { type: 'boolean' } },
});
targetProject(values.project);

// Loaded once the environment names the project (the Admin SDK reads it at initialisation).
const { reconcileArea } = await import('../functions/src/decisions/tallies/dashboard-tallies');
const { compareTally } = await import('../functions/src/decisions/tallies/check');
const { rebuildTally } = await import('../functions/src/stores/tallies');
const { reconcileAllFairness } = await import('../functions/src/decisions/fairness/reconcile');
const { reconcileAllAnalytics } = await import('../functions/src/decisions/analytics/reconcile');
const { backfillStageHistories } = await import('../functions/src/decisions/analytics/backfill');

let differences = 0;
for (const area of Object.keys(TALLY_AREAS) as TallyArea[]) {
  if (values.repair || values.rebuild) {
    const { documents, orphans, changed } = await reconcileArea(area);
    console.log(
      `${area}: reconciled ${documents} applications and ${orphans} entries left by deleted ones; ${changed} changed the tally`,
    );
    const fair = await reconcileAllFairness(area);
    console.log(`${area}: reconciled ${fair.applications} applications' fairness counts; ${fair.changed} moved them`);
    const histories = await backfillStageHistories(area);
    console.log(
      `${area}: ${histories.backfilled} of ${histories.applications} applications got an approximate stage history`,
    );
    const pipeline = await reconcileAllAnalytics(area);
    console.log(`${area}: reconciled the pipeline counts; ${pipeline.changed} applications moved them`);
  }
  if (values.rebuild) {
    const { entries, changed } = await rebuildTally(area);
    console.log(`${area}: rebuilt the shards from ${entries} entries; ${changed ? 'they had drifted' : 'they agreed'}`);
  }
  for (const { what, tally, counted, ok } of await compareTally(area)) {
    if (!ok) differences += 1;
    console.log(`  ${ok ? 'ok  ' : 'DIFF'} ${area} ${what}: tally ${tally}, counted ${counted}`);
  }
}
console.log(
  differences === 0
    ? 'The tallies equal the counts.'
    : `${differences} figures differ: run with --repair (or --rebuild).`,
);
process.exit(differences === 0 ? 0 : 1);
