import {
  ADMIN_SCREENING_STATUSES,
  canReassess,
  SCREENING_STATUS_LABELS,
  screeningStatusLabel,
  SETTABLE_SCREENING_STATUSES,
  type SettableScreeningStatus,
  type ScreeningSort,
  type StoredScreeningStatus,
} from '@careers/domain/screening';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useUrlFilters } from '../../../lib/url-filters';
import {
  BreakableText,
  BulkStatusBar,
  FilterSelect,
  LiveTableGrid,
  postingColumn,
  PostingFilter,
  SearchField,
  useAdminTable,
} from '../../admin-kit';
import {
  applicationsOfView,
  useBulkScreeningStatus,
  useReassess,
  useScreeningPostings,
  useScreeningTable,
  type AdminApplication,
} from '../api/screening-admin-api';
import { APPLICATIONS_TEXT, SCREENING_ADMIN_MESSAGES, candidateStatusUpdatedMessage } from '../content';
import { applicationsCsv } from '../csv';
import { ScreeningApplicationDialog, ScreeningInterviewEmailDialog } from './dialogs';
import { scoreText } from './ScoreBadge';
import { ScreeningStatusChip } from './ScreeningStatusChip';
import { formatDayTime } from '../../../lib/dates';

/** The status filter's choices: every status, or one. */
const STATUS_FILTERS = [
  { value: '', label: APPLICATIONS_TEXT.allStatuses },
  ...ADMIN_SCREENING_STATUSES.map((status) => ({ value: status as string, label: SCREENING_STATUS_LABELS[status] })),
];

/** Rows a page of the table shows. */
const PAGE_SIZE = 25;

/**
 * The screening applications, live (cursor pages sorted on the server): search by user id, email
 * or name; a status filter (kept in the URL's `status`) and a posting filter (in `posting`); per row view, send interview email and
 * (after an error or a fail) reassess; bulk status change; CSV export of the view.
 */
