import type { ApiErrorBody } from './api';

/** The message a client shows for a failed call: the server's `error`, else the status. */
export function httpErrorMessage(status: number, body: unknown): string {
  if (body && typeof body === 'object' && typeof (body as ApiErrorBody).error === 'string') {
    return (body as ApiErrorBody).error;
  }
  return `HTTP error! status: ${status}`;
}
