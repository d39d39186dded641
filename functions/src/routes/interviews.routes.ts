import { emptyBodySchema } from '@careers/domain/http';
import {
  cancelInterviewSchema,
  interviewDayQuerySchema,
  interviewScheduleSchema,
  interviewWindowsQuerySchema,
  INTERVIEWS_API,
  manilaDay,
  moveInterviewSchema,
  moveOwnInterviewSchema,
  recruitingApplicationId,
} from '@careers/domain/recruiting';
import { Router } from 'express';
import { cancelInterview, moveInterview } from '../decisions/recruiting/interviews';
import { changeSchedule, interviewDay, interviewWindowsFor } from '../decisions/recruiting/interview-schedule';
import type { Route } from '../http/route';
import { interviewSchedule } from '../queries/interviews';
import { adminOrRecruiter } from '../queries/team-access';
import { forbidden } from '../outcome';
import { ADMIN_REQUIRED } from '../http/auth';

/** The interview bookings: the candidate's windows, move and cancel; the admins' schedule, day and move. */
export function interviewsRouter(route: Route): Router {
  const router = Router();

  // The candidate's calls are about their application to `job_slug` (the specification's posting by default).

  // GET /api/interview/windows: the caller's booked window and the windows with room they may move to (next 14 days).
  router.get(
    INTERVIEWS_API.windows,
    route({ access: 'user', body: emptyBodySchema, query: interviewWindowsQuerySchema }, ({ actor, query }) =>
      interviewWindowsFor(actor, recruitingApplicationId(actor.uid, query.job_slug)),
    ),
  );

  // POST /api/interview/move: moves (or, after a cancellation, books again) the caller's interview; 409 when full or too late.
  router.post(
    INTERVIEWS_API.move,
    route({ access: 'user', body: moveOwnInterviewSchema, mails: true }, ({ body, actor }) =>
      moveInterview(recruitingApplicationId(actor.uid, body.job_slug), body.window_id, actor, false),
    ),
  );

  // POST /api/interview/cancel: "I can't attend" (optional reason); the place frees at once.
  router.post(
    INTERVIEWS_API.cancel,
    route({ access: 'user', body: cancelInterviewSchema, mails: true }, ({ body, actor }) =>
      cancelInterview(recruitingApplicationId(actor.uid, body.job_slug), actor, body.reason ?? null),
    ),
  );

  // GET /api/admin/interview-schedule: the windows, capacity, blocked days and added windows.
  router.get(
    INTERVIEWS_API.adminSchedule,
    route({ access: 'admin', body: emptyBodySchema }, () => interviewSchedule()),
  );

  // PUT /api/admin/interview-schedule: replaces the schedule (validated, audited); bookings made stay.
  router.put(
    INTERVIEWS_API.adminSchedule,
    route({ access: 'admin', body: interviewScheduleSchema }, ({ body, actor }) => changeSchedule(body, actor)),
  );

  // GET /api/admin/interviews/day (?day=2026-11-27): the Manila day's windows and who is booked
  // (today's by default); to a recruiter, the candidates of their postings only.
  router.get(
    INTERVIEWS_API.adminDay,
    route({ access: 'team', body: emptyBodySchema, query: interviewDayQuerySchema }, async ({ query, role, token }) => {
      const who = adminOrRecruiter(role, token);
      if (!who) return forbidden(ADMIN_REQUIRED);
      return interviewDay(query.day ?? manilaDay(new Date()), who === 'admin' ? undefined : who);
    }),
  );

  // POST /api/admin/interviews/:id/move: an admin, or a recruiter of the posting, moves a
  // candidate's interview (the same rules and mails).
  router.post(
    INTERVIEWS_API.adminMove,
    route({ access: 'team', body: moveInterviewSchema }, async ({ body, actor, params, role, token }) => {
      const who = adminOrRecruiter(role, token);
      if (!who) return forbidden(ADMIN_REQUIRED);
      return moveInterview(params.id ?? '', body.window_id, actor, true, who === 'admin' ? undefined : who);
    }),
  );
  return router;
}