export function ApplicationsTable({ title }: { title: string }) {
  // Its filters are kept in the URL (a dashboard's shortcut opens the table with them).
  const { params, setFilter } = useUrlFilters<'status' | 'posting'>();
  const status = params.get('status') ?? '';
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ sort: ScreeningSort; direction: 'asc' | 'desc' }>({
    sort: 'created_at',
    direction: 'desc',
  });
  const [viewing, setViewing] = useState<string | null>(null);
  const [emailFor, setEmailFor] = useState<AdminApplication | null>(null);
  // The Posting column and filter show once the screening flow has postings besides the
  // specification's full-stack one: with that one alone the table stays the
  // specification's. Either way its columns fit a 1280 px screen (admin-width.spec.ts).
  const postings = useScreeningPostings();
  const posting = params.get('posting') || undefined;
  const reassess = useReassess();
  const bulk = useBulkScreeningStatus();
  const view = useMemo(
    () => ({
      statuses: status ? [status] : undefined,
      posting,
      search,
      ...sort,
      pageSize: PAGE_SIZE,
    }),
    [status, posting, search, sort],
  );
  const table = useScreeningTable(view);
  const rows = table.rows;

  const startReassess = async (id: string) => {
    try {
      await reassess.mutateAsync(id);
      toast.success(SCREENING_ADMIN_MESSAGES.reassessStartedList);
    } catch {
      toast.error(SCREENING_ADMIN_MESSAGES.reassessFailed);
    }
  };

  const admin = useAdminTable<AdminApplication, SettableScreeningStatus>({
    table,
    bulk: {
      change: (targets, status) => bulk.mutateAsync({ rows: targets, status }),
      nameOf: (row) => row.user_name ?? row.user_email ?? row.id,
      skip: (row, status) => row.fs_status === status,
      summary: (result, asked, status) => {
        if (result.failed.length > 0) {
          return `${SCREENING_ADMIN_MESSAGES.statusUpdateFailed}: ${APPLICATIONS_TEXT.bulkPartial(result.updated, result.failed.length)}`;
        }
        return asked === 1
          ? candidateStatusUpdatedMessage(status)
          : APPLICATIONS_TEXT.bulkDone(asked, SCREENING_STATUS_LABELS[status]);
      },
    },
    csv: {
      file: async () => ({
        name: 'screening-applications.csv',
        text: applicationsCsv(await applicationsOfView(view, rows, table.searching), postings.titleOf),
        type: 'text/csv;charset=utf-8',
      }),
      failed: APPLICATIONS_TEXT.loadFailed,
    },
  });

  const columns: GridColDef<AdminApplication>[] = [
    { field: 'user_name', headerName: APPLICATIONS_TEXT.columns.name, flex: 1, minWidth: 110, sortable: false },
    {
      field: 'user_email',
      headerName: APPLICATIONS_TEXT.columns.email,
      flex: 1.3,
      minWidth: 115,
      renderCell: ({ row }) => <BreakableText text={row.user_email ?? ''} />,
    },
    ...(postings.many ? [postingColumn<AdminApplication>(postings.titleOf)] : []),
    {
      field: 'fs_status',
      headerName: APPLICATIONS_TEXT.columns.status,
      minWidth: 120,
      valueFormatter: (value: StoredScreeningStatus) => screeningStatusLabel(value),
      renderCell: ({ row }) => <ScreeningStatusChip status={row.fs_status} />,
    },
    {
      field: 'fs_overall_score',
      headerName: APPLICATIONS_TEXT.columns.score,
      minWidth: 80,
      type: 'number',
      valueFormatter: (value: number | null) => scoreText(value),
    },
    {
      field: 'fs_failure_reason',
      headerName: APPLICATIONS_TEXT.columns.failureReason,
      flex: 1.2,
      minWidth: 90,
      sortable: false,
    },
    {
      field: 'created_at',
      headerName: APPLICATIONS_TEXT.columns.submitted,
      minWidth: 125,
      type: 'dateTime',
      valueFormatter: (value: Date) => formatDayTime(value),
    },
    {
      field: 'actions',
      headerName: APPLICATIONS_TEXT.columns.actions,
      minWidth: 155,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ alignItems: 'center', height: '100%', flexWrap: 'wrap', columnGap: 0.5 }}>
          <Button
            size="small"
            onClick={() => setViewing(row.id)}
            aria-label={`${APPLICATIONS_TEXT.view}: ${row.user_email}`}
          >
            View
          </Button>
          <Button
            size="small"
            onClick={() => setEmailFor(row)}
            disabled={!row.user_email}
            aria-label={`${APPLICATIONS_TEXT.sendEmail}: ${row.user_email}`}
          >
            Email
          </Button>
          {canReassess(row.fs_status) && (
            <Button
              size="small"
              onClick={() => void startReassess(row.id)}
              aria-label={`${APPLICATIONS_TEXT.reassess}: ${row.user_email}`}
            >
              {APPLICATIONS_TEXT.reassess}
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <SearchField label={APPLICATIONS_TEXT.search} value={search} onChange={setSearch} minWidth={300} />
        <FilterSelect
          id="status-filter"
          label={APPLICATIONS_TEXT.statusFilter}
          value={status}
          options={STATUS_FILTERS}
          onChange={(value) => setFilter('status', value)}
          minWidth={200}
        />
        {postings.many && (
          <PostingFilter choices={postings.choices} value={posting} onChange={(value) => setFilter('posting', value)} />
        )}
        <Button variant="outlined" onClick={admin.exportCsv} disabled={rows.length === 0}>
          {APPLICATIONS_TEXT.exportCsv}
        </Button>
      </Stack>
      <BulkStatusBar<SettableScreeningStatus>
        {...admin.bar}
        texts={{
          selected: APPLICATIONS_TEXT.selected(admin.bar.count),
          choose: APPLICATIONS_TEXT.bulkStatus,
          apply: APPLICATIONS_TEXT.bulkApply,
        }}
        choices={SETTABLE_SCREENING_STATUSES.map((s) => ({ value: s, label: `${SCREENING_STATUS_LABELS[s]} (${s})` }))}
      />
      <Paper variant="outlined">
        <LiveTableGrid
          table={table}
          label={title}
          onSort={(next, direction) => setSort({ sort: next, direction })}
          columns={columns}
          failedMessage={APPLICATIONS_TEXT.loadFailed}
          empty={{ title: SCREENING_ADMIN_MESSAGES.noApplications }}
          givesWay={['fs_failure_reason']}
          selection={admin.selection}
        />
      </Paper>
      <ScreeningApplicationDialog applicationId={viewing} onClose={() => setViewing(null)} />
      <ScreeningInterviewEmailDialog application={emailFor} onClose={() => setEmailFor(null)} />
    </>
  );
}
