// The per-row status dropdown itself (MUI's Select): loaded once the first rows show (StatusDropdown).
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export interface StatusDropdownProps<Status extends string> {
  /** Names the dropdown for assistive technology, e.g. 'Update status of Maria Santos'. */
  label: string;
  /** The text shown while nothing is chosen. */
  placeholder: string;
  choices: readonly { status: Status; label: string }[];
  /** Disabled while a change of its row is in flight. */
  disabled?: boolean;
  onChoose: (status: Status) => void;
}

/** A per-row status dropdown: it never keeps a value, so it resets after each choice. */
export default function StatusSelect<Status extends string>({
  label,
  placeholder,
  choices,
  disabled,
  onChoose,
}: StatusDropdownProps<Status>) {
  return (
    <Select
      size="small"
      value=""
      displayEmpty
      disabled={disabled || choices.length === 0}
      renderValue={() => placeholder}
      onChange={(event) => {
        if (event.target.value) onChoose(event.target.value as Status);
      }}
      inputProps={{ 'aria-label': label }}
      onKeyDown={(event) => event.stopPropagation()}
      sx={{ minWidth: 160, fontSize: 14 }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.status} value={choice.status}>
          {choice.label}
        </MenuItem>
      ))}
    </Select>
  );
}
