// The query schema of the fairness figures (fairness.ts), apart from its paths and types: the admin
// screens that read those load no yup before their first rows (docs/performance.md).
import { mixed, string } from 'yup';
import { strictObject, unknownValue } from '../http/validation';
import { jobSlugQueryField } from '../jobs/job-slug-fields';
import { FAIRNESS_FLOWS, type FairnessFlow } from './fairness';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayField = (name: string) =>
  string()
    .strict()
    .typeError(`${name} must be a day like 2026-11-28`)
    .matches(DAY, `${name} must be a day like 2026-11-28`)
    .test('real-day', `${name} must be a day like 2026-11-28`, (value) => {
      if (!value) return true;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    });

/** GET /api/admin/fairness query. */
export const fairnessQuerySchema = strictObject({
  flow: mixed<FairnessFlow>()
    .oneOf([...FAIRNESS_FLOWS], unknownValue('flow'))
    .required('flow is required'),
  job_slug: jobSlugQueryField,
  from: dayField('from'),
  to: dayField('to'),
});
