import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { AdminRecruitingStatus, StatusChoice } from '@careers/domain';

interface Props {
  /** Names the dropdown for assistive technology, e.g. 'Update status of Maria Santos'. */
  label: string;
  /** The text shown while nothing is chosen. */
  placeholder: string;
  choices: StatusChoice[];
  disabled?: boolean;
  onChoose: (status: AdminRecruitingStatus) => void;
}

/** A per-row status dropdown: it never keeps a value, so it resets after each choice. */
export function StatusDropdown({ label, placeholder, choices, disabled, onChoose }: Props) {
  return (
    <Select
      size="small"
      value=""
      displayEmpty
      disabled={disabled || choices.length === 0}
      renderValue={() => placeholder}
      onChange={(event) => {
        if (event.target.value) onChoose(event.target.value as AdminRecruitingStatus);
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
