import type { NextFunction, Request, Response } from 'express';
import { AUTHENTICATION_REQUIRED } from '@careers/domain';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { auth } from '../lib/firebase';
import { HttpError } from './errors';

/** The verified user behind a request. */
export interface Caller {
  uid: string;
  email: string | null;
  token: DecodedIdToken;
}

function bearerToken(req: Request): string {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new HttpError(401, AUTHENTICATION_REQUIRED);
  return match[1]!;
}

const INVALID_TOKEN = 'Invalid or expired token';

/**
 * Verifies an ID token, and that its user still exists, is enabled and has not had its sessions
 * revoked (checkRevoked reads the user record): any failure is a 401, never a 500 later on.
 */
export async function verifyToken(idToken: string): Promise<DecodedIdToken> {
  try {
    return await auth.verifyIdToken(idToken, true);
  } catch {
    throw new HttpError(401, INVALID_TOKEN);
  }
}

/** Verifies the bearer ID token and puts the caller in res.locals.caller. */
export async function requireUser(req: Request, res: Response, next: NextFunction) {
  try {
    const token = await verifyToken(bearerToken(req));
    res.locals.caller = { uid: token.uid, email: token.email ?? null, token } satisfies Caller;
    next();
  } catch (err) {
    next(err);
  }
}

/**
 * Whether the user holds the admin role now. Reads the user record rather than the token's
 * claims, so a revoked role stops working at once instead of when the token expires.
 */
export async function isAdminNow(uid: string): Promise<boolean> {
  const user = await auth.getUser(uid);
  return user.customClaims?.admin === true;
}

/** Behind requireUser: lets only current admins through (403 otherwise). */
export async function requireAdmin(_req: Request, res: Response, next: NextFunction) {
  try {
    const caller = res.locals.caller as Caller;
    if (!(await isAdminNow(caller.uid))) throw new HttpError(403, 'Admin access required');
    next();
  } catch (err) {
    next(err);
  }
}
