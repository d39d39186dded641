import { AUTH_API, emptyBodySchema } from '@careers/domain';
import { Router } from 'express';
import { ok } from '../decisions/outcome';
import { isAdminNow } from '../decisions/users/admin-role';
import type { Route } from '../http/route';

/** The admin area's own calls (each area's admin calls sit in its router). */
export function adminRouter(route: Route): Router {
  const router = Router();

  // GET /api/admin/check-access: a signed-in non-admin gets { isAdmin: false }, not an error.
  router.get(
    AUTH_API.adminCheckAccess,
    route({ access: 'user', body: emptyBodySchema }, async ({ actor }) => ok({ isAdmin: await isAdminNow(actor.uid) })),
  );
  return router;
}
