// The screening form's controls, one per field kind of the domain (SCREENING_FIELD_SPECS): labels,
// options, limits and required marks all come from there. Changing a field clears its error.
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import {
  CGPA_RANGE,
  CURRENT_YEAR_OPTIONS,
  formatCommaList,
  isFieldVisible,
  parseCommaList,
  SCREENING_FIELD_SPECS,
  SCREENING_LIMITS,
  SECTION_FIELDS,
  SECTION_REQUIRED_FIELDS,
  type ScreeningFieldName,
  type ScreeningFormValues,
  type ScreeningSectionKey,
} from '@careers/domain/screening';
import { useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { TextInput } from '../../../components/TextInput';
import { SCREENING_TEXTS } from '../messages';
import { ProjectsAnswer } from './ProjectsAnswer';
import { useScreeningField } from './useScreeningField';

const REQUIRED = new Set<ScreeningFieldName>(Object.values(SECTION_REQUIRED_FIELDS).flat());

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
    <TextInput
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
      htmlInput={{ maxLength: long ? SCREENING_LIMITS.longText : SCREENING_LIMITS.shortText }}
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
    <TextInput
      id={field}
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
      options={[{ value: '', label: 'Select...' }, ...options]}
    />
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
    <TextInput
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
    <TextInput
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
      htmlInput={{ min: CGPA_RANGE.min, max: CGPA_RANGE.max, step: CGPA_RANGE.step }}
    />
  );
}
