import { strictObject } from './validation';

/** Every error answer of the API. */
export interface ApiErrorBody {
  error: string;
}

/**
 * Body schema of the calls that take none: nothing, or an empty object. Pure: the web app's first
 * script reads this module's header names and must not carry yup for a schema it never uses.
 */
export const emptyBodySchema = /* @__PURE__ */ strictObject({});

/** GET /health answer. */
export interface HealthResponse {
  status: 'ok';
  time: string;
}

/** GET /health. */
export const HEALTH_PATH = '/health';

/** The header an API call carries its App Check token in (Firebase's own name). */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/** The answer to a call without a valid App Check token, where the functions enforce App Check. */
export const APP_CHECK_REQUIRED = 'This call must come from the site (App Check)';
