import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  SCORECARD_LIMITS,
  SCORECARD_MESSAGES,
  SCORECARD_RATING_LABELS,
  SCORECARD_RATINGS,
  scorecardBodySchema,
  type Recommendation,
  type ScorecardAttribute,
  type ScorecardRating,
  type ScorecardView,
} from '@careers/domain/team';
import { useFormik, type FormikErrors } from 'formik';
import { useState, type ReactNode } from 'react';
import { TextInput } from '../../../components/TextInput';
import { errorMessage } from '../../../lib/api';
import { formatReaderTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { SCORECARD_TEXT } from '../content';
import { useDraftAutosave, useScorecardSaving, type ScorecardValues } from '../hooks/useScorecardSaving';
import { ChoiceGroup } from './ScorecardParts';

const TEXT = SCORECARD_TEXT;

const RATING_OPTIONS = SCORECARD_RATINGS.map((rating) => ({
  value: String(rating),
  label: SCORECARD_RATING_LABELS[rating],
}));
const RECOMMENDATION_OPTIONS = RECOMMENDATIONS.map((value) => ({ value, label: RECOMMENDATION_LABELS[value] }));

/** The server's body schema over what the form holds (the button says whether it is submitted). */
const valuesSchema = scorecardBodySchema.omit(['submitted']);

const valuesOf = (mine: ScorecardView | null): ScorecardValues => ({
  ratings: mine?.ratings ?? {},
  recommendation: mine?.recommendation ?? null,
  notes: mine?.notes ?? '',
});

const unrated = (attributes: readonly ScorecardAttribute[], values: ScorecardValues) =>
  attributes.filter((attribute) => values.ratings[attribute.id] === undefined);

/**
 * What a submission lacks, as the server checks it: every attribute rated and a recommendation
 * (Formik merges these errors with the schema's).
 */
function completeness(attributes: readonly ScorecardAttribute[], values: ScorecardValues) {
  const errors: FormikErrors<ScorecardValues> = {};
  const missing = unrated(attributes, values);
  if (missing.length > 0) {
    errors.ratings = Object.fromEntries(missing.map((attribute) => [attribute.id, SCORECARD_MESSAGES.incomplete]));
  }
  if (values.recommendation === null) errors.recommendation = SCORECARD_MESSAGES.incomplete;
  return errors;
}

/**
 * My scorecard of one application: a rating of each attribute, a recommendation and notes. A
 * draft saves with its button and on its own while not submitted; a submission needs it complete,
 * and once submitted, submitting again amends it.
 */
export function ScorecardForm({
  applicationId,
  attributes,
  mine,
  children,
}: {
  applicationId: string;
  attributes: ScorecardAttribute[];
  mine: ScorecardView | null;
  /** Shown under the form's heading: where my scorecard stands. */
  children?: ReactNode;
}) {
  const submitted = mine?.submitted === true;
  const saving = useScorecardSaving(applicationId, valuesOf(mine));
  const [savingDraft, setSavingDraft] = useState(false);
  const formik = useFormik<ScorecardValues>({
    initialValues: valuesOf(mine),
    validationSchema: valuesSchema,
    validate: (values) => completeness(attributes, values),
    onSubmit: async (values) => {
      try {
        await saving.save(values, true);
        toast.success(TEXT.submitted);
      } catch (error) {
        toast.error(errorMessage(error, TEXT.submitFailed));
      }
    },
  });
  const { values, errors, submitCount, isSubmitting } = formik;
  useDraftAutosave(saving, values, !submitted && !isSubmitting);

  const saveDraft = async () => {
    setSavingDraft(true);
    try {
      await saving.save(values, false);
      toast.success(TEXT.draftSaved);
    } catch (error) {
      toast.error(errorMessage(error, TEXT.saveFailed));
    } finally {
      setSavingDraft(false);
    }
  };

  const tried = submitCount > 0;
  const incomplete = tried && (unrated(attributes, values).length > 0 || values.recommendation === null);
  const notesError = errors.notes && (formik.touched.notes || tried) ? errors.notes : undefined;
  const busy = isSubmitting || savingDraft;
  const { autosave } = saving;
  const autosaveText = autosave.failed
    ? TEXT.autosaveFailed
    : autosave.savedAt && TEXT.autosaved(formatReaderTime(autosave.savedAt));

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="scorecard-form-heading">
      <Typography id="scorecard-form-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        {TEXT.formHeading}
      </Typography>
      {children}
      <Stack spacing={3}>
        {attributes.map((attribute) => (
          <ChoiceGroup
            key={attribute.id}
            name={`rating-${attribute.id}`}
            legend={attribute.label}
            description={attribute.description}
            options={RATING_OPTIONS}
            value={String(values.ratings[attribute.id] ?? '')}
            onChange={(chosen) =>
              void formik.setFieldValue('ratings', {
                ...values.ratings,
                [attribute.id]: Number(chosen) as ScorecardRating,
              })
            }
            error={tried && values.ratings[attribute.id] === undefined}
            disabled={busy}
          />
        ))}
        <ChoiceGroup
          name="recommendation"
          legend={TEXT.recommendation}
          options={RECOMMENDATION_OPTIONS}
          value={values.recommendation ?? ''}
          onChange={(chosen) => void formik.setFieldValue('recommendation', chosen as Recommendation)}
          error={tried && values.recommendation === null}
          disabled={busy}
        />
        <TextInput
          id="scorecard-notes"
          name="notes"
          label={TEXT.notes}
          multiline
          minRows={4}
          fullWidth
          value={values.notes}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(notesError)}
          helperText={notesError}
          disabled={busy}
          htmlInput={{ maxLength: SCORECARD_LIMITS.notes }}
        />
      </Stack>
      {submitted && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {TEXT.amendNote}
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 3, flexWrap: 'wrap', alignItems: 'center' }}>
        {!submitted && (
          <Button variant="outlined" onClick={() => void saveDraft()} disabled={busy}>
            {TEXT.saveDraft}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={busy}>
          {submitted ? TEXT.amend : TEXT.submit}
        </Button>
        {!submitted && autosaveText && (
          <Typography variant="body2" color={autosave.failed ? 'error' : 'text.secondary'} role="status">
            {autosaveText}
          </Typography>
        )}
      </Stack>
      {incomplete && (
        <Typography role="alert" color="error" sx={{ mt: 2 }}>
          {SCORECARD_MESSAGES.incomplete}
        </Typography>
      )}
    </Box>
  );
}
