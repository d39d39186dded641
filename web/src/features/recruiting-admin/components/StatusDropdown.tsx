import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { GridColDef } from '@mui/x-data-grid';
import { transitionChoices, type AdminRecruitingStatus, type StatusChoice } from '@careers/domain';
import { useStatusChanging, type AdminRow } from '../api/admin-api';

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

/**
 * The 'Actions' column of Interview Management and Our Team: an 'Update Status' dropdown offering
 * the moves of section 4 from the row's status.
 */
export function updateStatusColumn(
  changeStatus: (id: string, status: AdminRecruitingStatus) => void,
  minWidth: number,
): GridColDef<AdminRow> {
  return {
    field: 'actions',
    headerName: 'Actions',
    minWidth,
    sortable: false,
    renderCell: ({ row }) => (
      <RowStatusDropdown
        row={row}
        placeholder="Update Status"
        choices={transitionChoices(row.status)}
        changeStatus={changeStatus}
      />
    ),
  };
}

/** A row's status dropdown, disabled while a change of that row is in flight. */
export function RowStatusDropdown({
  row,
  placeholder,
  choices,
  changeStatus,
}: {
  row: AdminRow;
  placeholder: string;
  choices: StatusChoice[];
  changeStatus: (id: string, status: AdminRecruitingStatus) => void;
}) {
  const changing = useStatusChanging(row.id);
  return (
    <StatusDropdown
      label={`Update status of ${row.name}`}
      placeholder={placeholder}
      choices={choices}
      disabled={changing}
      onChoose={(next) => changeStatus(row.id, next)}
    />
  );
}
