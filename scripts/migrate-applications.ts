// Moves stored recruiting applications to their keys: one application per candidate and posting,
// the uid for the specification's posting, `{uid}__{slug}` for another (domain
// application-id.ts, functions/src/decisions/recruiting/application-keys.ts).
//
//   npm run migrate:applications                                # check the running emulators
//   npm run migrate:applications -- --apply                     # move what is misplaced, then check
//   npm run migrate:applications -- --apply --project my-prod   # a real project (Application Default Credentials)
//
// Each move is one transaction with the application's offer and interview place, so a second run
// moves nothing. An application whose key is taken by another is listed and left for an admin.
// An offer made before offers named their posting gets its application's `job_slug` (the Job
// Offers' posting filter), each in a transaction of its own.
// Exits 1 while something is misplaced or an offer names no posting. The seed runs it with --apply.
import { parseArgs } from 'node:util';
import { targetProject } from './lib/target-project';

const { values } = parseArgs({ options: { project: { type: 'string' }, apply: { type: 'boolean' } } });
const target = targetProject(values.project);

// Loaded once the environment names the project (the Admin SDK reads it at initialisation).
const { addOfferPosting, misplacedApplications, moveApplication, offersWithoutPosting } =
  await import('../functions/src/decisions/recruiting/application-keys');

let misplaced = await misplacedApplications();
if (values.apply) {
  for (const { from, to } of misplaced) console.log(`  ${await moveApplication(from)}: ${from} → ${to}`);
  misplaced = await misplacedApplications();
}
for (const { from, to } of misplaced) console.log(`  MISPLACED ${from} (belongs at ${to})`);
console.log(
  misplaced.length === 0
    ? `Every recruiting application on ${target} is under its key.`
    : `${misplaced.length} recruiting applications on ${target} are not under their key: run with --apply.`,
);

let unnamed = await offersWithoutPosting();
if (values.apply) {
  for (const id of unnamed) console.log(`  ${await addOfferPosting(id)}: the posting of ${id}`);
  unnamed = await offersWithoutPosting();
}
for (const id of unnamed) console.log(`  NO POSTING ${id}`);
console.log(
  unnamed.length === 0
    ? `Every offer on ${target} names its posting.`
    : `${unnamed.length} offers on ${target} name no posting: run with --apply.`,
);
process.exit(misplaced.length === 0 && unnamed.length === 0 ? 0 : 1);
