// The posting form's parts: its values and how they map to and from the API's fields, and the
// list fields (Responsibilities, Growth Opportunities). JobForm.tsx is the dialog.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isCountryCode, type AdminJobView, type ApplicationFlow, type JobType } from '@careers/domain/jobs';
import { COUNTRIES } from '@careers/domain/recruiting';

import { FieldArray, getIn, type FormikErrors } from 'formik';

import { isoDay } from '../../../lib/dates';
import { type JobBody } from '../api/jobs-admin-api';
import { JOBS_ADMIN_TEXT } from '../content';

/** The form's values: the API's fields, validThrough as the date input's day. */
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

export const CHOOSABLE_COUNTRIES = COUNTRIES.filter((country) => isCountryCode(country.code));

/** A day of the date input as the end of that day (UTC), the posting's validThrough. */
export const endOfDay = (day: string) => `${day}T23:59:59.000Z`;

export const emptyValues = (): JobValues => ({
  title: '',
  type: 'Contract Role',
  description: '',
  responsibilities: [''],
  growthOpportunity: [''],
  whyYoullLoveIt: [{ title: '', description: '' }],
  applicantCountries: [],
  validThrough: isoDay(new Date(Date.now() + 35 * 86_400_000)),
  flow: 'recruiting',
  isActive: false,
});

export const valuesOf = (job: AdminJobView): JobValues => ({
  title: job.title,
  type: job.type,
  description: job.description,
  responsibilities: [...job.responsibilities],
  growthOpportunity: [...job.growthOpportunity],
  whyYoullLoveIt: job.whyYoullLoveIt.map((item) => ({ ...item })),
  // A posting stored before the admin area may hold the countries' names.
  applicantCountries: job.applicantCountries.filter(isCountryCode),
  validThrough: isoDay(new Date(job.validThrough)),
  flow: job.flow,
  isActive: job.isActive,
});

/** The body of a create, or of an edit: only what changed (the flow not at all once someone applied). */
export function bodyOf(values: JobValues, job: AdminJobView | null): JobBody {
  const full: JobBody = { ...values, validThrough: endOfDay(values.validThrough) };
  if (!job) return full;
  const before: JobBody = { ...valuesOf(job), validThrough: endOfDay(valuesOf(job).validThrough) };
  const { isActive: _isActive, ...fields } = full;
  return Object.fromEntries(
    Object.entries(fields).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(before[field])),
  );
}

export const errorOf = (errors: FormikErrors<JobValues>, touched: unknown, path: string) =>
  getIn(touched, path) || getIn(touched, path.split('.')[0]!) ? (getIn(errors, path) as unknown) : undefined;
export const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A list of one-line texts (Responsibilities, Growth Opportunities) with add and remove. */
export function TextList({
  name,
  label,
  values,
  errors,
  touched,
  onChange,
  onBlur,
}: {
  name: 'responsibilities' | 'growthOpportunity';
  label: string;
  values: string[];
  errors: FormikErrors<JobValues>;
  touched: unknown;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: React.FocusEvent<HTMLInputElement>) => void;
}) {
  const listError = text(errorOf(errors, touched, name));
  return (
    <FieldArray name={name}>
      {({ push, remove }) => (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {label}
          </Typography>
          <Stack spacing={1}>
            {values.map((value, index) => {
              const itemError = text(errorOf(errors, touched, `${name}.${index}`));
              return (
                <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    name={`${name}.${index}`}
                    label={`${label} ${index + 1}`}
                    value={value}
                    onChange={onChange}
                    onBlur={onBlur}
                    error={Boolean(itemError)}
                    helperText={itemError}
                    fullWidth
                    size="small"
                  />
                  <Button onClick={() => remove(index)} aria-label={`${JOBS_ADMIN_TEXT.remove} ${label} ${index + 1}`}>
                    {JOBS_ADMIN_TEXT.remove}
                  </Button>
                </Stack>
              );
            })}
          </Stack>
          {listError && <FormHelperText error>{listError}</FormHelperText>}
          <Button onClick={() => push('')} sx={{ mt: 1 }} aria-label={`${JOBS_ADMIN_TEXT.add} to ${label}`}>
            {JOBS_ADMIN_TEXT.add}
          </Button>
        </Box>
      )}
    </FieldArray>
  );
}
