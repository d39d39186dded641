// Erases a person's account and data on a request that came by mail (docs/features/data-rights.md):
// the same erase as "Delete my account and data" on /profile and the Auth onDelete trigger.
//
//   npm run erase -- someone@example.com                      # the running emulators
//   npm run erase -- someone@example.com --project my-prod    # a real project (Application Default Credentials)
//   npm run erase -- --uid <uid>                              # by uid (an account without an email)
//
// Finds the person by their Auth account's email, or, when the account is gone, by the email on
// their profile (users). Idempotent: a second run finds nothing to do. Prints what was deleted and
// pseudonymised, and the pseudonym under which the evidence is kept (give it to no one but the person).
import { parseArgs } from 'node:util';
import { targetProject } from './lib/target-project';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { project: { type: 'string' }, uid: { type: 'string' } },
});
const [email] = positionals;
if (!email && !values.uid) {
  console.error('usage: npm run erase -- <email> [--project <id>]   or   npm run erase -- --uid <uid>');
  process.exit(2);
}

const target = targetProject(values.project);
// Loaded once the environment names the project (the Admin SDK reads it at initialisation).
const { auth } = await import('../functions/src/lib/firebase');
const { userIdsWithEmail } = await import('../functions/src/stores/users');
const { eraseAccount } = await import('../functions/src/decisions/users/erase-account');
const { firebaseAccounts } = await import('../functions/src/adapters/auth');

async function uidsFor(address: string): Promise<string[]> {
  const account = await auth.getUserByEmail(address).catch(() => undefined);
  const profiles = await userIdsWithEmail(address);
  return [...new Set([...(account ? [account.uid] : []), ...profiles])];
}

const uids = values.uid ? [values.uid] : await uidsFor(email!);
if (uids.length === 0) {
  console.log(`No account or profile with email ${email}: nothing to erase (already erased, or never signed in).`);
  process.exit(0);
}
for (const uid of uids) {
  const report = await eraseAccount(uid, 'support_script', firebaseAccounts, { email: email ?? null });
  const list = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([collection, n]) => `${collection} ${n}`)
      .join(', ') || 'nothing';
  console.log(`Erased ${email ?? uid} as ${report.pseudonym} on ${target}:`);
  console.log(`  auth account deleted: ${report.auth_deleted ? 'yes' : 'no (there was none)'}`);
  console.log(`  deleted: ${list(report.deleted)}`);
  console.log(`  kept, pseudonymised: ${list(report.pseudonymised)}`);
  console.log(`  audited: ${report.audited ? 'yes' : 'no (an earlier erase was)'}`);
}
process.exit(0);
