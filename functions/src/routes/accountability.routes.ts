import { emptyBodySchema } from '@careers/domain/http';
import { ACCOUNTABILITY_API, humanReviewBodySchema, screeningNotice } from '@careers/domain/screening';
import { AI_ASSESSMENT_API, FAIRNESS_API, fairnessQuerySchema } from '@careers/domain/privacy';
import { Router } from 'express';
import { requestHumanReview } from '../decisions/screening/human-review';
import type { Route } from '../http/route';
import { ok } from '../outcome';
import { aiAssessmentSummary, fairnessReport } from '../queries/fairness';
import { humanReviewQueue } from '../queries/human-reviews';

/** The screening assessment's accountability (docs/features/fairness.md): its notice, the human review, the figures. */
export function accountabilityRouter(route: Route): Router {
  const router = Router();

  // GET /api/fullstack-screening/notice: what the automated assessment scores, from what, and how to ask a person (public).
  router.get(
    ACCOUNTABILITY_API.notice,
    route({ access: 'public', body: emptyBodySchema }, async () => ok(screeningNotice())),
  );

  // POST /api/fullstack-screening/human-review: the caller asks a person to review the assessment's
  // decision on their application (optionally job_slug's), once; 409 before a decision or a second time.
  router.post(
    ACCOUNTABILITY_API.humanReview,
    route({ access: 'user', body: humanReviewBodySchema }, ({ actor, body }) =>
      requestHumanReview(actor, body.job_slug, body.reason),
    ),
  );

  // GET /api/admin/fullstack-screening/human-reviews: the waiting requests and the time to decide them.
  router.get(
    ACCOUNTABILITY_API.adminHumanReviews,
    route({ access: 'admin', body: emptyBodySchema }, () => humanReviewQueue()),
  );
  // GET /api/ai-assessment/summary: the screening's fairness figures over the last year, aggregates only (public).
  router.get(
    AI_ASSESSMENT_API.summary,
    route({ access: 'public', body: emptyBodySchema }, () => aiAssessmentSummary()),
  );

  // GET /api/admin/fairness (flow; optional job_slug, from, to): selection rates and impact ratios per group.
  router.get(
    FAIRNESS_API.admin,
    route({ access: 'admin', body: emptyBodySchema, query: fairnessQuerySchema }, ({ query }) => fairnessReport(query)),
  );
  return router;
}
