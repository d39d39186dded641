import type { ApiErrorBody } from './api';

/** The error of a call made without a valid ID token: the server's 401 and the client's own. */
export const AUTHENTICATION_REQUIRED = 'Authentication required';

/**
 * Whether a path is one of the hiring backend's (the full-stack screening calls, candidate and
 * admin), whose failures the specification words apart from the main API's.
 */
export function isHiringBackendPath(path: string): boolean {
  return /^\/api\/(admin\/)?fullstack-screening(\/|\?|$)/.test(path);
}

/**
 * The message a client shows for a failed call: the server's `error` field; otherwise, on the main
 * API 'HTTP error! status: {code}', on the hiring backend 'Network error' when the body could not
 * be read (`body` undefined) and 'HTTP {status}' when it could.
 */
export function httpErrorMessage(status: number, body: unknown, path = ''): string {
  if (body && typeof body === 'object' && typeof (body as ApiErrorBody).error === 'string') {
    return (body as ApiErrorBody).error;
  }
  if (isHiringBackendPath(path)) return body === undefined ? 'Network error' : `HTTP ${status}`;
  return `HTTP error! status: ${status}`;
}
