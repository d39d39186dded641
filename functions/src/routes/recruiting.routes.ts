import { emptyBodySchema } from '@careers/domain/http';
import {
  bulkApplicationStatusSchema,
  adminApplicationsQuerySchema,
  adminDashboardQuerySchema,
  checkApplicationStatusSchema,
  recruitingApplicationId,
  RECRUITING_API,
  signNdaSchema,
  submitApplicationSchema,
  updateApplicationStatusSchema,
} from '@careers/domain/recruiting';
import { serialize } from '@careers/domain/shared';
import { HIRING_MANAGER_MESSAGES } from '@careers/domain/team';
import { Router } from 'express';
import { forbidden, ok } from '../outcome';
import { adminDashboard, applicationStatus, listApplications } from '../queries/recruiting';
import { signNda } from '../decisions/recruiting/nda';
import { changeEach } from '../decisions/bulk';
import { changeApplicationStatus } from '../decisions/recruiting/status-change';
import { submitApplication } from '../decisions/recruiting/submission';
import { applicantKeyOfToken } from '../decisions/users/identity';
import { ADMIN_REQUIRED } from '../http/auth';
import type { Route } from '../http/route';

/** The recruiting application: the candidate's calls and the recruiting admin's (status change, dashboard, list). */
export function recruitingRouter(route: Route): Router {
  const router = Router();

  // POST /api/check-application-status: the caller's status, step and application (new_user without one),
  // for their application to `job_slug` (the specification's posting when the body names none).
  router.post(
    RECRUITING_API.checkStatus,
    route({ access: 'user', body: checkApplicationStatusSchema }, async ({ actor, body }) => {
      return applicationStatus(recruitingApplicationId(actor.uid, body.job_slug));
    }),
  );

  // POST /api/submit-application: stores the caller's one application after the criteria check; 409 on a
  // second, and inside the re-application period after an erased one (the applicant key outlives it).
  router.post(
    RECRUITING_API.submit,
    route({ access: 'user', body: submitApplicationSchema, mails: true }, async ({ body, actor, token }) =>
      submitApplication(actor, body, await applicantKeyOfToken(token)),
    ),
  );

  // POST /api/sign-nda: signs the NDA of the caller's own application and fixes the interview; idempotent.
  // A client's ip_address (the specification's field) is accepted and ignored: the address recorded is the platform's.
  router.post(
    RECRUITING_API.signNda,
    route({ access: 'user', body: signNdaSchema, mails: true }, ({ body, actor, ip, req }) =>
      signNda({
        actor,
        applicationId: body.application_id,
        serverIp: ip,
        forwardedFor: req.get('x-forwarded-for') ?? null,
        userAgent: req.get('user-agent'),
      }),
    ),
  );

  // PATCH /api/admin/applications/:id/status: an allowed status move (else 409), with its audit-log
  // entry; by an admin, by a recruiter of the application's posting, or by its hiring manager
  // deciding after the interview (hired, rejected after the interview).
  router.patch(
    RECRUITING_API.adminStatus,
    route({ access: 'team', body: updateApplicationStatusSchema }, async ({ body, actor, params, role, token }) => {
      if (role !== 'admin' && role !== 'hiring_manager' && role !== 'recruiter') return forbidden(ADMIN_REQUIRED);
      // The token's address, which Google verified: the one the hiring team names.
      const email = token.email_verified === true && token.email ? token.email : null;
      const member = role === 'admin' ? undefined : email ? { role, email } : null;
      if (member === null) {
        return forbidden(
          role === 'recruiter' ? HIRING_MANAGER_MESSAGES.recruiterNotOnTeam : HIRING_MANAGER_MESSAGES.notOnTeam,
        );
      }
      const changed = await changeApplicationStatus(
        params.id ?? '',
        body.status,
        actor,
        body.confirm_offer_withdrawal === true,
        { member, reason: body.reason || undefined },
      );
      return changed.ok
        ? ok({ success: true, application: serialize(changed.value.application), offer: changed.value.offer })
        : changed;
    }),
  );

  // POST /api/admin/applications/bulk-status: several applications to one status, each row changed,
  // audited and answered on its own; each row counts as one write of the admin's budget.
  router.post(
    RECRUITING_API.adminBulkStatus,
    route(
      { access: 'admin', body: bulkApplicationStatusSchema, writes: (body) => new Set(body.ids).size },
      async ({ body, actor }) =>
        ok(await changeEach(body.ids, (id) => changeApplicationStatus(id, body.status, actor))),
    ),
  );

  // GET /api/admin/dashboard: the six counts (from the recruiting tally) and the newest applications;
  // optionally of one posting (job_slug).
  router.get(
    RECRUITING_API.adminDashboard,
    route({ access: 'admin', body: emptyBodySchema, query: adminDashboardQuerySchema }, ({ query }) =>
      adminDashboard(query),
    ),
  );

  // GET /api/admin/applications: a page (status, sort, direction, limit, after) or a search (name or email).
  router.get(
    RECRUITING_API.adminApplications,
    route({ access: 'admin', body: emptyBodySchema, query: adminApplicationsQuerySchema }, ({ query }) =>
      listApplications(query),
    ),
  );
  return router;
}
