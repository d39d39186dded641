import { checkExistingResponse, emptyBodySchema, SCREENING_API, screeningSubmissionSchema } from '@careers/domain';
import { Router } from 'express';
import { ok } from '../decisions/outcome';
import { reassessScreening } from '../decisions/screening/reassess';
import { submitScreening } from '../decisions/screening/submission';
import type { Route } from '../http/route';
import { readScreeningApplication } from '../stores/screening-applications';

/** The full-stack screening application: the candidate's calls and the admin's reassess. */
export function screeningRouter(route: Route): Router {
  const router = Router();

  // GET /api/fullstack-screening/check-existing: whether the caller has applied, with the status and its message.
  router.get(
    SCREENING_API.checkExisting,
    route({ access: 'user', body: emptyBodySchema }, async ({ actor }) =>
      ok(checkExistingResponse((await readScreeningApplication(actor.uid))?.fs_status ?? null)),
    ),
  );

  // POST /api/fullstack-screening/submit: stores the caller's one application and requests its assessment; 409 on a second.
  router.post(
    SCREENING_API.submit,
    route({ access: 'user', body: screeningSubmissionSchema }, ({ body, actor, token }) =>
      submitScreening(actor, typeof token.name === 'string' ? token.name : null, body),
    ),
  );

  // POST /api/admin/fullstack-screening/applications/:id/reassess: a new assessment run (409 unless reassessable), audited.
  router.post(
    SCREENING_API.adminReassess,
    route({ access: 'admin', body: emptyBodySchema }, ({ actor, params }) => reassessScreening(params.id ?? '', actor)),
  );
  return router;
}
