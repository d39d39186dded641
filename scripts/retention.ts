// Checks that every expiring document has its TTL field, and sets it where missing.
//
//   npm run retention                                 # check the running emulators
//   npm run retention -- --repair                     # set the missing expiries, then check
//   npm run retention -- --repair --project my-prod   # a real project (Application Default Credentials)
//
// screeningDrafts and mail carry `expire_at` since they were given a TTL field (docs/security.md, "Retention (TTL)"); a document
// written before has none and a TTL policy would never delete it. The repair gives it the expiry its
// writer gives now: a draft 90 days after its last save, a mail 180 days after it was queued (one
// already past is deleted by the TTL policy within about a day). Exits 1 while one is missing.
import { parseArgs } from 'node:util';
import { targetProject } from './lib/target-project';

const { values } = parseArgs({ options: { project: { type: 'string' }, repair: { type: 'boolean' } } });
targetProject(values.project);

// Loaded once the environment names the project (the Admin SDK reads it at initialisation).
const { backfillExpiries, missingExpiries } = await import('../functions/src/decisions/retention/expiries');

let missing = await missingExpiries();
if (values.repair) {
  const set = await backfillExpiries(missing);
  console.log(`  set expire_at on ${set.screeningDrafts} drafts and ${set.mail} mails`);
  missing = await missingExpiries();
}
const left = missing.screeningDrafts.length + missing.mail.length;
console.log(
  left === 0
    ? 'Every screening draft and mail has its expiry.'
    : `${missing.screeningDrafts.length} drafts and ${missing.mail.length} mails have no expiry: run with --repair.`,
);
process.exit(left === 0 ? 0 : 1);
