// The screening form's controls, one per field kind of the domain (SCREENING_FIELD_SPECS): labels,
// options, limits and required marks all come from there. Changing a field clears its error.
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CGPA_RANGE,
  CURRENT_YEAR_OPTIONS,
  emptyProject,
  formatCommaList,
  isFieldVisible,
  MAX_PROJECTS,
  parseCommaList,
  PROJECT_FIELD_LABELS,
  PROJECT_MARKED_FIELDS,
  SCREENING_FIELD_SPECS,
  SCREENING_LIMITS,
  SECTION_FIELDS,
  SECTION_REQUIRED_FIELDS,
  type ScreeningFieldName,
  type ScreeningFormValues,
  type ScreeningProject,
  type ScreeningProjectField,
  type ScreeningSectionKey,
} from '@careers/domain';
import { useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { SCREENING_TEXTS } from '../messages';

const REQUIRED = new Set<ScreeningFieldName>(Object.values(SECTION_REQUIRED_FIELDS).flat());

/** A field's value, its error, and a setter that clears the error. */
function useScreeningField<F extends ScreeningFieldName>(field: F) {
  const { values, errors, setFieldValue, setFieldError } = useFormikContext<ScreeningFormValues>();
  return {
    value: values[field],
    error: errors[field] as string | undefined,
    setValue: (value: ScreeningFormValues[F]) => {
      void setFieldValue(field, value, false);
      setFieldError(field, undefined);
    },
  };
}

/** The visible fields of a section, in form order (conditional ones only when their condition holds). */
export function SectionFields({ section }: { section: ScreeningSectionKey }) {
  const { values } = useFormikContext<ScreeningFormValues>();
  return (
    <Stack spacing={3}>
      {SECTION_FIELDS[section]
        .filter((field) => isFieldVisible(field, values))
        .map((field) => (
          <ScreeningField key={field} field={field} />
        ))}
    </Stack>
  );
}

function ScreeningField({ field }: { field: ScreeningFieldName }) {
  switch (SCREENING_FIELD_SPECS[field].kind) {
    case 'short':
    case 'long':
      return <TextAnswer field={field} />;
    case 'select':
    case 'year':
      return <SelectAnswer field={field} />;
    case 'multiselect':
      return <MultiSelectAnswer field={field} />;
    case 'list':
      return <ListAnswer field={field} />;
    case 'checkbox':
      return <CheckboxAnswer field={field} />;
    case 'cgpa':
      return <CgpaAnswer field={field} />;
    case 'projects':
      return <ProjectsAnswer />;
  }
}

function TextAnswer({ field }: { field: ScreeningFieldName }) {
  const { value, error, setValue } = useScreeningField(field);
  const long = SCREENING_FIELD_SPECS[field].kind === 'long';
  return (
    <TextField
      id={field}
      label={SCREENING_FIELD_SPECS[field].label}
      required={REQUIRED.has(field)}
      fullWidth
      multiline={long}
      minRows={long ? 3 : undefined}
      value={value as string}
      onChange={(event) => setValue(event.target.value as never)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { maxLength: long ? SCREENING_LIMITS.longText : SCREENING_LIMITS.shortText } }}
    />
  );
}

/** A single choice (a framework, the current year) as a native select. */
function SelectAnswer({ field }: { field: ScreeningFieldName }) {
  const { value, error, setValue } = useScreeningField(field);
  const spec = SCREENING_FIELD_SPECS[field];
  const year = spec.kind === 'year';
  const options = year
    ? CURRENT_YEAR_OPTIONS.map((option) => ({ value: String(option), label: `Year ${option}` }))
    : (spec.options ?? []).map((option) => ({ value: option, label: option }));
  return (
    <TextField
      id={field}
      select
      label={spec.label}
      required={REQUIRED.has(field)}
      fullWidth
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        const chosen = event.target.value;
        setValue((year ? (chosen === '' ? null : Number(chosen)) : chosen) as never);
      }}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Select...</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** Several of the listed options, as checkboxes. */
