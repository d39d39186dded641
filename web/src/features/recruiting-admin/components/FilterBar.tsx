import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

/** The row above an admin table: a search field, then any filters. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      {children}
    </Stack>
  );
}

/** The admin tables' search (name or email, case-insensitive substring). */
export function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Search by name or email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={{ flex: 1 }}
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
}: {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  minWidth: number;
}) {
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
