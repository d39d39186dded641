// The query schema of the pipeline figures (analytics.ts), apart from its paths and types: the
// screens that read those load no yup before their first rows (docs/performance.md).
import { mixed } from 'yup';
import { dayQueryField, strictObject, unknownValue } from '../http/validation';
import { jobSlugQueryField } from '../jobs/job-slug-fields';
import { ANALYTICS_FLOWS, type AnalyticsFlow } from './stages';

/** GET /api/admin/analytics query: the flow defaults to the posting's, else recruiting. */
export const analyticsQuerySchema = strictObject({
  flow: mixed<AnalyticsFlow>().oneOf([...ANALYTICS_FLOWS], unknownValue('flow')),
  job_slug: jobSlugQueryField,
  from: dayQueryField('from'),
  to: dayQueryField('to'),
});