function MultiSelectAnswer({ field }: { field: ScreeningFieldName }) {
  const { value, error, setValue } = useScreeningField(field);
  const spec = SCREENING_FIELD_SPECS[field];
  const chosen = value as string[];
  const labelId = useId();
  return (
    <FormControl component="fieldset" required={REQUIRED.has(field)} error={Boolean(error)}>
      <FormLabel component="legend" id={labelId}>
        {spec.label}
      </FormLabel>
      <FormGroup row aria-labelledby={labelId}>
        {(spec.options ?? []).map((option) => (
          <FormControlLabel
            key={option}
            sx={{ minWidth: 170 }}
            control={
              <Checkbox
                checked={chosen.includes(option)}
                onChange={(event) =>
                  setValue(
                    (event.target.checked ? [...chosen, option] : chosen.filter((entry) => entry !== option)) as never,
                  )
                }
              />
            }
            label={option}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** A list typed as comma-separated text: the text stays as typed, the value is its entries. */
function ListAnswer({ field }: { field: ScreeningFieldName }) {
  const { value, error, setValue } = useScreeningField(field);
  const list = value as string[];
  const [text, setText] = useState(() => formatCommaList(list));
  // A value set from elsewhere (a restored draft) shows as its text.
  const shown = JSON.stringify(parseCommaList(text)) === JSON.stringify(list) ? text : formatCommaList(list);
  return (
    <TextField
      id={field}
      label={SCREENING_FIELD_SPECS[field].label}
      required={REQUIRED.has(field)}
      fullWidth
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        setValue(parseCommaList(event.target.value) as never);
      }}
      error={Boolean(error)}
      helperText={error ?? SCREENING_TEXTS.listHint}
    />
  );
}

function CheckboxAnswer({ field }: { field: ScreeningFieldName }) {
  const { value, error, setValue } = useScreeningField(field);
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        control={
          <Checkbox id={field} checked={value === true} onChange={(event) => setValue(event.target.checked as never)} />
        }
        label={SCREENING_FIELD_SPECS[field].label}
      />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** A CGPA: a number input (0-10, step 0.01); the text stays as typed, the value is its number or null. */
function CgpaAnswer({ field }: { field: ScreeningFieldName }) {
  const { value, error, setValue } = useScreeningField(field);
  const number = value as number | null;
  const [text, setText] = useState(() => (number === null ? '' : String(number)));
  // A value set from elsewhere (a restored draft) shows as its number.
  const fromText = text.trim() === '' ? null : Number(text);
  const shown = fromText === number ? text : number === null ? '' : String(number);
  return (
    <TextField
      id={field}
      type="number"
      label={SCREENING_FIELD_SPECS[field].label}
      required={REQUIRED.has(field)}
      fullWidth
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        const next = event.target.value.trim() === '' ? null : Number(event.target.value);
        setValue((next === null || Number.isNaN(next) ? null : next) as never);
      }}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { min: CGPA_RANGE.min, max: CGPA_RANGE.max, step: CGPA_RANGE.step } }}
    />
  );
}

const PROJECT_LONG: readonly ScreeningProjectField[] = ['hardest_bug', 'improvements'];

/** The 1-3 project cards; name, tech stack and role carry the asterisk (not enforced). */
function ProjectsAnswer() {
  const { value, error, setValue } = useScreeningField('top_projects');
  const projects = value;
  const legendId = useId();
  const change = (index: number, key: ScreeningProjectField, text: string) =>
    setValue(projects.map((project, i) => (i === index ? { ...project, [key]: text } : project)));
  return (
    <FormControl component="fieldset" required error={Boolean(error)} aria-labelledby={legendId}>
      <FormLabel component="legend" id={legendId}>
        {SCREENING_FIELD_SPECS.top_projects.label} ({SCREENING_TEXTS.projectsHint})
      </FormLabel>
      {error && <FormHelperText>{error}</FormHelperText>}
      <Stack spacing={2} sx={{ mt: 1 }}>
        {projects.map((project: ScreeningProject, index) => (
          <Paper key={index} variant="outlined" sx={{ p: 2 }} component="section" aria-label={`Project ${index + 1}`}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                Project {index + 1}
              </Typography>
              {projects.length > 1 && (
                <Button
                  size="small"
                  onClick={() => setValue(projects.filter((_, i) => i !== index))}
                  aria-label={`${SCREENING_TEXTS.removeProject} project ${index + 1}`}
                >
                  {SCREENING_TEXTS.removeProject}
                </Button>
              )}
            </Stack>
            <Stack spacing={2}>
              {(Object.keys(PROJECT_FIELD_LABELS) as ScreeningProjectField[]).map((key) => (
                <TextField
                  key={key}
                  id={`top_projects-${index}-${key}`}
                  label={PROJECT_FIELD_LABELS[key]}
                  required={PROJECT_MARKED_FIELDS.includes(key)}
                  fullWidth
                  multiline={PROJECT_LONG.includes(key)}
                  minRows={PROJECT_LONG.includes(key) ? 2 : undefined}
                  value={project[key]}
                  onChange={(event) => change(index, key, event.target.value)}
                  slotProps={{
                    htmlInput: {
                      maxLength: PROJECT_LONG.includes(key) ? SCREENING_LIMITS.longText : SCREENING_LIMITS.shortText,
                    },
                  }}
                />
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Button
        sx={{ mt: 2, alignSelf: 'flex-start' }}
        variant="outlined"
        disabled={projects.length >= MAX_PROJECTS}
        onClick={() => setValue([...projects, emptyProject()])}
      >
        {SCREENING_TEXTS.addProject}
      </Button>
    </FormControl>
  );
}
