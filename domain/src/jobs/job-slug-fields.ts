// The `job_slug` a candidate's call names its posting by, one field for every call that
// takes one: a slug as the site accepts it (isValidJobSlug), so an application key made of it
// (`{uid}__{slug}`) is always a document id. A text with a `/` in it made a key Firestore refuses
// (a 500 the fuzz stage found on GET /api/interview/windows).
import { string } from 'yup';
import { JOB_SLUG_MAX_LENGTH, JOB_SLUG_PATTERN } from './jobs';

export const JOB_SLUG_MESSAGES = {
  notText: 'job_slug must be a text',
  tooLong: 'job_slug is too long',
  notSlug: 'job_slug must be a posting’s slug: lower-case letters, digits and single hyphens',
} as const;

/** In a body: trimmed, `bySpecification` (the specification's posting of the call) when absent. */
export const jobSlugBodyField = (bySpecification: string) =>
  string()
    .trim()
    .max(JOB_SLUG_MAX_LENGTH, JOB_SLUG_MESSAGES.tooLong)
    .matches(JOB_SLUG_PATTERN, { message: JOB_SLUG_MESSAGES.notSlug, excludeEmptyString: true })
    .default(bySpecification);

/** In a query string: a text as sent (a repeated or bracketed parameter is refused), no default cast in. */
export const jobSlugQueryField = string()
  .strict()
  .typeError(JOB_SLUG_MESSAGES.notText)
  .max(JOB_SLUG_MAX_LENGTH, JOB_SLUG_MESSAGES.tooLong)
  .matches(JOB_SLUG_PATTERN, { message: JOB_SLUG_MESSAGES.notSlug, excludeEmptyString: true });
