import {
  emptyBodySchema,
  signNdaSchema,
  submitApplicationSchema,
  type ApplicationStatusResponse,
  type SignNdaResponse,
  type SubmitApplicationResponse,
} from '@careers/domain';
import { Router } from 'express';
import { requireUser } from '../http/auth';
import { route } from '../http/validate';
import { applicationStatus } from '../applications/status';
import { readApplication, signNda, submitApplication } from '../applications/store';
import { submitAnswer } from '../applications/submission';

/** The candidate's recruiting application, mounted under /api; every route needs a signed-in caller. */
export const applicationsRouter = Router();

// POST /api/check-application-status: the caller's status, step and application (new_user without one).
applicationsRouter.post(
  '/check-application-status',
  requireUser,
  route(emptyBodySchema, async ({ caller }): Promise<ApplicationStatusResponse> =>
    applicationStatus(await readApplication(caller.uid)),
  ),
);

// POST /api/submit-application: stores the caller's one application after the criteria check; 409 on a second.
applicationsRouter.post(
  '/submit-application',
  requireUser,
  route(submitApplicationSchema, async ({ body, caller }): Promise<SubmitApplicationResponse> =>
    submitAnswer(await submitApplication(caller.uid, body)),
  ),
);

// POST /api/sign-nda: signs the NDA of the caller's own application and fixes the interview; idempotent.
applicationsRouter.post(
  '/sign-nda',
  requireUser,
  route(signNdaSchema, async ({ body, caller, req }): Promise<SignNdaResponse> =>
    signNda({
      caller: { uid: caller.uid, email: caller.email },
      applicationId: body.application_id,
      serverIp: req.ip,
      clientIp: body.ip_address,
      userAgent: req.get('user-agent'),
    }),
  ),
);
