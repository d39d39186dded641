import { emptyBodySchema } from '@careers/domain/http';
import {
  DEFAULT_SCREENING_SLUG,
  SCREENING_API,
  screeningApplicationsQuerySchema,
  screeningDashboardQuerySchema,
  screeningApplicationId,
  screeningBulkStatusSchema,
  screeningCheckExistingQuerySchema,
  screeningStatusChangeSchema,
  screeningSubmitBodySchema,
} from '@careers/domain/screening';
import { Router } from 'express';
import { configuredAssessor } from '../adapters/screening/assessors';
import { ok } from '../outcome';
import { changeEach } from '../decisions/bulk';
import { sendInterviewEmail } from '../decisions/screening/interview-email';
import { reassessScreening } from '../decisions/screening/reassess';
import { changeScreeningStatus } from '../decisions/screening/status-change';
import { checkScreeningPosting, submitScreening } from '../decisions/screening/submission';
import { applicantKeyOfToken } from '../decisions/users/identity';
import { spendNewAssessment } from '../http/rate-limit';
import type { Route } from '../http/route';
import {
  listScreeningApplications,
  screeningApplicationDetail,
  screeningApplicationExists,
  screeningCheckExisting,
  screeningDashboard,
  screeningSystemStatus,
} from '../queries/screening';

/** The full-stack screening application: the candidate's calls and the screening admin's. */
export function screeningRouter(route: Route): Router {
  const router = Router();

  // GET /api/fullstack-screening/check-existing: whether the caller has applied, with the status and its message.
  // Query: optionally job_slug, a posting of the screening flow (the specification's when none is named; 404 otherwise).
  router.get(
    SCREENING_API.checkExisting,
    route(
      { access: 'user', body: emptyBodySchema, query: screeningCheckExistingQuerySchema },
      async ({ actor, query }) => {
        const jobSlug = query.job_slug ?? DEFAULT_SCREENING_SLUG;
        const posting = await checkScreeningPosting(jobSlug, false);
        if (!posting.ok) return posting;
        return screeningCheckExisting(screeningApplicationId(actor.uid, jobSlug));
      },
    ),
  );

  // POST /api/fullstack-screening/submit: stores the caller's one application to the posting (job_slug, a
  // posting of the screening flow; the specification's when none is named) and requests its assessment;
  // 404 for a posting that is not, 409 for a closed one or a second application to it.
  router.post(
    SCREENING_API.submit,
    route(
      { access: 'user', body: screeningSubmitBodySchema, mails: true },
      async ({ body: { job_slug: jobSlug, ...form }, actor, token, clientIp }) => {
        const posting = await checkScreeningPosting(jobSlug, true);
        if (!posting.ok) return posting;
        const applicantKey = await applicantKeyOfToken(token);
        // A first application buys a model assessment: it spends the person's, the client address's
        // and the hour's points, given back when nothing is stored (a duplicate, a refusal).
        const spent = (await screeningApplicationExists(screeningApplicationId(actor.uid, jobSlug)))
          ? null
          : await spendNewAssessment(applicantKey, clientIp);
        try {
          const outcome = await submitScreening(
            actor,
            typeof token.name === 'string' ? token.name : null,
            form,
            applicantKey,
            jobSlug,
          );
          if (!outcome.ok) await spent?.refund();
          return outcome;
        } catch (error) {
          await spent?.refund();
          throw error;
        }
      },
    ),
  );

  // GET /api/admin/fullstack-screening/dashboard: the stats of the screening dashboards, from the screening
  // tally; optionally of one posting (job_slug).
  router.get(
    SCREENING_API.adminDashboard,
    route({ access: 'admin', body: emptyBodySchema, query: screeningDashboardQuerySchema }, ({ query }) =>
      screeningDashboard(query),
    ),
  );

  // GET /api/admin/fullstack-screening/system-status: the assessor's health check and the database.
  router.get(
    SCREENING_API.adminSystemStatus,
    route({ access: 'admin', body: emptyBodySchema }, () => screeningSystemStatus(configuredAssessor())),
  );

  // GET /api/admin/fullstack-screening/applications: newest first; optional status, limit, and after (the
  // previous page's next_cursor) or the specification's offset.
  router.get(
    SCREENING_API.adminApplications,
    route({ access: 'admin', body: emptyBodySchema, query: screeningApplicationsQuerySchema }, ({ query }) =>
      listScreeningApplications(query),
    ),
  );

  // GET /api/admin/fullstack-screening/applications/:id: the application, its assessment history and its mails.
  router.get(
    SCREENING_API.adminApplication,
    route({ access: 'admin', body: emptyBodySchema }, ({ params }) => screeningApplicationDetail(params.id ?? '')),
  );

  // PATCH /api/admin/fullstack-screening/applications/:id/status: any settable status but the current one
  // (a decided candidate back to Submitted only when confirmed), audited with the notes.
  router.patch(
    SCREENING_API.adminStatus,
    route({ access: 'admin', body: screeningStatusChangeSchema }, ({ params, body, actor }) =>
      changeScreeningStatus(params.id ?? '', body.status, body.notes ?? '', actor, body.confirm_rescore === true),
    ),
  );

  // POST /api/admin/fullstack-screening/applications/bulk-status: several applications to one status,
  // each row changed, audited and answered on its own; each row counts as one write of the admin's budget.
  router.post(
    SCREENING_API.adminBulkStatus,
    route(
      { access: 'admin', body: screeningBulkStatusSchema, writes: (body) => new Set(body.ids).size },
      async ({ body, actor }) =>
        ok(await changeEach(body.ids, (id) => changeScreeningStatus(id, body.status, '', actor, false))),
    ),
  );

  // POST /api/admin/fullstack-screening/applications/:id/reassess: a new assessment run (409 unless reassessable), audited.
  router.post(
    SCREENING_API.adminReassess,
    route({ access: 'admin', body: emptyBodySchema }, ({ actor, params }) => reassessScreening(params.id ?? '', actor)),
  );

  // POST /api/admin/fullstack-screening/applications/:id/send-interview-email: queues the invitation in the outbox.
  router.post(
    SCREENING_API.adminSendInterviewEmail,
    route({ access: 'admin', body: emptyBodySchema }, ({ params, actor }) =>
      sendInterviewEmail(params.id ?? '', actor),
    ),
  );
  return router;
}
