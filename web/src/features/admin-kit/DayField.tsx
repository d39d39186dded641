import TextField from '@mui/material/TextField';

/** A day filter: a native date input (the browser's own picker, keyboard and screen reader support). */
export function DayField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  error?: string;
}) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      // A date input always shows its own mask: its label must stay above it, empty or not.
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 170 }}
    />
  );
}
