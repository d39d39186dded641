import type { UserProfile } from './user';
import { strictObject } from './validation';

/** Every error answer of the API. */
export interface ApiErrorBody {
  error: string;
}

/** Body schema of the calls that take none: nothing, or an empty object. */
export const emptyBodySchema = strictObject({});

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
}

/** GET /health answer. */
export interface HealthResponse {
  status: 'ok';
  time: string;
}

// In its own module, free of yup, so the web app's first script can use it without the
// schemas above (docs/performance.md).
export { AUTHENTICATION_REQUIRED, httpErrorMessage } from './http-error';
