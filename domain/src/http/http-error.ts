import type { ApiErrorBody } from './api';

/** The error of a call made without a valid ID token: the server's 401 and the client's own. */
export const AUTHENTICATION_REQUIRED = 'Authentication required';

/** The message a client shows for a failed call: the server's `error`, else the status. */
export function httpErrorMessage(status: number, body: unknown): string {
  if (body && typeof body === 'object' && typeof (body as ApiErrorBody).error === 'string') {
    return (body as ApiErrorBody).error;
  }
  return `HTTP error! status: ${status}`;
}
