import { heldTeamRole, teamEmailKey } from '@careers/domain/team';
import type { VerifyResponse } from '@careers/domain/users';
import type { Accounts, IdToken } from '../../adapters/auth';
import { adminEmails } from '../../config';
import { readAdminIdentities } from '../../stores/admin-identities';
import { readAdminRole } from '../../stores/admin-roles';
import { readTeamMember } from '../../stores/team-members';
import { ok, type Outcome } from '../../outcome';
import { toUserProfile } from '../../queries/users';
import { applyGrant, recordHeldRole, setAdminRole } from '../team/members';
import { shouldGrantAdmin } from './admin-role';
import { tokenIdentityHashes } from './identity';
import { recordSignIn } from './profile';

/**
 * A verified sign-in: gives the account the role granted to its verified address (the team's
 * list, teamMembers), or, without a grant, the admin role to an ADMIN_EMAILS address (unless
 * explicitly revoked, on this account or on the person's identity); the client refreshes its token
 * when its claims changed. An admin from before the team's list gets their entry in it. Creates or
 * refreshes users/{uid}.
 */
export async function signIn(token: IdToken, accounts: Accounts): Promise<Outcome<VerifyResponse>> {
  const email = token.email_verified === true && token.email ? teamEmailKey(token.email) : null;
  const [record, role, identities, grant] = await Promise.all([
    accounts.get(token.uid),
    readAdminRole(token.uid),
    tokenIdentityHashes(token).then(readAdminIdentities),
    email ? readTeamMember(email) : Promise.resolve(undefined),
  ]);
  const before = heldTeamRole(record.customClaims, role);
  let after = before;
  if (email && grant) {
    if (grant.role !== before || grant.uid !== token.uid) await applyGrant(email, accounts);
    after = heldTeamRole((await accounts.get(token.uid)).customClaims, await readAdminRole(token.uid));
  } else if (
    shouldGrantAdmin({
      email: token.email,
      emailVerified: token.email_verified,
      adminEmails: adminEmails(),
      currentClaims: record.customClaims,
      role,
      identities,
    })
  ) {
    await setAdminRole(token.uid, true, 'ADMIN_EMAILS', accounts);
    after = 'admin';
  } else if (email && before !== null) {
    await recordHeldRole(email, before, token.uid, role?.updated_by ?? 'ADMIN_EMAILS');
  }
  const doc = await recordSignIn(token);
  return ok({ user: toUserProfile(doc, after), claimsUpdated: after !== before });
}
