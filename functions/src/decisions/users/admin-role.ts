// The roles an account holds (docs/features/team.md): the custom claim and adminRoles/{uid}
// together, each change written to both, and a role counted only where both agree.
import type { AdminIdentity } from '@careers/domain/privacy';
import { heldTeamRole, teamRoleClaims, type TeamRole } from '@careers/domain/team';
import type { AdminRole } from '@careers/domain/users';
import type { Accounts } from '../../adapters/auth';
import { writeAdminIdentities } from '../../stores/admin-identities';
import { readAdminRole, writeAdminRole } from '../../stores/admin-roles';
import { accountIdentityHashes } from './identity';

/**
 * Whether sign-in should grant the admin role: the email is listed in ADMIN_EMAILS, Google
 * verified it, the user is not an admin already, and nobody revoked their role explicitly (an
 * explicit revocation wins over the list): neither on this account (`role`) nor on the person's
 * identity (`identities`, their Google subject's and email's records, which an erase and a new
 * account of the same Google account do not remove).
 */
export function shouldGrantAdmin(input: {
  email: string | undefined;
  emailVerified: boolean | undefined;
  adminEmails: readonly string[];
  currentClaims: Record<string, unknown> | undefined;
  role: Pick<AdminRole, 'active'> | undefined;
  identities: readonly Pick<AdminIdentity, 'active'>[];
}): boolean {
  if (!input.email || input.emailVerified !== true) return false;
  if (input.role?.active === false) return false;
  if (input.identities.some((identity) => identity.active === false)) return false;
  if (input.currentClaims?.admin === true && input.role?.active === true) return false;
  return input.adminEmails.includes(input.email.trim().toLowerCase());
}

/** Whether a user with these claims and this role document is an admin now: both must say so. */
export function holdsAdminRole(
  claims: Record<string, unknown> | undefined,
  role: Pick<AdminRole, 'active' | 'role'> | undefined,
): boolean {
  return heldTeamRole(claims, role) === 'admin';
}

/** The role the user holds now (null: none): their current claims (the user record, not a token) and role document. */
export async function teamRoleNow(uid: string, accounts: Accounts): Promise<TeamRole | null> {
  const [user, role] = await Promise.all([accounts.get(uid), readAdminRole(uid)]);
  return heldTeamRole(user.customClaims, role);
}

/** Whether the user is an admin now: their current claims (the user record, not a token) and role document. */
export async function isAdminNow(uid: string, accounts: Accounts): Promise<boolean> {
  return (await teamRoleNow(uid, accounts)) === 'admin';
}

/**
 * Gives the account `uid` the role `role`, or none (null): the custom claim, adminRoles/{uid} and
 * the records of the person's identity (adminIdentities, by the keyed hashes of their Google
 * subject and verified email: whether they are an admin) together. Taking a role away also revokes
 * the user's refresh tokens, so their sessions must sign in again; the identity records keep
 * ADMIN_EMAILS from granting admin to a new account of the same person (after an erase), until an
 * admin grants a role again explicitly. The role document is written before the claim: between the
 * two, the account holds no role (both must agree), never a role it is losing.
 */
export async function setTeamRole(
  uid: string,
  role: TeamRole | null,
  updatedBy: string,
  accounts: Accounts,
): Promise<void> {
  const user = await accounts.get(uid);
  const now = new Date();
  await writeAdminIdentities(await accountIdentityHashes(user), {
    active: role === 'admin',
    updated_by: updatedBy,
    updated_at: now,
  });
  await writeAdminRole({
    uid,
    email: user.email ?? null,
    active: role !== null,
    ...(role ? { role } : {}),
    updated_by: updatedBy,
    updated_at: now,
  });
  await accounts.setClaims(uid, teamRoleClaims(user.customClaims, role));
  if (role === null) await accounts.revokeSessions(uid);
}
