// What is read of the team by query: the members as an admin table (shared/table.ts).
import { COLLECTIONS } from '../shared/collections';
import type { QueryDescriptor } from '../shared/query';
import type { TableSource } from '../shared/table';

/** The orders of the Team & roles table. */
export const TEAM_MEMBER_SORTS = ['email', 'role', 'updated_at'] as const;
export type TeamMemberSort = (typeof TEAM_MEMBER_SORTS)[number];

/** The team members as an admin table: by address unless sorted otherwise. */
export const TEAM_MEMBERS_TABLE: TableSource<TeamMemberSort> = {
  collection: COLLECTIONS.teamMembers,
  statusField: 'role',
  sorts: { email: ['email'], role: ['role'], updated_at: ['updated_at'] },
};

/** The team's grants by address, at most `limit` (the GET call's list). */
export function teamMembersQuery(limit: number): QueryDescriptor {
  return { collection: COLLECTIONS.teamMembers, filters: [], orderBy: [{ field: ['email'], direction: 'asc' }], limit };
}
