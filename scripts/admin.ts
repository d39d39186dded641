// Grants or revokes the admin role by email, as an admin's call on the Team & roles screen does:
// the address's entry in the team's list, the custom claim `admin` and the role document
// adminRoles/{uid} together (functions/src/decisions/team/members.ts). A revocation takes effect at
// once everywhere (API and security rules), revokes the user's sessions, and wins over
// ADMIN_EMAILS at their next sign-in. Other roles: the Team & roles screen.
//
//   npm run admin -- grant someone@example.com              # the running emulators
//   npm run admin -- revoke someone@example.com --project my-prod-project
//
// Against a real project it uses Application Default Credentials
// (`gcloud auth application-default login`).
import { parseArgs } from 'node:util';
import { targetProject } from './lib/target-project';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { project: { type: 'string' } },
});
const [action, email] = positionals;
if (!['grant', 'revoke'].includes(action ?? '') || !email) {
  console.error('usage: npm run admin -- <grant|revoke> <email> [--project <id>]');
  process.exit(2);
}

const target = targetProject(values.project);
// Loaded once the environment names the project (the Admin SDK reads it at initialisation).
const { auth } = await import('../functions/src/lib/firebase');
const { setAdminRole } = await import('../functions/src/decisions/team/members');
const { firebaseAccounts } = await import('../functions/src/adapters/auth');

const user = await auth.getUserByEmail(email).catch(() => {
  console.error(`No user with email ${email}: they must sign in once first.`);
  process.exit(1);
});
await setAdminRole(user.uid, action === 'grant', 'script', firebaseAccounts);
console.log(`${action === 'grant' ? 'Granted' : 'Revoked'} admin for ${email} (${user.uid}) on ${target}.`);
