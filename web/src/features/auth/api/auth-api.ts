// The sign-in calls. They are plain functions, not query hooks: the AuthProvider that makes them
// sits on every page, public ones included, above the lazily loaded QueryScope.
import { AUTH_API, type AdminAccessResponse, type UserResponse, type VerifyResponse } from '@careers/domain/users';
import type { SessionCookieResponse } from '@careers/domain/shared';
import { apiRequest } from '../../../lib/api';

// POST /auth/verify
export const verifySignIn = (idToken: string) =>
  apiRequest<VerifyResponse>(AUTH_API.verify, { method: 'POST', body: { idToken }, auth: false });

// GET /auth/me
export const fetchMe = () => apiRequest<UserResponse>(AUTH_API.me);

// POST /auth/logout
export const recordSignOut = () => apiRequest<{ success: boolean }>(AUTH_API.logout, { method: 'POST', body: {} });

// GET /api/admin/check-access (asked through useAdminAccess)
export const checkAdminAccess = () => apiRequest<AdminAccessResponse>(AUTH_API.adminCheckAccess);

// POST /auth/session
export const startSession = () => apiRequest<SessionCookieResponse>(AUTH_API.session, { method: 'POST', body: {} });
