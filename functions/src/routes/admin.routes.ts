import {
  emptyBodySchema,
  serialize,
  updateApplicationStatusSchema,
  type AdminAccessResponse,
  type UpdateApplicationStatusResponse,
} from '@careers/domain';
import { Router } from 'express';
import { changeApplicationStatus } from '../applications/store';
import { isAdminNow, requireAdmin, requireUser } from '../http/auth';
import { route } from '../http/validate';

/** /api/admin/*: every route needs a signed-in caller; each checks the admin role itself or via requireAdmin. */
export const adminRouter = Router();
adminRouter.use(requireUser);

// GET /api/admin/check-access: a signed-in non-admin gets { isAdmin: false }, not an error.
adminRouter.get(
  '/check-access',
  route(emptyBodySchema, async ({ caller }): Promise<AdminAccessResponse> => ({
    isAdmin: await isAdminNow(caller.uid),
  })),
);

// PATCH /api/admin/applications/:id/status: an allowed status move (else 409), with its audit-log entry.
adminRouter.patch(
  '/applications/:id/status',
  requireAdmin,
  route(updateApplicationStatusSchema, async ({ body, caller, req }): Promise<UpdateApplicationStatusResponse> => {
    const application = await changeApplicationStatus(req.params.id, body.status, caller);
    return { success: true, application: serialize(application) };
  }),
);
