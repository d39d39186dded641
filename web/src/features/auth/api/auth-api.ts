import type { AdminAccessResponse, UserResponse, VerifyResponse } from '@careers/domain';
import { apiRequest } from '../../../lib/api';

// POST /auth/verify
export const verifySignIn = (idToken: string) =>
  apiRequest<VerifyResponse>('/auth/verify', { method: 'POST', body: { idToken }, auth: false });

// GET /auth/me
export const fetchMe = () => apiRequest<UserResponse>('/auth/me');

// POST /auth/logout
export const recordSignOut = () => apiRequest<{ success: boolean }>('/auth/logout', { method: 'POST', body: {} });

// GET /api/admin/check-access
export const checkAdminAccess = () => apiRequest<AdminAccessResponse>('/api/admin/check-access');
