// Grants or revokes the admin role (custom claim `admin`) by email.
//
//   npm run admin -- grant someone@example.com              # the running emulators
//   npm run admin -- revoke someone@example.com --project my-prod-project
//
// Against a real project it uses Application Default Credentials
// (`gcloud auth application-default login`). Revoking also revokes the user's refresh tokens,
// so open sessions must sign in again; admin endpoints re-read the role on every call anyway.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { parseArgs } from 'node:util';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { project: { type: 'string' } },
});
const [action, email] = positionals;
if (!['grant', 'revoke'].includes(action ?? '') || !email) {
  console.error('usage: npm run admin -- <grant|revoke> <email> [--project <id>]');
  process.exit(2);
}

if (!values.project) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
const auth = getAuth(initializeApp({ projectId: values.project ?? 'demo-careers' }));

const user = await auth.getUserByEmail(email).catch(() => {
  console.error(`No user with email ${email}: they must sign in once first.`);
  process.exit(1);
});
const { admin: _previous, ...otherClaims } = user.customClaims ?? {};
if (action === 'grant') {
  await auth.setCustomUserClaims(user.uid, { ...otherClaims, admin: true });
} else {
  await auth.setCustomUserClaims(user.uid, otherClaims);
  await auth.revokeRefreshTokens(user.uid);
}
console.log(
  `${action === 'grant' ? 'Granted' : 'Revoked'} admin for ${email} (${user.uid}) on ${values.project ?? 'the emulators'}.`,
);
