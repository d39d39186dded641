import { strictObject } from './validation';

/** Every error answer of the API. */
export interface ApiErrorBody {
  error: string;
}

/** Body schema of the calls that take none: nothing, or an empty object. */
export const emptyBodySchema = strictObject({});

/** GET /health answer. */
export interface HealthResponse {
  status: 'ok';
  time: string;
}

/** GET /health. */
export const HEALTH_PATH = '/health';
