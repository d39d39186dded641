// The filters' fields themselves (the app's TextInput and MUI's Select): loaded once the first rows show
// (FilterBar.tsx shows their places until then).
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { TextInput } from '../../components/TextInput';
import type { FilterSelectProps, SearchFieldProps } from './FilterBar';

/** An admin table's search (by default: name or email, case-insensitive substring). */
export function SearchField({ value, onChange, label, minWidth }: SearchFieldProps) {
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={minWidth ? { minWidth } : { flex: 1 }}
    />
  );
}

/** A labelled choice among fixed options (a status, an interview filter). */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  minWidth,
}: FilterSelectProps<T>) {
  const labelId = `${id}-label`;
  return (
    <FormControl size="small" sx={{ minWidth }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select labelId={labelId} label={label} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
