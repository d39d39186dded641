import { ANALYTICS_API, analyticsQuerySchema } from '@careers/domain/analytics';
import { emptyBodySchema } from '@careers/domain/http';
import { Router } from 'express';
import { ADMIN_REQUIRED } from '../http/auth';
import type { Route } from '../http/route';
import { forbidden } from '../outcome';
import { analyticsFor } from '../queries/analytics';

/** The pipeline figures (docs/features/analytics.md). */
export function analyticsRouter(route: Route): Router {
  const router = Router();

  // GET /api/admin/analytics (optional flow, job_slug, from, to): the funnel, time in each stage,
  // time to hire, sources and offers; admins, and recruiters and hiring managers for their postings.
  router.get(
    ANALYTICS_API.admin,
    route({ access: 'team', body: emptyBodySchema, query: analyticsQuerySchema }, async ({ query, role, token }) => {
      if (role === 'admin') return analyticsFor(query, 'admin');
      if ((role !== 'recruiter' && role !== 'hiring_manager') || token.email_verified !== true || !token.email)
        return forbidden(ADMIN_REQUIRED);
      return analyticsFor(query, { role, email: token.email });
    }),
  );
  return router;
}
