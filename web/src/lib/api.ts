// The one HTTP client of the web app: JSON in and out, bearer token when signed in, and the
// server's `error` as the message of a failed call.
import { APP_CHECK_HEADER, AUTHENTICATION_REQUIRED, httpErrorMessage } from '@careers/domain/http';
import { appCheckToken } from './firebase/app-check';
import { currentIdToken } from './firebase/auth';

/** A failed call: `message` is what the user may see. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the signed-in user's ID token; fails with 'Authentication required' when signed out or it cannot be had. */
  auth?: boolean;
}

/**
 * The signed-in user's ID token; undefined when nobody is signed in or the token cannot be
 * had (the Auth SDK failed to load, the refresh failed): either way the call needs a sign-in,
 * and Firebase's own message is no use to the user.
 */
async function signedInToken(): Promise<string | undefined> {
  try {
    return await currentIdToken();
  } catch (error) {
    console.warn('ID token unavailable', error);
    return undefined;
  }
}

/** Calls the product backend (same origin, through the hosting rewrites). */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, auth = true }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (auth) {
    const token = await signedInToken();
    if (!token) throw new ApiError(AUTHENTICATION_REQUIRED, 401);
    headers.Authorization = `Bearer ${token}`;
  }
  const appCheck = await appCheckToken();
  if (appCheck) headers[APP_CHECK_HEADER] = appCheck;
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(httpErrorMessage(response.status, data, path), response.status);
  return data as T;
}

/** Downloads a file the API answers (a GET with the bearer token), as a Blob. */
export async function apiDownload(path: string): Promise<Blob> {
  const token = await signedInToken();
  if (!token) throw new ApiError(AUTHENTICATION_REQUIRED, 401);
  const appCheck = await appCheckToken();
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (appCheck) headers[APP_CHECK_HEADER] = appCheck;
  const response = await fetch(path, { headers });
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    throw new ApiError(httpErrorMessage(response.status, data, path), response.status);
  }
  return response.blob();
}

/** The message to show for a failure: the error's own, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
