import { HEALTH_PATH, type HealthResponse } from '@careers/domain/http';
import express from 'express';
import { LARGEST_BODY_LIMIT } from './http/body-limit';
import { errorHandler, notFound } from './http/errors';
import { platformGate } from './http/gate';
import { routeThrough, type Gate } from './http/route';
import { recruitingRouter } from './routes/recruiting.routes';
import { accountabilityRouter } from './routes/accountability.routes';
import { analyticsRouter } from './routes/analytics.routes';
import { screeningRouter } from './routes/screening.routes';
import { authRouter } from './routes/auth.routes';
import { offersRouter } from './routes/offers.routes';
import { mailRouter } from './routes/mail.routes';
import { meRouter } from './routes/me.routes';
import { interviewsRouter } from './routes/interviews.routes';
import { jobsRouter } from './routes/jobs.routes';
import { scorecardsRouter } from './routes/scorecards.routes';
import { teamRouter } from './routes/team.routes';

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
  // On Cloud Functions (and the emulator) the runtime has parsed the body before Express sees it,
  // behind the body limit of each call (http/body-limit.ts); this covers other hosts.
  app.use(express.json({ limit: LARGEST_BODY_LIMIT }));

  // GET /health
  app.get(HEALTH_PATH, (_req, res) => {
    res.json({ status: 'ok', time: new Date().toISOString() } satisfies HealthResponse);
  });
  app.use(authRouter(route));
  app.use(recruitingRouter(route));
  app.use(offersRouter(route));
  app.use(screeningRouter(route));
  app.use(accountabilityRouter(route));
  app.use(analyticsRouter(route));
  app.use(mailRouter(route));
  app.use(meRouter(route));
  app.use(interviewsRouter(route));
  app.use(jobsRouter(route));
  app.use(teamRouter(route));
  app.use(scorecardsRouter(route));

  app.use(notFound);
  app.use(errorHandler);
  return app;
}
