// What is read of the team by query: the members as an admin table (shared/table.ts), and the
// interviewers' scorecards of applications and by interviewer.
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

/** At most this many grants are listed (the GET call, the hiring team dialog): a hiring team, not a directory. */
export const TEAM_LIST_LIMIT = 500;

/** The team's grants by address, at most `limit` (the GET call's list). */
export function teamMembersQuery(limit: number): QueryDescriptor {
  return { collection: COLLECTIONS.teamMembers, filters: [], orderBy: [{ field: ['email'], direction: 'asc' }], limit };
}

/** Firestore answers an `in` filter of at most this many values. */
const IN_LIMIT = 30;

/** The scorecards (scorecards.ts) of these applications: one query per 30 ids (none for no id). */
export function scorecardsOfApplicationsQueries(applicationIds: readonly string[]): QueryDescriptor[] {
  const ids = [...new Set(applicationIds)].sort();
  const queries: QueryDescriptor[] = [];
  for (let i = 0; i < ids.length; i += IN_LIMIT) {
    queries.push({
      collection: COLLECTIONS.scorecards,
      filters: [{ field: ['application_id'], op: 'in', value: ids.slice(i, i + IN_LIMIT) }],
      orderBy: [],
    });
  }
  return queries;
}

/** The scorecards an interviewer wrote (the erase takes their name off them). */
export function scorecardsByInterviewerQuery(uid: string): QueryDescriptor {
  return {
    collection: COLLECTIONS.scorecards,
    filters: [{ field: ['interviewer_uid'], op: '==', value: uid }],
    orderBy: [],
  };
}

/** The recruiting applications whose interview ended in [from, to): the scorecard reminders' (one range on the automatic index). */
export function interviewsEndedQuery(from: Date, to: Date): QueryDescriptor {
  return {
    collection: COLLECTIONS.recruitingApplications,
    filters: [
      { field: ['interview_end'], op: '>=', value: from },
      { field: ['interview_end'], op: '<', value: to },
    ],
    orderBy: [{ field: ['interview_end'], direction: 'asc' }],
  };
}
