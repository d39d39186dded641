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
import {
  BulkStatusBar,
  FilterBar,
  FilterSelect,
  LiveTableGrid,
  PostingFilter,
  SearchField,
  useAdminTable,
} from '../../admin-kit';
import { RecruitingApplicationDialog } from './dialogs';
import { NameButton } from './NameButton';
import { RecruitingStatusChip } from './RecruitingStatusChip';
import { postingColumn, RowStatusDropdown } from './StatusColumn';
import { useJobTitles } from '../../jobs-admin';
import { AdminPage, BreakableText } from '../../admin-kit';

type StatusFilter = AdminRecruitingStatus | 'all';
const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Statuses' },
  ...ADMIN_RECRUITING_STATUSES.map((value) => ({ value, label: RECRUITING_STATUS_LABELS[value] })),
];

/**
 * All Applications: search, status and posting filters, sortable live pages, per-row and bulk
 * status changes, CSV export.
 */
export default function RecruitingApplicationsPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [posting, setPosting] = useState<string | undefined>();
  const postings = useJobTitles();
  const [sort, setSort] = useState<{ sort: ApplicationListSort; direction: 'asc' | 'desc' }>({
    sort: 'created_at',
    direction: 'desc',
  });
  const [refresh, setRefresh] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const bulk = useBulkStatus();

  const view: ApplicationsView = useMemo(
    () => ({
      statuses: status === 'all' ? undefined : [status],
      posting,
      search,
      sort: sort.sort,
      direction: sort.direction,
      pageSize: ADMIN_PAGE_SIZE.default,
    }),
    [status, posting, search, sort],
  );
  const table = useApplicationsTable(view, refresh);
  const changeStatus = useStatusChange(table.keep);
  const admin = useAdminTable<AdminRow, AdminRecruitingStatus>({
    table,
    bulk: {
      change: (rows, next) => bulk.mutateAsync({ rows, status: next }),
      nameOf: (row) => row.name,
      summary: (result, asked) => ADMIN_TEXT.bulkSummary(result.updated, asked),
    },
    csv: {
      file: async () => ({
        name: `applications-${status}-${isoDay()}.csv`,
        text: applicationsCsv(
          await applicationsOfView(view, table.rows, table.searching),
          RECRUITING_STATUS_LABELS,
          postings.titleOf,
        ),
        type: 'text/csv',
      }),
      failed: ADMIN_MESSAGES.applicationsFailed,
    },
  });

  const columns: GridColDef<AdminRow>[] = [
    {
      field: 'name',
      headerName: 'Name',
      flex: 1.2,
      minWidth: 110,
      renderCell: ({ row }) => <NameButton name={row.name} onOpen={() => setOpenId(row.id)} />,
    },
    {
      field: 'email',
      headerName: 'Email',
      flex: 1.4,
      minWidth: 120,
      renderCell: ({ row }) => <BreakableText text={row.email} />,
    },
    postingColumn(postings.titleOf),
    { field: 'country', headerName: 'Country', flex: 0.8, minWidth: 80 },
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
      minWidth: 120,
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
      minWidth: 150,
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

  return (
    <AdminPage
      title="All Applications"
      aside={
        <>
          <Button variant="outlined" onClick={admin.exportCsv}>
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
        <PostingFilter choices={postings.choicesOf('recruiting')} value={posting} onChange={setPosting} />
      </FilterBar>

      <BulkStatusBar<AdminRecruitingStatus>
        {...admin.bar}
        texts={{ selected: `${admin.bar.count} selected`, choose: 'Set status to', apply: 'Apply to selected' }}
        choices={ADMIN_RECRUITING_STATUSES.map((value) => ({ value, label: RECRUITING_STATUS_LABELS[value] }))}
      />

      <LiveTableGrid
        table={table}
        label="Applications"
        onSort={(next, direction) => setSort({ sort: next, direction })}
        columns={columns}
        failedMessage={ADMIN_MESSAGES.applicationsFailed}
        empty={{ title: 'No applications found' }}
        givesWay={['country']}
        selection={admin.selection}
      />
      <RecruitingApplicationDialog id={openId} onClose={() => setOpenId(null)} />
    </AdminPage>
  );
}
