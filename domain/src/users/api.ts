import type { TeamRole } from '../team/roles';
import type { UserProfile } from './user';

/** The paths of the sign-in and profile calls. */
export const AUTH_API = {
  verify: '/auth/verify',
  me: '/auth/me',
  profile: '/auth/profile',
  logout: '/auth/logout',
  /** POST: sets the session cookie (domain/src/shared/session-cookie.ts) from the caller's ID token. */
  session: '/auth/session',
  adminCheckAccess: '/api/admin/check-access',
} as const;

/** POST /auth/verify answer; `claimsUpdated` tells the client to refresh its ID token. */
export interface VerifyResponse {
  user: UserProfile;
  claimsUpdated: boolean;
}

/** GET /auth/me and PUT /auth/profile answer. */
export interface UserResponse {
  user: UserProfile;
}

/** GET /api/admin/check-access answer. */
export interface AdminAccessResponse {
  isAdmin: boolean;
  /** The team role the caller holds (domain/src/team/roles.ts), null for none. */
  role: TeamRole | null;
}
