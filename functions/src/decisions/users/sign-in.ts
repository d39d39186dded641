import type { VerifyResponse } from '@careers/domain/users';
import type { Accounts, IdToken } from '../../adapters/auth';
import { adminEmails } from '../../config';
import { readAdminIdentities } from '../../stores/admin-identities';
import { readAdminRole } from '../../stores/admin-roles';
import { ok, type Outcome } from '../../outcome';
import { toUserProfile } from '../../queries/users';
import { holdsAdminRole, setAdminRole, shouldGrantAdmin } from './admin-role';
import { tokenIdentityHashes } from './identity';
import { recordSignIn } from './profile';

/**
 * A verified sign-in: grants the admin role to an ADMIN_EMAILS address (unless explicitly
 * revoked, on this account or on the person's identity; the client then refreshes its token), and
 * creates or refreshes users/{uid}.
 */
export async function signIn(token: IdToken, accounts: Accounts): Promise<Outcome<VerifyResponse>> {
  const [record, role, identities] = await Promise.all([
    accounts.get(token.uid),
    readAdminRole(token.uid),
    tokenIdentityHashes(token).then(readAdminIdentities),
  ]);
  const claimsUpdated = shouldGrantAdmin({
    email: token.email,
    emailVerified: token.email_verified,
    adminEmails: adminEmails(),
    currentClaims: record.customClaims,
    role,
    identities,
  });
  if (claimsUpdated) await setAdminRole(token.uid, true, 'ADMIN_EMAILS', accounts);
  const doc = await recordSignIn(token);
  return ok({ user: toUserProfile(doc, claimsUpdated || holdsAdminRole(record.customClaims, role)), claimsUpdated });
}
