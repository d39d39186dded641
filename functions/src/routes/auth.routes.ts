import {
  emptyBodySchema,
  profileUpdateSchema,
  verifyTokenSchema,
  type UserResponse,
  type VerifyResponse,
} from '@careers/domain';
import { Router } from 'express';
import { adminEmails } from '../config';
import { isAdminNow, requireUser, verifyToken } from '../http/auth';
import { HttpError } from '../http/errors';
import { route } from '../http/validate';
import { auth } from '../lib/firebase';
import { shouldGrantAdmin } from '../users/admin-role';
import { readUser, recordSignIn, toUserProfile, updateUser } from '../users/profiles';

export const authRouter = Router();

/** A signed-in user without users/{uid}: POST /auth/verify creates it. */
const PROFILE_NOT_FOUND = 'Profile not found: sign in first';

// POST /auth/verify: the client's ID token in the body; creates or refreshes users/{uid}.
authRouter.post(
  '/verify',
  route(verifyTokenSchema, async ({ body }): Promise<VerifyResponse> => {
    const token = await verifyToken(body.idToken);
    const record = await auth.getUser(token.uid);
    const claimsUpdated = shouldGrantAdmin({
      email: token.email,
      emailVerified: token.email_verified,
      adminEmails: adminEmails(),
      currentClaims: record.customClaims,
    });
    if (claimsUpdated) await auth.setCustomUserClaims(token.uid, { ...record.customClaims, admin: true });
    const doc = await recordSignIn(token);
    return { user: toUserProfile(doc, claimsUpdated || record.customClaims?.admin === true), claimsUpdated };
  }),
);

// GET /auth/me
authRouter.get(
  '/me',
  requireUser,
  route(emptyBodySchema, async ({ caller }): Promise<UserResponse> => {
    const doc = await readUser(caller.uid);
    if (!doc) throw new HttpError(404, PROFILE_NOT_FOUND);
    return { user: toUserProfile(doc, await isAdminNow(caller.uid)) };
  }),
);

// PUT /auth/profile
authRouter.put(
  '/profile',
  requireUser,
  route(profileUpdateSchema, async ({ body, caller }): Promise<UserResponse> => {
    if (!(await readUser(caller.uid))) throw new HttpError(404, PROFILE_NOT_FOUND);
    const doc = await updateUser(caller.uid, { name: body.name });
    return { user: toUserProfile(doc!, await isAdminNow(caller.uid)) };
  }),
);

// POST /auth/logout: records the sign-out; the client signs out of Firebase itself.
authRouter.post(
  '/logout',
  requireUser,
  route(emptyBodySchema, async ({ caller }) => {
    if (await readUser(caller.uid)) await updateUser(caller.uid, { lastLogoutAt: new Date() });
    return { success: true };
  }),
);
