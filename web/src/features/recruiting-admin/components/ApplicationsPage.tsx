import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  ADMIN_RECRUITING_STATUSES,
  applicationsCsv,
  overrideChoices,
  RECRUITING_STATUS_LABELS,
  type AdminRecruitingStatus,
  type ApplicationListSort,
} from '@careers/domain';
import { useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { downloadTextFile } from '../../../lib/download';
import { applicationsOfView, useBulkStatus, type AdminRow, type ApplicationsView } from '../api/admin-api';
import { formatDayTime } from '../../../lib/dates';
import { useStatusChange } from '../hooks/useStatusChange';
import { AdminPage } from './AdminPage';
import { FilterBar, FilterSelect, SearchField } from './FilterBar';
import { ApplicationDetailDialog } from './ApplicationDetailDialog';
import { LiveApplicationsGrid } from './LiveApplicationsGrid';
import { NameButton } from './NameButton';
import { StatusChip } from './StatusChip';
import { RowStatusDropdown } from './StatusDropdown';

type StatusFilter = AdminRecruitingStatus | 'all';
const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Statuses' },
  ...ADMIN_RECRUITING_STATUSES.map((value) => ({ value, label: RECRUITING_STATUS_LABELS[value] })),
];

/** All Applications: search, status filter, sortable live pages, per-row and bulk status changes, CSV export. */
export default function ApplicationsPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<{ sort: ApplicationListSort; direction: 'asc' | 'desc' }>({
    sort: 'created_at',
    direction: 'desc',
  });
  const [refresh, setRefresh] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const [selected, setSelected] = useState<AdminRow[]>([]);
  const [bulkStatus, setBulkStatus] = useState<AdminRecruitingStatus | ''>('');
  const [report, setReport] = useState<ReturnType<typeof useBulkStatus>['data'] | null>(null);
  const shown = useRef<{ rows: AdminRow[]; searching: boolean }>({ rows: [], searching: false });
  const changeStatus = useStatusChange();
  const bulk = useBulkStatus();

  const view: ApplicationsView = useMemo(
    () => ({
      statuses: status === 'all' ? undefined : [status],
      search,
      sort: sort.sort,
      direction: sort.direction,
      pageSize: ADMIN_PAGE_SIZE.default,
    }),
    [status, search, sort],
  );

  const columns: GridColDef<AdminRow>[] = [
    {
      field: 'name',
      headerName: 'Name',
      flex: 1.2,
      minWidth: 160,
      renderCell: ({ row }) => <NameButton name={row.name} onOpen={() => setOpenId(row.id)} />,
    },
    { field: 'email', headerName: 'Email', flex: 1.4, minWidth: 200 },
    { field: 'country', headerName: 'Country', flex: 0.8, minWidth: 120 },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 170,
      renderCell: ({ row }) => <StatusChip status={row.status} />,
    },
    {
      field: 'criteria_failure_reason',
      headerName: 'Failure Reason',
      flex: 1,
      minWidth: 160,
      sortable: false,
    },
    {
      field: 'created_at',
      headerName: 'Applied',
      minWidth: 180,
      valueFormatter: (value: Date) => formatDayTime(value),
    },
    {
      field: 'actions',
      headerName: 'Update Status',
      minWidth: 190,
      sortable: false,
      renderCell: ({ row }) => (
        <RowStatusDropdown
          row={row}
          placeholder="Change status"
          choices={overrideChoices(row.status, RECRUITING_STATUS_LABELS)}
          changeStatus={changeStatus}
        />
      ),
    },
  ];

  const exportCsv = async () => {
    try {
      const rows = await applicationsOfView(view, shown.current.rows, shown.current.searching);
      const csv = applicationsCsv(rows, RECRUITING_STATUS_LABELS);
      downloadTextFile(`applications-${status}-${new Date().toISOString().slice(0, 10)}.csv`, csv, 'text/csv');
    } catch (error) {
      console.error(error);
      toast.error(ADMIN_MESSAGES.applicationsFailed);
    }
  };

  const applyBulk = () => {
    if (!bulkStatus || selected.length === 0) return;
    bulk.mutate(
      { rows: selected.map((row) => ({ id: row.id, name: row.name })), status: bulkStatus },
      {
        onSuccess: (result) => {
          setReport(result);
          setBulkStatus('');
          if (result.failed.length === 0) toast.success(result.summary);
          else toast.error(result.summary);
        },
      },
    );
  };

  return (
    <AdminPage
      title="All Applications"
      aside={
        <>
          <Button variant="outlined" onClick={() => void exportCsv()}>
            Export CSV
          </Button>
          <Button variant="contained" onClick={() => setRefresh((count) => count + 1)}>
            Refresh
          </Button>
        </>
      }
    >
      <FilterBar>
        <SearchField value={search} onChange={setSearch} />
        <FilterSelect
          id="status-filter"
          label="Status"
          value={status}
          options={STATUS_FILTERS}
          onChange={setStatus}
          minWidth={220}
        />
      </FilterBar>

      {selected.length > 0 && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mb: 2, alignItems: { sm: 'center' } }}
          role="region"
          aria-label="Bulk status change"
        >
          <Typography>{selected.length} selected</Typography>
          <FormControl size="small" sx={{ minWidth: 220 }}>
            <InputLabel id="bulk-status-label">Set status to</InputLabel>
            <Select
              labelId="bulk-status-label"
              label="Set status to"
              value={bulkStatus}
              onChange={(event) => setBulkStatus(event.target.value as AdminRecruitingStatus)}
            >
              {ADMIN_RECRUITING_STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {RECRUITING_STATUS_LABELS[value]}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Button variant="contained" disabled={!bulkStatus || bulk.isPending} onClick={applyBulk}>
            Apply to selected
          </Button>
        </Stack>
      )}
      {report && report.failed.length > 0 && (
        <Alert severity="warning" onClose={() => setReport(null)} sx={{ mb: 2 }} data-testid="bulk-report">
          {report.summary}
          <ul>
            {report.failed.map((failure) => (
              <li key={failure.id}>
                {failure.name}: {failure.error}
              </li>
            ))}
          </ul>
        </Alert>
      )}

      <LiveApplicationsGrid
        label="Applications"
        view={view}
        onSort={(next, direction) => setSort({ sort: next, direction })}
        columns={columns}
        refresh={refresh}
        failedMessage={ADMIN_MESSAGES.applicationsFailed}
        empty={{ title: 'No applications found' }}
        onSelect={setSelected}
        onRows={(rows, searching) => (shown.current = { rows, searching })}
      />
      <ApplicationDetailDialog id={openId} onClose={() => setOpenId(null)} />
    </AdminPage>
  );
}
