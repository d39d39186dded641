// The app's text field: MUI's outlined TextField, composed of the parts TextField itself renders
// (FormControl, InputLabel, OutlinedInput, FormHelperText), with the same markup, ids and ARIA.
// A choice among a few options is a native select (`options`), which phones show as their own
// picker. Why not TextField itself: its module imports Select, Menu, Popover and Modal and the
// filled and standard inputs for every field, plain text ones too, about 22 KiB (compressed) that
// a candidate's form would fetch before its first field shows (docs/performance.md).
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ChangeEvent, type FocusEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/** One option of a native select. */
export interface TextInputOption {
  value: string;
  label: string;
}

type InputAttributes = InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement>;
// Attributes written in place may name data- ones (the second); a typed set of them, an
// Autocomplete's input props say, has no index of data- names to match (the first).
type HtmlInputProps = InputAttributes | (InputAttributes & Record<`data-${string}`, string>);

export interface TextInputProps {
  label: ReactNode;
  /** Unset only for an Autocomplete's input: its `htmlInput` carries the value and onChange. */
  value?: string | number;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  /** The input's id (the label and helper text refer to it); a generated one when unset. */
  id?: string;
  name?: string;
  /** A native select of these options (the first is shown when `value` matches none). */
  options?: readonly TextInputOption[];
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  multiline?: boolean;
  minRows?: number;
  maxRows?: number;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
  /** The label sits above the field even when it is empty (a date, a select). */
  shrinkLabel?: boolean;
  /** Attributes of the input element itself (maxLength, min, max, step, data-testid...). */
  htmlInput?: HtmlInputProps;
  /** Props of the outlined input around it (adornments, aria-describedby of the wrapper...). */
  input?: Partial<OutlinedInputProps>;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  sx?: SxProps<Theme>;
}

/** An outlined text field (or, with `options`, a native select) with its label and helper text. */
export function TextInput({
  label,
  value,
  onChange,
  onBlur,
  id: idOverride,
  name,
  options,
  error = false,
  helperText,
  required = false,
  disabled = false,
  fullWidth = false,
  multiline = false,
  minRows,
  maxRows,
  type,
  placeholder,
  autoComplete,
  autoFocus,
  size,
  shrinkLabel,
  htmlInput,
  input,
  inputRef,
  sx,
}: TextInputProps) {
  const generated = useId();
  const id = idOverride ?? generated;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const labelId = `${id}-label`;
  const select = options !== undefined;
  const shrink = select || shrinkLabel ? true : undefined;
  const outlined = (
    <OutlinedInput
      label={label}
      notched={shrink}
      fullWidth={fullWidth}
      {...(select
        ? {}
        : {
            id,
            name,
            value,
            onChange,
            onBlur,
            multiline,
            minRows,
            maxRows,
            type,
            placeholder,
            autoComplete,
            autoFocus,
            inputRef,
            inputProps: htmlInput,
            'aria-describedby': helperTextId,
          })}
      {...input}
    />
  );
  return (
    <FormControl
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      variant="outlined"
      sx={sx}
    >
      <InputLabel htmlFor={id} id={labelId} shrink={shrink}>
        {label}
      </InputLabel>
      {select ? (
        <NativeSelect
          input={outlined}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          name={name}
          autoFocus={autoFocus}
          inputRef={inputRef as Ref<HTMLSelectElement>}
          inputProps={{ id, 'aria-describedby': helperTextId }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      ) : (
        outlined
      )}
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

/** An Autocomplete's input (the params of its renderInput) as TextInput's props. */
export function autocompleteInput({ slotProps, ...params }: AutocompleteRenderInputParams) {
  return { ...params, input: slotProps.input, htmlInput: slotProps.htmlInput };
}
