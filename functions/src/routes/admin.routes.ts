import { emptyBodySchema, type AdminAccessResponse } from '@careers/domain';
import { Router } from 'express';
import { isAdminNow, requireUser } from '../http/auth';
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
