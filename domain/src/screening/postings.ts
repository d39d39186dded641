// Which screening posting a candidate's call is about: the screening questionnaire
// serves every posting of the screening flow, one application per candidate and posting
// (screeningApplicationId: the uid for the specification's `fullstack-engineer`, `{uid}__{slug}`
// for another). A call that names no posting means the specification's, as it always did. The
// questionnaire's page for a posting (screeningPath) is in ./paths, apart from these schemas (and
// yup): the recruiting flow's pages link to it.
import { type InferType, type ObjectSchema } from 'yup';
import { strictObject } from '../http/validation';
import { DEFAULT_SCREENING_SLUG } from '../jobs/application-id';
import { jobSlugBodyField, jobSlugQueryField } from '../jobs/job-slug-fields';
import type { ScreeningFormValues } from './form';
import { screeningSubmissionSchema } from './form-schema';

export { DEFAULT_SCREENING_SLUG, screeningApplicationId } from '../jobs/application-id';

/** GET /api/fullstack-screening/check-existing query: optionally the posting (`job_slug`; absent, the specification's). */
export const screeningCheckExistingQuerySchema = strictObject({ job_slug: jobSlugQueryField });

/**
 * POST /api/fullstack-screening/submit body: the full form (screeningSubmissionSchema) and
 * optionally the posting applied to, `job_slug` (a posting of the screening flow).
 */
export const screeningSubmitBodySchema = screeningSubmissionSchema.shape({
  job_slug: jobSlugBodyField(DEFAULT_SCREENING_SLUG),
}) as unknown as ObjectSchema<ScreeningSubmitBody>;

/** The submit call's body: the form and the posting. */
export type ScreeningSubmitBody = ScreeningFormValues & { job_slug: string };

/** The check-existing call's query. */
export type ScreeningCheckExistingQuery = InferType<typeof screeningCheckExistingQuerySchema>;
