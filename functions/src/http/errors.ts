import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions';
import { ValidationError } from 'yup';

/** An error with the HTTP status and message the caller should see. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** For a 429: the seconds the caller should wait (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** 404 for paths the API does not serve. */
export const notFound: RequestHandler = (req, res) => {
  res.status(404).json({ error: `Not found: ${req.method} ${req.path}` });
};

/** Turns every error into `{ error }`: 4xx for the caller's mistakes, 500 (logged) for ours. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (err instanceof HttpError) {
    if (err.retryAfterSeconds !== undefined) res.set('Retry-After', String(err.retryAfterSeconds));
    res.status(err.status).json({ error: err.message });
    return;
  }
  if (err instanceof ValidationError) {
    res.status(400).json({ error: err.errors[0] ?? err.message });
    return;
  }
  // body-parser errors carry their own 4xx status (bad JSON, too large, bad charset).
  if (typeof err?.status === 'number' && err.status >= 400 && err.status < 500) {
    const error = err.type === 'entity.parse.failed' ? 'Request body is not valid JSON' : String(err.message);
    res.status(err.status).json({ error });
    return;
  }
  logger.error('Unhandled error', { path: req.path, method: req.method, error: err });
  res.status(500).json({ error: 'Internal server error' });
};
