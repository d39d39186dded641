// The hiring team's roles by address (docs/features/team.md): an admin grants a role to an email
// address, changes it or takes it away; the grant (teamMembers/{email}) is written with its audit
// entry in one transaction, then applied to the account of that verified address, if there is one
// yet (else at its first sign-in). Each write of a grant gets a new revision, and applying a grant
// checks the revision it applied is still the grant's, so two changes at once end with the account
// holding what the grant says last.
import { auditEntry, COLLECTIONS, type Actor } from '@careers/domain/shared';
import {
  heldTeamRole,
  TEAM_MESSAGES,
  teamEmailKey,
  teamMemberView,
  type TeamMemberRemovedResponse,
  type TeamMemberView,
  type TeamRole,
} from '@careers/domain/team';
import { randomUUID } from 'node:crypto';
import type { Account, Accounts } from '../../adapters/auth';
import { conflict, notFound, ok, type Outcome } from '../../outcome';
import { readAdminRole } from '../../stores/admin-roles';
import { appendAuditEntry } from '../../stores/audit-log';
import { inTransaction } from '../../stores/firestore';
import {
  deleteTeamMemberIn,
  linkTeamMember,
  readTeamMember,
  readTeamMemberIn,
  writeTeamMemberIn,
  type StoredTeamMember,
} from '../../stores/team-members';
import { setTeamRole } from '../users/admin-role';

/** How many times a grant is applied again when it changed while it was being applied. */
const APPLY_ATTEMPTS = 5;

/** The account of a verified address (a role goes to the address Google verified, never to a claim of it). */
async function accountOf(email: string, accounts: Accounts): Promise<Account | undefined> {
  const account = await accounts.findByEmail(email);
  return account?.emailVerified === true ? account : undefined;
}

/**
 * Writes the grant of `email` (`role`, or none: null) with its audit entry, in one transaction;
 * answers the grant written (undefined for none) and the role it had before.
 */
async function writeGrant(
  email: string,
  role: TeamRole | null,
  actor: Actor,
  heldBefore: TeamRole | null,
): Promise<{ member: StoredTeamMember | undefined; before: TeamRole | null }> {
  return inTransaction(async (tx) => {
    const current = await readTeamMemberIn(tx, email);
    const before = current?.role ?? heldBefore;
    const now = new Date();
    const member =
      role === null
        ? undefined
        : {
            email,
            role,
            uid: current?.uid ?? null,
            granted_by: actor.uid,
            updated_at: now,
            revision: randomUUID(),
          };
    if (member) writeTeamMemberIn(tx, member);
    else deleteTeamMemberIn(tx, email);
    if (before !== role) {
      appendAuditEntry(
        tx,
        auditEntry({
          action: 'team_role_changed',
          actor,
          target: { collection: COLLECTIONS.teamMembers, id: email },
          from: before,
          to: role,
          at: now,
        }),
      );
    }
    return { member, before };
  });
}

/**
 * Gives the account of `email` (when there is one, verified) the role its grant says now, none
 * without a grant, and records the account on the grant; again while the grant changes meanwhile.
 */
export async function applyGrant(email: string, accounts: Accounts): Promise<void> {
  const account = await accountOf(email, accounts);
  if (!account) return;
  for (let attempt = 0; attempt < APPLY_ATTEMPTS; attempt += 1) {
    const grant = await readTeamMember(email);
    const target = grant?.role ?? null;
    const [current, roleDocument] = await Promise.all([accounts.get(account.uid), readAdminRole(account.uid)]);
    if (heldTeamRole(current.customClaims, roleDocument) !== target) {
      await setTeamRole(account.uid, target, grant?.granted_by ?? 'team', accounts);
    }
    const settled = grant
      ? await linkTeamMember(email, account.uid, grant.revision)
      : (await readTeamMember(email)) === undefined;
    if (settled) return;
  }
}

/** PUT /api/admin/team-members/{email}: grants `role` to the address (or changes the role it has). */
export async function grantTeamRole(
  address: string,
  role: TeamRole,
  actor: Actor,
  accounts: Accounts,
): Promise<Outcome<TeamMemberView>> {
  const email = teamEmailKey(address);
  if (actor.email && teamEmailKey(actor.email) === email) return conflict(TEAM_MESSAGES.ownRole);
  const held = await heldRoleOf(email, accounts);
  await writeGrant(email, role, actor, held);
  await applyGrant(email, accounts);
  const member = await readTeamMember(email);
  // A DELETE that committed after this call's grant leaves nothing to show: the role is gone.
  return member ? ok(teamMemberView(member)) : notFound(TEAM_MESSAGES.notMember);
}

/** DELETE /api/admin/team-members/{email}: the address no longer has a role; 404 when it has none. */
export async function revokeTeamRole(
  address: string,
  actor: Actor,
  accounts: Accounts,
): Promise<Outcome<TeamMemberRemovedResponse>> {
  const email = teamEmailKey(address);
  if (actor.email && teamEmailKey(actor.email) === email) return conflict(TEAM_MESSAGES.ownRole);
  const held = await heldRoleOf(email, accounts);
  const { before } = await writeGrant(email, null, actor, held);
  if (before === null && held === null) return notFound(TEAM_MESSAGES.notMember);
  await applyGrant(email, accounts);
  return ok({ email, role: null });
}

/** The role the account of `email` holds now, whatever its grant (an admin from before the team's list). */
async function heldRoleOf(email: string, accounts: Accounts): Promise<TeamRole | null> {
  const account = await accountOf(email, accounts);
  if (!account) return null;
  return heldTeamRole(account.customClaims, await readAdminRole(account.uid));
}

/**
 * Grants or revokes the admin role of the account `uid` (ADMIN_EMAILS at sign-in, `npm run
 * admin`): its address's grant and the account together, as an admin's call does.
 */
export async function setAdminRole(uid: string, active: boolean, updatedBy: string, accounts: Accounts): Promise<void> {
  const account = await accounts.get(uid);
  const actor: Actor = { uid: updatedBy, email: null };
  if (account.email && account.emailVerified === true) {
    const email = teamEmailKey(account.email);
    await writeGrant(
      email,
      active ? 'admin' : null,
      actor,
      heldTeamRole(account.customClaims, await readAdminRole(uid)),
    );
    await applyGrant(email, accounts);
  } else {
    await setTeamRole(uid, active ? 'admin' : null, updatedBy, accounts);
  }
}

/**
 * Lists a role the account `uid` holds without a grant (an admin from before the team's list) under
 * its address, as granted by whoever gave it (`grantedBy`); nothing is audited, nothing changes.
 */
export async function recordHeldRole(email: string, role: TeamRole, uid: string, grantedBy: string): Promise<void> {
  await inTransaction(async (tx) => {
    if (await readTeamMemberIn(tx, email)) return;
    writeTeamMemberIn(tx, { email, role, uid, granted_by: grantedBy, updated_at: new Date(), revision: randomUUID() });
  });
}
