// The posting form's values and their one mapping to the API's body: validThrough is a day in the
// form and the end of that day (UTC) in the body, and the form is validated on the body's shape,
// with the API's own schema, so the form and the API accept the same postings.
import {
  createJobSchema,
  isCountryCode,
  jobFlow,
  newJob,
  type ApplicationFlow,
  type Job,
  type JobInput,
  type JobType,
} from '@careers/domain/jobs';
import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { isoDay } from '../../lib/dates';

/** The form's values: the API's fields, validThrough as the date input's day ('2026-12-31'). */
export interface JobValues {
  title: string;
  type: JobType;
  description: string;
  responsibilities: string[];
  growthOpportunity: string[];
  whyYoullLoveIt: { title: string; description: string }[];
  applicantCountries: string[];
  validThrough: string;
  flow: ApplicationFlow;
  isActive: boolean;
}

/** What a create or an edit sends: the API's JSON, dates as ISO strings. */
export type JobBody = Record<string, unknown>;

/** How long a new posting is valid unless the admin says otherwise: the contract's five weeks. */
const DEFAULT_VALIDITY_DAYS = 35;

/** A day of the date input as the end of that day (UTC), the posting's validThrough. */
export const endOfDay = (day: string) => `${day}T23:59:59.000Z`;

export const emptyValues = (now = new Date()): JobValues => ({
  title: '',
  type: 'Contract Role',
  description: '',
  responsibilities: [''],
  growthOpportunity: [''],
  whyYoullLoveIt: [{ title: '', description: '' }],
  applicantCountries: [],
  validThrough: isoDay(new Date(now.getTime() + DEFAULT_VALIDITY_DAYS * 86_400_000)),
  flow: 'recruiting',
  isActive: false,
});

export const valuesOf = (job: Job): JobValues => ({
  title: job.title,
  type: job.type,
  description: job.description,
  responsibilities: [...job.responsibilities],
  growthOpportunity: [...job.growthOpportunity],
  whyYoullLoveIt: job.whyYoullLoveIt.map((item) => ({ ...item })),
  // A posting stored before the admin area may hold the countries' names.
  applicantCountries: job.applicantCountries.filter(isCountryCode),
  validThrough: isoDay(job.validThrough),
  flow: jobFlow(job),
  isActive: job.isActive,
});

/** The whole body of the values, as a create sends it. */
const fullBodyOf = (values: JobValues): JobBody => ({ ...values, validThrough: endOfDay(values.validThrough) });

/** The body of a create, or of an edit: only what changed (never isActive: opening and closing are the table's). */
export function bodyOf(values: JobValues, job: Job | null): JobBody {
  const full = fullBodyOf(values);
  if (!job) return full;
  const before = fullBodyOf(valuesOf(job));
  const { isActive: _isActive, ...fields } = full;
  return Object.fromEntries(
    Object.entries(fields).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(before[field])),
  );
}

/** The form's errors: createJobSchema's messages for the body the form would send. */
export async function validateJobValues(values: JobValues): Promise<FormikErrors<JobValues>> {
  try {
    await validateYupSchema(fullBodyOf(values), createJobSchema);
    return {};
  } catch (error) {
    return yupToFormErrors(error) as FormikErrors<JobValues>;
  }
}

/** The posting the values make, as its public page would show it: the edited posting's, or a new one's. */
export function previewOf(values: JobValues, job: Job | null, now = new Date()): Job {
  const input = { ...values, validThrough: new Date(endOfDay(values.validThrough)) } as JobInput;
  return job ? { ...job, ...input } : newJob('preview', input, now);
}
