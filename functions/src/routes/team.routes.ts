import { emptyBodySchema } from '@careers/domain/http';
import { isValidJobSlug, JOB_MESSAGES } from '@careers/domain/jobs';
import {
  HIRING_TEAM_API,
  hiringTeamBodySchema,
  TEAM_API,
  TEAM_MESSAGES,
  teamMemberEmail,
  teamRoleBodySchema,
  type TeamRole,
} from '@careers/domain/team';
import { Router } from 'express';
import { firebaseAccounts } from '../adapters/auth';
import { setHiringTeam } from '../decisions/team/hiring-team';
import { grantTeamRole, revokeTeamRole } from '../decisions/team/members';
import type { Route } from '../http/route';
import { invalid, notFound, ok } from '../outcome';
import { teamMembers } from '../queries/team';

/** The hiring team: the roles (the admins' list, grant or change, removal) and each posting's team (docs/features/team.md). */
export function teamRouter(route: Route): Router {
  const router = Router();

  // GET /api/admin/team-members: every address granted a role, by address; { members }.
  router.get(
    TEAM_API.members,
    route({ access: 'admin', body: emptyBodySchema }, () => teamMembers()),
  );

  // PUT /api/admin/team-members/:email: grants the role (or changes the one the address has); { member }.
  router.put(
    TEAM_API.member,
    route({ access: 'admin', body: teamRoleBodySchema }, async ({ actor, body, params }) => {
      const email = teamMemberEmail(params.email ?? '');
      if (!email) return invalid(TEAM_MESSAGES.emailInvalid);
      const member = await grantTeamRole(email, body.role as TeamRole, actor, firebaseAccounts);
      return member.ok ? ok({ member: member.value }) : member;
    }),
  );

  // DELETE /api/admin/team-members/:email: the address no longer has a role; { email, role: null }.
  router.delete(
    TEAM_API.member,
    route({ access: 'admin', body: emptyBodySchema }, async ({ actor, params }) => {
      const email = teamMemberEmail(params.email ?? '');
      if (!email) return invalid(TEAM_MESSAGES.emailInvalid);
      return revokeTeamRole(email, actor, firebaseAccounts);
    }),
  );
  // PUT /api/admin/jobs/:slug/hiring-team: the posting's recruiters, hiring managers and interviewers; { hiring_team }.
  router.put(
    HIRING_TEAM_API.hiringTeam,
    route({ access: 'admin', body: hiringTeamBodySchema }, async ({ actor, body, params }) => {
      const slug = params.slug ?? '';
      if (!isValidJobSlug(slug)) return notFound(JOB_MESSAGES.notFound);
      const team = await setHiringTeam(slug, body, actor);
      return team.ok ? ok({ hiring_team: team.value }) : team;
    }),
  );
  return router;
}
