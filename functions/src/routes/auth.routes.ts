import { emptyBodySchema } from '@careers/domain/http';
import { AUTH_API, profileUpdateSchema, verifyTokenSchema } from '@careers/domain/users';
import { Router } from 'express';
import { firebaseAccounts } from '../adapters/auth';
import { ok } from '../outcome';
import { changeProfile, recordSignOut } from '../decisions/users/profile';
import { signIn } from '../decisions/users/sign-in';
import { teamRoleNow } from '../decisions/users/admin-role';
import { bearerToken, verifyToken } from '../http/auth';
import { startSession, withSessionEnded } from '../http/session';
import { limitWrite } from '../http/rate-limit';
import type { Route } from '../http/route';
import { userProfile } from '../queries/users';

/** Sign-in, the caller's profile, the session cookie, sign-out and the admin access check. */
export function authRouter(route: Route): Router {
  const router = Router();

  // POST /auth/verify: the client's ID token in the body; creates or refreshes users/{uid}. Counted
  // against the account's writes like any write (each costs Auth lookups and a transaction).
  router.post(
    AUTH_API.verify,
    route({ access: 'public', body: verifyTokenSchema }, async ({ body }) => {
      const token = await verifyToken(body.idToken);
      await limitWrite(token.uid);
      return signIn(token, firebaseAccounts);
    }),
  );

  // GET /auth/me
  router.get(
    AUTH_API.me,
    route({ access: 'user', body: emptyBodySchema }, async ({ actor }) =>
      userProfile(actor.uid, await teamRoleNow(actor.uid, firebaseAccounts)),
    ),
  );

  // PUT /auth/profile
  router.put(
    AUTH_API.profile,
    route({ access: 'user', body: profileUpdateSchema }, async ({ body, actor }) =>
      changeProfile(actor.uid, { name: body.name }, await teamRoleNow(actor.uid, firebaseAccounts)),
    ),
  );

  // POST /auth/logout: records the sign-out and removes the session cookie; the client signs out of
  // Firebase itself (and removes the cookie too, should this call fail).
  router.post(
    AUTH_API.logout,
    route({ access: 'user', body: emptyBodySchema }, async ({ actor }) => {
      await recordSignOut(actor.uid);
      return ok(withSessionEnded({ success: true }));
    }),
  );

  // POST /auth/session: the session cookie for the caller (http/session.ts), so the page function
  // can render their screens on a later visit; the bearer token it is minted from is the one the
  // route has just verified.
  router.post(
    AUTH_API.session,
    route({ access: 'user', body: emptyBodySchema }, ({ req }) => startSession(bearerToken(req))),
  );

  // GET /api/admin/check-access: a signed-in non-admin gets { isAdmin: false }, not an error; `role`
  // names the team role the caller holds (null for none).
  router.get(
    AUTH_API.adminCheckAccess,
    route({ access: 'user', body: emptyBodySchema }, async ({ actor }) => {
      const role = await teamRoleNow(actor.uid, firebaseAccounts);
      return ok({ isAdmin: role === 'admin', role });
    }),
  );
  return router;
}
