// A posting's hiring team on the Positions screen: the team as stored (followed live), the team's
// list of roles to choose from, and the call that sets it.
import { COLLECTIONS, fillPath } from '@careers/domain/shared';
import {
  HIRING_TEAM_API,
  TEAM_LIST_LIMIT,
  teamMembersQuery,
  type HiringTeam,
  type HiringTeamPart,
  type HiringTeamResponse,
  type ScorecardDefinition,
  type TeamMember,
} from '@careers/domain/team';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../../../lib/api';
import { useLiveDescribed, useLiveDocument } from '../../../lib/firebase/live';

/** hiringTeams/{slug}, live (null: the posting has no team yet). */
export function useHiringTeam(slug: string) {
  return useLiveDocument<HiringTeam>(`${COLLECTIONS.hiringTeams}/${slug}`);
}

/** The team's grants, live: who may be named in each part. */
export function useTeamList() {
  return useLiveDescribed<TeamMember>(useMemo(() => [teamMembersQuery(TEAM_LIST_LIMIT)], []));
}

/** PUT /api/admin/jobs/{slug}/hiring-team: the posting's whole team. */
export function useSetHiringTeam() {
  return useMutation({
    mutationFn: ({
      slug,
      team,
    }: {
      slug: string;
      team: Record<HiringTeamPart, string[]> & { scorecard: ScorecardDefinition };
    }) => apiRequest<HiringTeamResponse>(fillPath(HIRING_TEAM_API.hiringTeam, { slug }), { method: 'PUT', body: team }),
  });
}
