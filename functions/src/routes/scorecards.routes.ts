import { emptyBodySchema } from '@careers/domain/http';
import {
  HIRING_TEAM_API,
  PANEL_API,
  PANEL_MESSAGES,
  panelBodySchema,
  SCORECARD_API,
  SCORECARD_MESSAGES,
  scorecardBodySchema,
  type Recommendation,
} from '@careers/domain/team';
import { Router } from 'express';
import { setPanel } from '../decisions/team/panels';
import { saveScorecard } from '../decisions/team/scorecards';
import type { Caller } from '../http/auth';
import type { Route } from '../http/route';
import { forbidden, ok } from '../outcome';
import { myInterviews, myPostings, panelFor, scorecardsFor, type TeamReader } from '../queries/scorecards';

/**
 * The reader of a team call: the caller's role now and the address Google verified (the one the
 * hiring team and the panels name); null without one.
 */
function readerOf({ actor, role, token }: Caller): TeamReader | null {
  if (!role || token.email_verified !== true || !token.email) return null;
  return { actor, role, email: token.email };
}

/** Interview panels, scorecards, a team member's interviews and postings (docs/features/team.md). */
export function scorecardsRouter(route: Route): Router {
  const router = Router();

  // GET /api/me/interviews: the interviews of the caller's panels, soonest first; { interviews }.
  router.get(
    SCORECARD_API.myInterviews,
    route({ access: 'team', body: emptyBodySchema }, async (caller) => {
      const reader = readerOf(caller);
      return reader ? myInterviews(reader) : forbidden(SCORECARD_MESSAGES.notOnPanel);
    }),
  );

  // GET /api/me/postings: the postings the caller runs as a recruiter or hiring manager; { postings }.
  router.get(
    HIRING_TEAM_API.myPostings,
    route({ access: 'team', body: emptyBodySchema }, async (caller) => {
      const reader = readerOf(caller);
      return reader ? myPostings(reader) : ok({ postings: [] });
    }),
  );

  // GET /api/scorecards/:applicationId: the attributes, the caller's scorecard and the colleagues' they may see.
  router.get(
    SCORECARD_API.scorecard,
    route({ access: 'team', body: emptyBodySchema }, async (caller) => {
      const reader = readerOf(caller);
      return reader
        ? scorecardsFor(caller.params.applicationId ?? '', reader)
        : forbidden(SCORECARD_MESSAGES.notVisible);
    }),
  );

  // PUT /api/scorecards/:applicationId: the caller's scorecard, a draft or submitted; { scorecard }.
  router.put(
    SCORECARD_API.scorecard,
    route({ access: 'team', body: scorecardBodySchema }, async (caller) => {
      const reader = readerOf(caller);
      if (!reader) return forbidden(SCORECARD_MESSAGES.notOnPanel);
      const { body } = caller;
      const saved = await saveScorecard(
        caller.params.applicationId ?? '',
        {
          ratings: body.ratings as Record<string, unknown>,
          recommendation: (body.recommendation ?? null) as Recommendation | null,
          notes: body.notes,
          submitted: body.submitted,
        },
        reader.actor,
        reader.email,
      );
      return saved.ok ? ok({ scorecard: saved.value }) : saved;
    }),
  );

  // GET /api/admin/applications/:id/interviewers: the panel and its choices (an admin, the posting's recruiters and hiring managers).
  router.get(
    PANEL_API.interviewers,
    route({ access: 'team', body: emptyBodySchema }, async (caller) => {
      const reader = readerOf(caller);
      return reader ? panelFor(caller.params.id ?? '', reader) : forbidden(PANEL_MESSAGES.notVisible);
    }),
  );

  // PUT /api/admin/applications/:id/interviewers: the application's panel (an admin, or the posting's recruiter).
  router.put(
    PANEL_API.interviewers,
    route({ access: 'team', body: panelBodySchema }, async (caller) => {
      const { actor, role, token, body, params } = caller;
      return setPanel(params.id ?? '', body.interviewers, {
        actor,
        role: role!,
        email: token.email_verified === true && token.email ? token.email : null,
      });
    }),
  );
  return router;
}
