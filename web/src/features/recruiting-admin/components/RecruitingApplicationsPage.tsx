import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_RECRUITING_STATUSES,
  overrideChoices,
  RECRUITING_STATUS_LABELS,
  type AdminRecruitingStatus,
  type ApplicationListSort,
} from '@careers/domain/recruiting';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { downloadTextFile } from '../../../lib/download';
import { ADMIN_TEXT, ADMIN_MESSAGES } from '../content';
import { applicationsCsv } from '../csv';
import {
  applicationsOfView,
  useApplicationsTable,
  useBulkStatus,
  type AdminRow,
  type ApplicationsView,
} from '../api/admin-api';
import { formatDayTime, isoDay } from '../../../lib/dates';
import { useStatusChange } from '../hooks/useStatusChange';
import { AdminPage } from './AdminPage';
import { FilterBar, FilterSelect, SearchField } from './FilterBar';
import { RecruitingApplicationDialog } from './RecruitingApplicationDialog';
import { BulkStatusBar, LiveTableGrid, type BulkReport } from '../../admin-kit';
import { NameButton } from './NameButton';
import { RecruitingStatusChip } from './RecruitingStatusChip';
import { RowStatusDropdown } from './StatusColumn';

type StatusFilter = AdminRecruitingStatus | 'all';
const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Statuses' },
  ...ADMIN_RECRUITING_STATUSES.map((value) => ({ value, label: RECRUITING_STATUS_LABELS[value] })),
];

/** All Applications: search, status filter, sortable live pages, per-row and bulk status changes, CSV export. */
export default function RecruitingApplicationsPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<{ sort: ApplicationListSort; direction: 'asc' | 'desc' }>({
    sort: 'created_at',
    direction: 'desc',
  });
  const [refresh, setRefresh] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkStatus, setBulkStatus] = useState<AdminRecruitingStatus | ''>('');
  const [report, setReport] = useState<{ summary: string; failed: BulkReport['failed'] } | null>(null);
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
  const table = useApplicationsTable(view, refresh);
  const changeStatus = useStatusChange(table.keep);

  const columns: GridColDef<AdminRow>[] = [
    {
      field: 'name',
      headerName: 'Name',
      flex: 1.2,
      minWidth: 120,
      renderCell: ({ row }) => <NameButton name={row.name} onOpen={() => setOpenId(row.id)} />,
    },
    { field: 'email', headerName: 'Email', flex: 1.4, minWidth: 150 },
    { field: 'country', headerName: 'Country', flex: 0.8, minWidth: 90 },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 140,
      renderCell: ({ row }) => <RecruitingStatusChip status={row.status} />,
    },
    {
      field: 'criteria_failure_reason',
      headerName: 'Failure Reason',
      flex: 1,
      minWidth: 110,
      sortable: false,
    },
    {
      field: 'created_at',
      headerName: 'Applied',
      minWidth: 110,
      valueFormatter: (value: Date) => formatDayTime(value),
    },
    {
      field: 'actions',
      headerName: 'Update Status',
      minWidth: 160,
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
      const rows = await applicationsOfView(view, table.rows, table.searching);
      const csv = applicationsCsv(rows, RECRUITING_STATUS_LABELS);
      downloadTextFile(`applications-${status}-${isoDay()}.csv`, csv, 'text/csv');
    } catch (error) {
      console.error(error);
      toast.error(ADMIN_MESSAGES.applicationsFailed);
    }
  };

  const applyBulk = async () => {
    const rows = table.rows.filter((row) => selected.has(row.id));
    if (!bulkStatus || rows.length === 0) return;
    table.keep(rows.map((row) => row.id));
    const result = await bulk.mutateAsync({
      rows: rows.map((row) => ({ id: row.id, name: row.name })),
      status: bulkStatus,
    });
    const summary = ADMIN_TEXT.bulkSummary(result.updated, rows.length);
    setReport({ summary, failed: result.failed });
    setBulkStatus('');
    if (result.failed.length === 0) toast.success(summary);
    else toast.error(summary);
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

      <BulkStatusBar<AdminRecruitingStatus>
        count={selected.size}
        texts={{ selected: `${selected.size} selected`, choose: 'Set status to', apply: 'Apply to selected' }}
        choices={ADMIN_RECRUITING_STATUSES.map((value) => ({ value, label: RECRUITING_STATUS_LABELS[value] }))}
        value={bulkStatus}
        onChange={setBulkStatus}
        onApply={() => void applyBulk()}
        pending={bulk.isPending}
        report={report}
        onDismissReport={() => setReport(null)}
      />

      <LiveTableGrid
        table={table}
        label="Applications"
        onSort={(next, direction) => setSort({ sort: next, direction })}
        columns={columns}
        failedMessage={ADMIN_MESSAGES.applicationsFailed}
        empty={{ title: 'No applications found' }}
        selection={{ ids: selected, onChange: setSelected }}
      />
      <RecruitingApplicationDialog id={openId} onClose={() => setOpenId(null)} />
    </AdminPage>
  );
}
