import type { VerifyResponse } from '@careers/domain/users';
import type { Accounts, IdToken } from '../../adapters/auth';
import { adminEmails } from '../../config';
import { readAdminRole } from '../../stores/admin-roles';
import { ok, type Outcome } from '../../outcome';
import { toUserProfile } from '../../queries/users';
import { holdsAdminRole, setAdminRole, shouldGrantAdmin } from './admin-role';
import { recordSignIn } from './profile';

/**
 * A verified sign-in: grants the admin role to an ADMIN_EMAILS address (unless explicitly
 * revoked; the client then refreshes its token), and creates or refreshes users/{uid}.
 */
export async function signIn(token: IdToken, accounts: Accounts): Promise<Outcome<VerifyResponse>> {
  const [record, role] = await Promise.all([accounts.get(token.uid), readAdminRole(token.uid)]);
  const claimsUpdated = shouldGrantAdmin({
    email: token.email,
    emailVerified: token.email_verified,
    adminEmails: adminEmails(),
    currentClaims: record.customClaims,
    role,
  });
  if (claimsUpdated) await setAdminRole(token.uid, true, 'ADMIN_EMAILS', accounts);
  const doc = await recordSignIn(token);
  return ok({ user: toUserProfile(doc, claimsUpdated || holdsAdminRole(record.customClaims, role)), claimsUpdated });
}
