// The query schema of the fairness figures (fairness.ts), apart from its paths and types: the admin
// screens that read those load no yup before their first rows (docs/performance.md).
import { mixed } from 'yup';
import { dayQueryField, strictObject, unknownValue } from '../http/validation';
import { jobSlugQueryField } from '../jobs/job-slug-fields';
import { FAIRNESS_FLOWS, type FairnessFlow } from './fairness';

/** GET /api/admin/fairness query. */
export const fairnessQuerySchema = strictObject({
  flow: mixed<FairnessFlow>()
    .oneOf([...FAIRNESS_FLOWS], unknownValue('flow'))
    .required('flow is required'),
  job_slug: jobSlugQueryField,
  from: dayQueryField('from'),
  to: dayQueryField('to'),
});
