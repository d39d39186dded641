// Formik-bound form controls of the application steps: each shows its field's message from
// the step schema once the step's Next was pressed, then live as the answer changes. (Not on
// blur: a message appearing as a field loses focus moves the Next button under the pointer.)
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { getIn, useFormikContext, type FormikValues } from 'formik';
import { useId, type ReactNode } from 'react';
import { TextInput, type TextInputProps } from '../../../components/TextInput';

/** The field's message when it should show. */
function useFieldError(name: string): string | undefined {
  const { errors, submitCount } = useFormikContext<FormikValues>();
  const error = getIn(errors, name) as string | undefined;
  return error && submitCount > 0 ? error : undefined;
}

type TextProps = Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'error' | 'helperText' | 'label'> & {
  name: string;
  label: string;
  onChange?: TextInputProps['onChange'];
};

/** A text input (or, with `options`, a native select). */
export function FormText({ name, ...props }: TextProps) {
  const { values, handleChange, handleBlur } = useFormikContext<FormikValues>();
  const error = useFieldError(name);
  return (
    <TextInput
      fullWidth
      {...props}
      id={props.id ?? name}
      name={name}
      value={(getIn(values, name) as string | undefined) ?? ''}
      onChange={props.onChange ?? handleChange}
      onBlur={handleBlur}
      error={Boolean(error)}
      helperText={error}
    />
  );
}

/** A question answered by one of `options` (radio buttons); values map to and from strings. */
export function FormChoice<T extends string | boolean>({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: { value: T; label: string }[];
}) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<FormikValues>();
  const error = useFieldError(name);
  const labelId = useId();
  const current = getIn(values, name) as T | null | '';
  return (
    <FormControl error={Boolean(error)} component="fieldset" sx={{ width: '100%' }}>
      <FormLabel id={labelId} component="legend">
        {label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={name}
        value={current === null || current === '' ? '' : String(current)}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          void setFieldValue(name, chosen ? chosen.value : null);
        }}
        onBlur={() => void setFieldTouched(name, true)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={String(option.value)}
            value={String(option.value)}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

export const YES_NO: { value: boolean; label: string }[] = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];

/** A checkbox bound to a boolean field. */
export function FormCheckbox({ name, label, disabled }: { name: string; label: ReactNode; disabled?: boolean }) {
  const { values, setFieldValue } = useFormikContext<FormikValues>();
  const error = useFieldError(name);
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        control={
          <Checkbox
            name={name}
            checked={Boolean(getIn(values, name))}
            disabled={disabled}
            onChange={(event) => void setFieldValue(name, event.target.checked)}
          />
        }
        label={label}
      />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
