import type { GridColDef } from '@mui/x-data-grid';
import { transitionChoices, type AdminRecruitingStatus, type StatusChoice } from '@careers/domain/recruiting';
import { StatusDropdown } from '../../admin-kit';
import { useStatusChanging, type AdminRow } from '../api/admin-api';

type ChangeStatus = (id: string, status: AdminRecruitingStatus) => Promise<void>;

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
  changeStatus: ChangeStatus;
}) {
  const changing = useStatusChanging(row.id);
  return (
    <StatusDropdown<AdminRecruitingStatus>
      label={`Update status of ${row.name}`}
      placeholder={placeholder}
      choices={choices}
      disabled={changing}
      onChoose={(next) => void changeStatus(row.id, next)}
    />
  );
}

/**
 * The 'Actions' column of Interview Management and Our Team: an 'Update Status' dropdown offering
 * the moves of section 4 from the row's status.
 */
export function updateStatusColumn(changeStatus: ChangeStatus, minWidth: number): GridColDef<AdminRow> {
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

/** The column naming each application's posting by its title (useJobTitles): the admin kit's. */
export { postingColumn } from '../../admin-kit';
