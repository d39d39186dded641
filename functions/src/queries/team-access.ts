// Who does an admin's work on one posting's applications besides admins: its recruiters (docs/
// features/team.md, "Who runs a posting"). The calls on an application's mails, offer and interview
// ask this where they read what they act on, in their transaction when they change something.
import { HIRING_MANAGER_MESSAGES, runsPosting, teamEmailKey, type TeamRole } from '@careers/domain/team';
import { forbidden, type Refusal } from '../outcome';
import type { Transaction } from '../stores/firestore';
import { readHiringTeam, readHiringTeamIn, readHiringTeams } from '../stores/hiring-teams';

/** A recruiter acting on their posting's applications, by the address Google verified. */
export interface Recruiter {
  role: 'recruiter';
  email: string;
}

/**
 * Who does an admin's work on a posting's applications in a call (their mails, offers and
 * interviews): an admin ('admin'), or a recruiter by the address Google verified (checked against
 * the posting's team where the call reads what it acts on); null for anyone else.
 */
export function adminOrRecruiter(
  role: TeamRole | null,
  token: { email?: string; email_verified?: boolean },
): 'admin' | Recruiter | null {
  if (role === 'admin') return 'admin';
  if (role !== 'recruiter' || token.email_verified !== true || !token.email) return null;
  return { role, email: token.email };
}

/**
 * Why `recruiter` may not act on what belongs to posting `slug` (undefined: they may), within `tx`
 * when the call changes something (a removal from the team that commits first refuses them), else
 * read now. Nothing found (`slug` undefined) answers the same, so they learn nothing of other ids.
 */
export async function recruiterRefusal(
  recruiter: Recruiter | undefined,
  slug: string | undefined,
  tx?: Transaction,
): Promise<Refusal | undefined> {
  if (!recruiter) return undefined;
  const team = slug === undefined ? undefined : tx ? await readHiringTeamIn(tx, slug) : await readHiringTeam(slug);
  return runsPosting(team, 'recruiter', teamEmailKey(recruiter.email))
    ? undefined
    : forbidden(HIRING_MANAGER_MESSAGES.recruiterOnly);
}

/** The postings `recruiter` runs now, by slug. */
export async function postingsRunBy(recruiter: Recruiter): Promise<Set<string>> {
  const me = teamEmailKey(recruiter.email);
  return new Set(
    (await readHiringTeams()).filter((team) => runsPosting(team, 'recruiter', me)).map((team) => team.job_slug),
  );
}
