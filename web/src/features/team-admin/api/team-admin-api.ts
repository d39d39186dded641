// The Team & roles screen's reads and calls: the grants as a live admin table (admins read
// teamMembers directly), a grant or change of a role (PUT), and its removal (DELETE). The live
// table shows each change on its own, so nothing here is invalidated.
import {
  TEAM_API,
  TEAM_MEMBERS_TABLE,
  type TeamMember,
  type TeamMemberRemovedResponse,
  type TeamMemberResponse,
  type TeamMemberSort,
  type TeamRole,
} from '@careers/domain/team';
import { fillPath } from '@careers/domain/shared';
import { useMutation, useMutationState } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { WithId } from '../../../lib/firebase/firestore';
import { useLiveTable, type TableView } from '../../admin-kit';

/** A grant as the table holds it: the stored document (its id is the address), Dates for times. */
export type TeamRow = WithId<TeamMember>;

/** What the table shows: the roles filtered on (none: every role), a sort and a page size. */
export type TeamMembersView = TableView<TeamMemberSort>;

/** The grants, live, a page at a time (the admin kit's table of TEAM_MEMBERS_TABLE). */
export function useTeamMembersTable(view: TeamMembersView) {
  return useLiveTable<TeamRow, TeamMemberSort>(TEAM_MEMBERS_TABLE, view, 0);
}

/** The calls that write a role, named so a row can tell whether its own is in flight. */
const ROLE_CHANGE = ['team', 'role'] as const;

/** The member's path: fillPath encodes the address (its '@', and any '+'), as the route expects. */
const memberPath = (email: string) => fillPath(TEAM_API.member, { email });

/** PUT /api/admin/team-members/{email}: grants the role, or changes the one the address has. */
export function useGrantRole() {
  return useMutation({
    mutationKey: ROLE_CHANGE,
    mutationFn: ({ email, role }: { email: string; role: TeamRole }) =>
      apiRequest<TeamMemberResponse>(memberPath(email), { method: 'PUT', body: { role } }),
  });
}

/** DELETE /api/admin/team-members/{email}: the address no longer has a role. */
export function useRemoveMember() {
  return useMutation({
    mutationKey: ROLE_CHANGE,
    mutationFn: (email: string) => apiRequest<TeamMemberRemovedResponse>(memberPath(email), { method: 'DELETE' }),
  });
}

/** Whether a call writing the role of `email` is in flight (its row's controls wait for it). */
export function useRoleChanging(email: string): boolean {
  const pending = useMutationState({
    filters: { mutationKey: ROLE_CHANGE, status: 'pending' },
    select: (mutation) => {
      const variables = mutation.state.variables as { email?: string } | string | undefined;
      return typeof variables === 'string' ? variables : variables?.email;
    },
  });
  return pending.includes(email);
}
