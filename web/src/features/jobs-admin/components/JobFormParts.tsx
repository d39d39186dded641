// The posting form's parts: the countries to choose from, errors by field, and the list fields
// (Responsibilities, Growth Opportunities). JobForm.tsx is the dialog; ../job-values.ts the values.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isCountryCode } from '@careers/domain/jobs';
import { COUNTRIES } from '@careers/domain/recruiting';

import { FieldArray, getIn, type FormikErrors } from 'formik';

import { TextInput, type TextInputProps } from '../../../components/TextInput';
import type { JobValues } from '../job-values';
import { JOBS_ADMIN_TEXT } from '../content';

export const CHOOSABLE_COUNTRIES = COUNTRIES.filter((country) => isCountryCode(country.code));

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
  onChange: NonNullable<TextInputProps['onChange']>;
  onBlur: NonNullable<TextInputProps['onBlur']>;
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
                  <TextInput
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
