import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  APPLICATION_FLOW_LABELS,
  APPLICATION_FLOWS,
  JOB_FIELD_LABELS,
  JOB_MESSAGES,
  JOB_TYPES,
  type Job,
} from '@careers/domain/jobs';
import { CRITERIA_RULES, countryByCode } from '@careers/domain/recruiting';
import { serialize } from '@careers/domain/shared';
import { FieldArray, FormikProvider, getIn, useFormik } from 'formik';
import { useState } from 'react';
import { autocompleteInput, TextInput } from '../../../components/TextInput';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';

import { useCreateJob, useUpdateJob } from '../api/jobs-admin-api';
import { JOBS_ADMIN_TEXT } from '../content';
import { JobPreview } from './JobPreview';

import { bodyOf, emptyValues, previewOf, validateJobValues, valuesOf, type JobValues } from '../job-values';
import { CHOOSABLE_COUNTRIES, errorOf, text, TextList } from './JobFormParts';

/**
 * The create and edit form of a posting (Formik, validated by the domain's createJobSchema on the
 * body it sends: the API's own rules and messages), in a dialog, with a preview of the public page.
 * `applications`: how many have applied (the flow is locked once anyone has).
 */
export function JobFormDialog({
  job,
  applications,
  onClose,
}: {
  job: Job | null;
  applications: number;
  onClose: () => void;
}) {
  const create = useCreateJob();
  const update = useUpdateJob();
  const [previewing, setPreviewing] = useState(false);
  const flowLocked = job !== null && applications > 0;
  const formik = useFormik<JobValues>({
    initialValues: job ? valuesOf(job) : emptyValues(),
    validate: validateJobValues,
    onSubmit: async (values) => {
      try {
        if (job) {
          const changes = bodyOf(values, job);
          if (Object.keys(changes).length > 0) await update.mutateAsync({ slug: job.id, changes });
          toast.success(`${values.title}: ${JOB_MESSAGES.saved}`);
        } else {
          const { job: made } = await create.mutateAsync(bodyOf(values, null));
          toast.success(`${made.title}: ${JOB_MESSAGES.created}`);
        }
        onClose();
      } catch (error) {
        toast.error(errorMessage(error, JOB_MESSAGES.saveFailed));
      }
    },
  });
  const { values, errors, touched, handleChange, handleBlur, setFieldValue, setFieldTouched } = formik;
  const fieldError = (path: string) => text(errorOf(errors, touched, path));
  const loveError = text(errorOf(errors, touched, 'whyYoullLoveIt'));
  const countriesError = fieldError('applicantCountries') ?? text(getIn(errors, 'applicantCountries.0'));

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="position-form-title">
      <FormikProvider value={formik}>
        <Box component="form" noValidate onSubmit={formik.handleSubmit}>
          <DialogTitle id="position-form-title">
            {job ? `${JOBS_ADMIN_TEXT.edit}: ${job.title}` : JOBS_ADMIN_TEXT.create}
          </DialogTitle>
          <DialogContent dividers>
            <Stack spacing={3}>
              <TextInput
                name="title"
                label={JOB_FIELD_LABELS.title}
                value={values.title}
                onChange={handleChange}
                onBlur={handleBlur}
                error={Boolean(fieldError('title'))}
                helperText={fieldError('title') ?? JOBS_ADMIN_TEXT.slugNote}
                required
                fullWidth
              />
              <TextInput
                name="type"
                label={JOB_FIELD_LABELS.type}
                value={values.type}
                onChange={handleChange}
                onBlur={handleBlur}
                error={Boolean(fieldError('type'))}
                helperText={fieldError('type')}
                required
                options={JOB_TYPES.map((type) => ({ value: type, label: type }))}
              />
              <TextInput
                name="description"
                label={JOB_FIELD_LABELS.description}
                value={values.description}
                onChange={handleChange}
                onBlur={handleBlur}
                error={Boolean(fieldError('description'))}
                helperText={fieldError('description')}
                required
                multiline
                minRows={3}
                fullWidth
              />
              <TextList
                name="responsibilities"
                label={JOB_FIELD_LABELS.responsibilities}
                values={values.responsibilities}
                errors={errors}
                touched={touched}
                onChange={handleChange}
                onBlur={handleBlur}
              />
              <TextList
                name="growthOpportunity"
                label={JOB_FIELD_LABELS.growthOpportunity}
                values={values.growthOpportunity}
                errors={errors}
                touched={touched}
                onChange={handleChange}
                onBlur={handleBlur}
              />
              <FieldArray name="whyYoullLoveIt">
                {({ push, remove }) => (
                  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                    <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                      {JOB_FIELD_LABELS.whyYoullLoveIt}
                    </Typography>
                    <Stack spacing={1.5}>
                      {values.whyYoullLoveIt.map((item, index) => (
                        <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                          <TextInput
                            name={`whyYoullLoveIt.${index}.title`}
                            label={`${JOBS_ADMIN_TEXT.itemTitle} ${index + 1}`}
                            value={item.title}
                            onChange={handleChange}
                            onBlur={handleBlur}
                            error={Boolean(fieldError(`whyYoullLoveIt.${index}.title`))}
                            helperText={fieldError(`whyYoullLoveIt.${index}.title`)}
                            size="small"
                          />
                          <TextInput
                            name={`whyYoullLoveIt.${index}.description`}
                            label={`${JOBS_ADMIN_TEXT.itemDescription} ${index + 1}`}
                            value={item.description}
                            onChange={handleChange}
                            onBlur={handleBlur}
                            error={Boolean(fieldError(`whyYoullLoveIt.${index}.description`))}
                            helperText={fieldError(`whyYoullLoveIt.${index}.description`)}
                            size="small"
                            fullWidth
                          />
                          <Button
                            onClick={() => remove(index)}
                            aria-label={`${JOBS_ADMIN_TEXT.remove} ${JOB_FIELD_LABELS.whyYoullLoveIt} ${index + 1}`}
                          >
                            {JOBS_ADMIN_TEXT.remove}
                          </Button>
                        </Stack>
                      ))}
                    </Stack>
                    {loveError && <FormHelperText error>{loveError}</FormHelperText>}
                    <Button
                      onClick={() => push({ title: '', description: '' })}
                      sx={{ mt: 1 }}
                      aria-label={`${JOBS_ADMIN_TEXT.add} to ${JOB_FIELD_LABELS.whyYoullLoveIt}`}
                    >
                      {JOBS_ADMIN_TEXT.add}
                    </Button>
                  </Box>
                )}
              </FieldArray>
              <Autocomplete
                multiple
                options={CHOOSABLE_COUNTRIES.map((country) => country.code)}
                getOptionLabel={(code) => countryByCode(code)?.name ?? code}
                value={values.applicantCountries}
                onChange={(_event, codes) => void setFieldValue('applicantCountries', codes)}
                onBlur={() => void setFieldTouched('applicantCountries', true)}
                renderInput={(params) => (
                  <TextInput
                    {...autocompleteInput(params)}
                    label={JOB_FIELD_LABELS.applicantCountries}
                    error={Boolean(countriesError)}
                    helperText={countriesError}
                    required
                  />
                )}
              />
              <TextInput
                type="date"
                name="validThrough"
                label={JOB_FIELD_LABELS.validThrough}
                value={values.validThrough}
                onChange={handleChange}
                onBlur={handleBlur}
                error={Boolean(fieldError('validThrough'))}
                helperText={fieldError('validThrough')}
                required
                shrinkLabel
              />
              <FormControl error={Boolean(fieldError('flow'))} disabled={flowLocked}>
                <FormLabel id="position-flow-label">{JOB_FIELD_LABELS.flow}</FormLabel>
                <RadioGroup
                  aria-labelledby="position-flow-label"
                  name="flow"
                  value={values.flow}
                  onChange={handleChange}
                >
                  {APPLICATION_FLOWS.map((flow) => (
                    <FormControlLabel
                      key={flow}
                      value={flow}
                      control={<Radio />}
                      label={APPLICATION_FLOW_LABELS[flow]}
                    />
                  ))}
                </RadioGroup>
                <FormHelperText>
                  {flowLocked
                    ? JOBS_ADMIN_TEXT.flowLocked
                    : `${JOBS_ADMIN_TEXT.recruitingCriteria}${Object.values(CRITERIA_RULES).join('; ')}.`}
                </FormHelperText>
              </FormControl>
              {!job && (
                <FormControlLabel
                  control={<Checkbox name="isActive" checked={values.isActive} onChange={handleChange} />}
                  label={JOB_FIELD_LABELS.isActive}
                />
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setPreviewing(true)}>{JOBS_ADMIN_TEXT.preview}</Button>
            <Box sx={{ flex: 1 }} />
            <Button onClick={onClose}>{JOBS_ADMIN_TEXT.cancel}</Button>
            <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
              {JOBS_ADMIN_TEXT.save}
            </Button>
          </DialogActions>
        </Box>
      </FormikProvider>
      {previewing && <JobPreview job={serialize(previewOf(values, job))} onClose={() => setPreviewing(false)} />}
    </Dialog>
  );
}
