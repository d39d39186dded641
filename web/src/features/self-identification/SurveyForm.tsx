import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  RACE_ETHNICITIES,
  RACE_ETHNICITY_LABELS,
  SELF_IDENTIFICATION_TEXT,
  selfIdentificationSchema,
  SEX_LABELS,
  SEXES,
  type RaceEthnicity,
  type Sex,
} from '@careers/domain/privacy';
import { useFormik } from 'formik';
import { useId } from 'react';
import type { SelfIdentificationAnswers } from './api';
import { SURVEY_TEXTS } from './content';

/** The form's values: an answer, or '' before one is chosen. */
interface SurveyValues {
  sex: Sex | '';
  race_ethnicity: RaceEthnicity | '';
}

/**
 * The two questions, each a radio group of the domain's answers ("I prefer not to say" among
 * them), validated by the API's own schema: both must be answered before `onSave` is called.
 * `initial` is what was saved before (null: nothing yet).
 */
export function SurveyForm({
  initial,
  onSave,
}: {
  initial: SelfIdentificationAnswers | null;
  onSave: (answers: SelfIdentificationAnswers) => Promise<void>;
}) {
  const formik = useFormik<SurveyValues>({
    initialValues: { sex: initial?.sex ?? '', race_ethnicity: initial?.race_ethnicity ?? '' },
    validationSchema: selfIdentificationSchema,
    onSubmit: async (values) => onSave(await selfIdentificationSchema.validate(values)),
  });
  const error = (field: keyof SurveyValues) => (formik.touched[field] && formik.errors[field] ? true : false);
  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit}>
      <Question
        name="sex"
        legend={SELF_IDENTIFICATION_TEXT.sex}
        options={SEXES.map((value) => ({ value, label: SEX_LABELS[value] }))}
        value={formik.values.sex}
        error={error('sex')}
        onChange={(value) => void formik.setFieldValue('sex', value)}
      />
      <Question
        name="race_ethnicity"
        legend={SELF_IDENTIFICATION_TEXT.raceEthnicity}
        options={RACE_ETHNICITIES.map((value) => ({ value, label: RACE_ETHNICITY_LABELS[value] }))}
        value={formik.values.race_ethnicity}
        error={error('race_ethnicity')}
        onChange={(value) => void formik.setFieldValue('race_ethnicity', value)}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={formik.isSubmitting}
        startIcon={formik.isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {SELF_IDENTIFICATION_TEXT.save}
      </Button>
    </Box>
  );
}

/** One question: a fieldset whose legend names the radio group, and what is missing under it. */
function Question({
  name,
  legend,
  options,
  value,
  error,
  onChange,
}: {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  value: string;
  error: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <FormControl component="fieldset" error={error} sx={{ display: 'block', mb: 3 }}>
      <FormLabel component="legend" id={`${id}-legend`} sx={{ fontWeight: 600 }}>
        {legend}
      </FormLabel>
      <RadioGroup
        name={name}
        aria-labelledby={`${id}-legend`}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={`${id}-error`}>{SURVEY_TEXTS.answerRequired}</FormHelperText>}
    </FormControl>
  );
}
