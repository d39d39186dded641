import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  attributeIdOf,
  SCORECARD_LIMITS,
  SCORECARD_VISIBILITIES,
  SCORECARD_VISIBILITY_LABELS,
  type ScorecardAttribute,
  type ScorecardDefinition,
} from '@careers/domain/team';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { TextInput } from '../../../components/TextInput';
import { JOBS_ADMIN_TEXT } from '../content';

/** The scorecard as the form edits it: a new attribute has no id until it is saved. */
export type EditedScorecard = ScorecardDefinition;

/**
 * The scorecard the call sends: each new attribute's id made from its label (unique among the
 * others); an attribute kept keeps its id, so the ratings already given stay keyed to it.
 */
export function scorecardToSend(scorecard: EditedScorecard): ScorecardDefinition {
  const taken = new Set(scorecard.attributes.map((attribute) => attribute.id).filter(Boolean));
  const attributes = scorecard.attributes.map((attribute): ScorecardAttribute => {
    if (attribute.id) return attribute;
    const base = attributeIdOf(attribute.label);
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}_${n}`;
    taken.add(id);
    return { ...attribute, id };
  });
  return { ...scorecard, attributes };
}

const VISIBILITY_OPTIONS = SCORECARD_VISIBILITIES.map((visibility) => ({
  value: visibility,
  label: SCORECARD_VISIBILITY_LABELS[visibility],
}));

/** The posting's scorecard in the hiring team dialog: who sees whose, and the attributes rated. */
export function ScorecardEditor() {
  const { values, errors, handleChange, handleBlur } = useFormikContext<{ scorecard: EditedScorecard }>();
  const { attributes } = values.scorecard;
  const listError = getIn(errors, 'scorecard.attributes') as unknown;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {JOBS_ADMIN_TEXT.scorecard}
      </Typography>
      <TextInput
        name="scorecard.visibility"
        label={JOBS_ADMIN_TEXT.scorecardVisibility}
        value={values.scorecard.visibility}
        onChange={handleChange}
        fullWidth
        sx={{ mb: 2 }}
        options={VISIBILITY_OPTIONS}
      />
      <FieldArray name="scorecard.attributes">
        {({ push, remove }) => (
          <Stack spacing={1.5}>
            {attributes.map((attribute, index) => {
              const labelError = getIn(errors, `scorecard.attributes.${index}.label`) as string | undefined;
              return (
                <Stack key={attribute.id || `new-${index}`} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <TextInput
                    name={`scorecard.attributes.${index}.label`}
                    label={`${JOBS_ADMIN_TEXT.attributeLabel} ${index + 1}`}
                    value={attribute.label}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    error={Boolean(labelError)}
                    helperText={labelError}
                    size="small"
                  />
                  <TextInput
                    name={`scorecard.attributes.${index}.description`}
                    label={`${JOBS_ADMIN_TEXT.attributeDescription} ${index + 1}`}
                    value={attribute.description}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    size="small"
                    fullWidth
                  />
                  <Button
                    onClick={() => remove(index)}
                    disabled={attributes.length <= 1}
                    aria-label={`${JOBS_ADMIN_TEXT.remove} ${JOBS_ADMIN_TEXT.attributeLabel.toLowerCase()} ${index + 1}`}
                  >
                    {JOBS_ADMIN_TEXT.remove}
                  </Button>
                </Stack>
              );
            })}
            {typeof listError === 'string' && <Typography color="error">{listError}</Typography>}
            <Box>
              <Button
                onClick={() => push({ id: '', label: '', description: '' })}
                disabled={attributes.length >= SCORECARD_LIMITS.attributes}
              >
                {JOBS_ADMIN_TEXT.addAttribute}
              </Button>
            </Box>
          </Stack>
        )}
      </FieldArray>
    </Box>
  );
}
