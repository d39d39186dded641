import { emptyBodySchema } from '@careers/domain/http';
import {
  adminJobsQuerySchema,
  createJobSchema,
  isValidJobSlug,
  JOB_MESSAGES,
  JOBS_API,
  updateJobSchema,
} from '@careers/domain/jobs';
import { Router } from 'express';
import { createJob, updateJob } from '../decisions/jobs/changes';
import { adminJobs } from '../queries/jobs';
import type { Route } from '../http/route';
import { notFound, ok } from '../outcome';

/** The job postings: the admins' list, create and edit (docs/features/jobs-admin.md). */
export function jobsRouter(route: Route): Router {
  const router = Router();

  // GET /api/admin/jobs: the postings newest first, each with its state (open, closed, expired, draft), flow and
  // applications count; optional limit (100 unless asked) and after (the previous page's next_cursor).
  router.get(
    JOBS_API.adminJobs,
    route({ access: 'admin', body: emptyBodySchema, query: adminJobsQuerySchema }, ({ query }) => adminJobs(query)),
  );

  // POST /api/admin/jobs: creates a posting under the first free slug of its title (a draft unless isActive); 201 { job }.
  router.post(
    JOBS_API.adminJobs,
    route({ access: 'admin', body: createJobSchema, status: 201 }, async ({ actor, body }) => {
      const job = await createJob(body, actor);
      return job.ok ? ok({ job: job.value }) : job;
    }),
  );

  // PATCH /api/admin/jobs/:slug: changes any of the posting's fields (the flow only while nobody has applied); { job }.
  router.patch(
    JOBS_API.adminJob,
    route({ access: 'admin', body: updateJobSchema }, async ({ actor, body, params }) => {
      const slug = params.slug ?? '';
      if (!isValidJobSlug(slug)) return notFound(JOB_MESSAGES.notFound);
      const job = await updateJob(slug, body, actor);
      return job.ok ? ok({ job: job.value }) : job;
    }),
  );
  return router;
}
