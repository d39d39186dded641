// teamMembers/{email}: the roles granted by address (TeamMember in domain/src/team/roles.ts), with
// a revision each grant or change writes anew, so the code that applies a grant to an account can
// tell whether another change came meanwhile.
import { COLLECTIONS } from '@careers/domain/shared';
import { TEAM_LIST_LIMIT, teamMembersQuery, type TeamMember } from '@careers/domain/team';
import { db } from '../lib/firebase';
import { converter } from './converter';
import { inTransaction, type Transaction } from './firestore';
import { describedQuery } from './query';

/** A grant as stored: the member, and the revision of its last write (a random id). */
export interface StoredTeamMember extends TeamMember {
  revision: string;
}

const teamMembers = () => db.collection(COLLECTIONS.teamMembers).withConverter(converter<StoredTeamMember>());

/** teamMembers/{email}, or undefined when the address holds no grant. */
export async function readTeamMember(email: string): Promise<StoredTeamMember | undefined> {
  return (await teamMembers().doc(email).get()).data();
}

/** teamMembers/{email} within `tx`. */
export async function readTeamMemberIn(tx: Transaction, email: string): Promise<StoredTeamMember | undefined> {
  return (await tx.get(teamMembers().doc(email))).data();
}

/** Writes teamMembers/{email} within `tx`. */
export function writeTeamMemberIn(tx: Transaction, member: StoredTeamMember): void {
  tx.set(teamMembers().doc(member.email), member);
}

/** Deletes teamMembers/{email} within `tx`. */
export function deleteTeamMemberIn(tx: Transaction, email: string): void {
  tx.delete(teamMembers().doc(email));
}

/** Records which account holds the grant of `email`, unless the grant changed since `revision`: whether it did not. */
export async function linkTeamMember(email: string, uid: string, revision: string): Promise<boolean> {
  return inTransaction(async (tx) => {
    const member = await readTeamMemberIn(tx, email);
    if (!member || member.revision !== revision) return false;
    if (member.uid !== uid) tx.update(teamMembers().doc(email), { uid });
    return true;
  });
}

/** Every grant, by address (at most TEAM_LIST_LIMIT). */
export async function readTeamMembers(): Promise<StoredTeamMember[]> {
  const snapshot = await describedQuery(teamMembers(), teamMembersQuery(TEAM_LIST_LIMIT)).get();
  return snapshot.docs.map((doc) => doc.data());
}

/** Deletes the grants of these addresses (the erase): how many there were. */
export async function deleteTeamMembers(emails: readonly string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const refs = emails.map((email) => teamMembers().doc(email));
  const snapshots = await db.getAll(...refs);
  const found = snapshots.filter((snapshot) => snapshot.exists);
  if (found.length === 0) return 0;
  const batch = db.batch();
  for (const snapshot of found) batch.delete(snapshot.ref);
  await batch.commit();
  return found.length;
}
