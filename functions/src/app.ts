import { HEALTH_PATH, type HealthResponse } from '@careers/domain/http';
import express from 'express';
import { errorHandler, notFound } from './http/errors';
import { platformGate } from './http/gate';
import { routeThrough, type Gate } from './http/route';
import { recruitingRouter } from './routes/recruiting.routes';
import { screeningRouter } from './routes/screening.routes';
import { authRouter } from './routes/auth.routes';
import { offersRouter } from './routes/offers.routes';

/**
 * The REST API served under /auth, /api and /health (hosting rewrites reach it), its routes going
 * through `gate` (the platform's; the validation fuzz passes a stand-in).
 */
export function createApp(gate: Gate = platformGate) {
  const route = routeThrough(gate);
  const app = express();
  app.disable('x-powered-by');
  // No Express `req.ip`: the address the platform saw is worked out from the trusted hop count
  // (http/client-address.ts), never from the client-written start of X-Forwarded-For.
  app.set('trust proxy', false);
  // Cloud Functions parses JSON bodies before Express sees them; this covers other hosts.
  app.use(express.json({ limit: '100kb' }));

  // GET /health
  app.get(HEALTH_PATH, (_req, res) => {
    res.json({ status: 'ok', time: new Date().toISOString() } satisfies HealthResponse);
  });
  app.use(authRouter(route));
  app.use(recruitingRouter(route));
  app.use(offersRouter(route));
  app.use(screeningRouter(route));

  app.use(notFound);
  app.use(errorHandler);
  return app;
}
