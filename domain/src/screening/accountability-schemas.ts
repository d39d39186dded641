// The request schema of the human review (accountability.ts), apart from its texts and paths: the
// screens that read those load no yup before their first rows (docs/performance.md).
import { string } from 'yup';
import { strictObject } from '../http/validation';
import { DEFAULT_SCREENING_SLUG } from '../jobs/application-id';
import { jobSlugBodyField } from '../jobs/job-slug-fields';
import { HUMAN_REVIEW_REASON_MAX } from './accountability';

/** POST /api/fullstack-screening/human-review body: the optional reason, and optionally the posting. */
export const humanReviewBodySchema = strictObject({
  reason: string()
    .trim()
    .max(HUMAN_REVIEW_REASON_MAX, `reason must be at most ${HUMAN_REVIEW_REASON_MAX} characters`)
    .default(''),
  job_slug: jobSlugBodyField(DEFAULT_SCREENING_SLUG),
});
