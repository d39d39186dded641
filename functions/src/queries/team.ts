// The hiring team's list (docs/features/team.md): every address granted a role.
import { teamMemberView, type TeamMembersResponse } from '@careers/domain/team';
import { readTeamMembers } from '../stores/team-members';
import { ok, type Outcome } from '../outcome';

/** GET /api/admin/team-members: every member, by address. */
export async function teamMembers(): Promise<Outcome<TeamMembersResponse>> {
  return ok({ members: (await readTeamMembers()).map(teamMemberView) });
}
