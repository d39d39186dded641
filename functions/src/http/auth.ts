import type { TeamRole } from '@careers/domain/team';
import { AUTHENTICATION_REQUIRED } from '@careers/domain/http';
import { type Actor } from '@careers/domain/shared';
import type { Request } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { auth } from '../lib/firebase';
import { HttpError } from './errors';

/** The verified user behind a request: who they are, and their token's claims. */
export interface Caller {
  actor: Actor;
  token: DecodedIdToken;
  /** The team role held now, read on admin and team routes (null on a signed-in user's route). */
  role: TeamRole | null;
}

export const INVALID_TOKEN = 'Invalid or expired token';

/** The answer to a signed-in caller who is not an admin. */
export const ADMIN_REQUIRED = 'Admin access required';

/** The bearer token of a request's Authorization header; 401 without one. */
export function bearerToken(req: Request): string {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new HttpError(401, AUTHENTICATION_REQUIRED);
  return match[1]!;
}

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
