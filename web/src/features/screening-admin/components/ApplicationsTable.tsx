import {
  ADMIN_SCREENING_STATUSES,
  canReassess,
  candidateStatusUpdatedMessage,
  SCREENING_ADMIN_MESSAGES,
  SCREENING_STATUS_LABELS,
  screeningStatusLabel,
  SETTABLE_SCREENING_STATUSES,
  type SettableScreeningStatus,
  type StoredScreeningStatus,
} from '@careers/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { downloadTextFile } from '../../../lib/download';
import { useChangeStatus, useLiveApplications, useReassess, type AdminApplication } from '../api/screening-admin-api';
import { APPLICATIONS_TEXT } from '../content';
import { applicationsCsv, matchesApplicationSearch } from '../csv';
import { ApplicationDetailDialog } from './ApplicationDetailDialog';
import { scoreText, StatusChip } from './parts';
import { SendInterviewEmailDialog } from './SendInterviewEmailDialog';
import { formatDayTime } from '../../../lib/dates';

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The ids a selection model names among `rows` (an 'exclude' model is everything but its ids). */
function selectedIds(model: GridRowSelectionModel, rows: readonly AdminApplication[]): string[] {
  if (model.type === 'include') return rows.filter((row) => model.ids.has(row.id)).map((row) => row.id);
  return rows.filter((row) => !model.ids.has(row.id)).map((row) => row.id);
}

/**
 * The screening applications, live: search by user id, email or name; a status filter of the
 * statuses present (kept in the URL's `status`); sortable (newest first by default); per row view,
 * send interview email and (after an error or a fail) reassess; bulk status change; CSV export.
 */
export function ApplicationsTable({ title }: { title: string }) {
  const live = useLiveApplications();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const [search, setSearch] = useState('');
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const [bulkStatus, setBulkStatus] = useState<SettableScreeningStatus | ''>('');
  const [viewing, setViewing] = useState<string | null>(null);
  const [emailFor, setEmailFor] = useState<AdminApplication | null>(null);
  const reassess = useReassess();
  const change = useChangeStatus();

  const all = useMemo(() => (live.status === 'success' ? live.data : []), [live]);
  const present = useMemo(
    () => ADMIN_SCREENING_STATUSES.filter((s) => s === status || all.some((row) => row.fs_status === s)),
    [all, status],
  );
  const rows = useMemo(
    () => all.filter((row) => (!status || row.fs_status === status) && matchesApplicationSearch(row, search)),
    [all, status, search],
  );
  const chosen = selectedIds(selection, rows);

  const setStatusFilter = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('status', value);
    else next.delete('status');
    setParams(next, { replace: true });
  };

  const startReassess = (id: string) =>
    reassess.mutate(id, {
      onSuccess: () => toast.success(SCREENING_ADMIN_MESSAGES.reassessStartedList),
      onError: () => toast.error(SCREENING_ADMIN_MESSAGES.reassessFailed),
    });

  const applyBulk = async () => {
    if (!bulkStatus) return;
    const targets = rows.filter((row) => chosen.includes(row.id) && row.fs_status !== bulkStatus);
    const results = await Promise.allSettled(
      targets.map((row) => change.mutateAsync({ id: row.id, status: bulkStatus })),
    );
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed === 0) {
      toast.success(
        targets.length === 1
          ? candidateStatusUpdatedMessage(bulkStatus)
          : APPLICATIONS_TEXT.bulkDone(targets.length, SCREENING_STATUS_LABELS[bulkStatus]),
      );
    } else {
      toast.error(
        `${SCREENING_ADMIN_MESSAGES.statusUpdateFailed}: ${APPLICATIONS_TEXT.bulkPartial(targets.length - failed, failed)}`,
      );
    }
    setSelection(EMPTY_SELECTION);
    setBulkStatus('');
  };

  const columns: GridColDef<AdminApplication>[] = [
    { field: 'user_name', headerName: APPLICATIONS_TEXT.columns.name, flex: 1, minWidth: 140, sortable: false },
    { field: 'user_email', headerName: APPLICATIONS_TEXT.columns.email, flex: 1.3, minWidth: 180 },
    {
      field: 'fs_status',
      headerName: APPLICATIONS_TEXT.columns.status,
      width: 170,
      valueFormatter: (value: StoredScreeningStatus) => screeningStatusLabel(value),
      renderCell: ({ row }) => <StatusChip status={row.fs_status} />,
    },
    {
      field: 'fs_overall_score',
      headerName: APPLICATIONS_TEXT.columns.score,
      width: 110,
      type: 'number',
      valueFormatter: (value: number | null) => scoreText(value),
    },
    {
      field: 'fs_failure_reason',
      headerName: APPLICATIONS_TEXT.columns.failureReason,
      flex: 1.2,
      minWidth: 160,
      sortable: false,
    },
    {
      field: 'created_at',
      headerName: APPLICATIONS_TEXT.columns.submitted,
      width: 180,
      type: 'dateTime',
      valueFormatter: (value: Date) => formatDayTime(value),
    },
    {
      field: 'actions',
      headerName: APPLICATIONS_TEXT.columns.actions,
      width: 330,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
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
              onClick={() => startReassess(row.id)}
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
        <TextField
          size="small"
          label={APPLICATIONS_TEXT.search}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ minWidth: 300 }}
        />
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="status-filter-label">{APPLICATIONS_TEXT.statusFilter}</InputLabel>
          <Select
            labelId="status-filter-label"
            label={APPLICATIONS_TEXT.statusFilter}
            value={status}
            onChange={(event) => setStatusFilter(event.target.value)}
          >
            <MenuItem value="">{APPLICATIONS_TEXT.allStatuses}</MenuItem>
            {present.map((s) => (
              <MenuItem key={s} value={s}>
                {SCREENING_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button
          variant="outlined"
          onClick={() =>
            downloadTextFile('screening-applications.csv', applicationsCsv(rows), 'text/csv;charset=utf-8')
          }
          disabled={rows.length === 0}
        >
          {APPLICATIONS_TEXT.exportCsv}
        </Button>
      </Stack>
      {chosen.length > 0 && (
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
          <Typography variant="body2">{APPLICATIONS_TEXT.selected(chosen.length)}</Typography>
          <FormControl size="small" sx={{ minWidth: 220 }}>
            <InputLabel id="bulk-status-label">{APPLICATIONS_TEXT.bulkStatus}</InputLabel>
            <Select
              labelId="bulk-status-label"
              label={APPLICATIONS_TEXT.bulkStatus}
              value={bulkStatus}
              onChange={(event) => setBulkStatus(event.target.value as SettableScreeningStatus)}
            >
              {SETTABLE_SCREENING_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {SCREENING_STATUS_LABELS[s]} ({s})
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Button variant="contained" disabled={!bulkStatus || change.isPending} onClick={() => void applyBulk()}>
            {APPLICATIONS_TEXT.bulkApply}
          </Button>
        </Stack>
      )}
      {live.status === 'error' && <Alert severity="error">{live.error.message}</Alert>}
      <Paper variant="outlined">
        <DataGrid
          rows={rows}
          columns={columns}
          loading={live.status === 'loading'}
          checkboxSelection
          disableRowSelectionOnClick
          // Every column of the page is rendered (25 rows a page by default): the actions at the
          // right end stay reachable however narrow the screen.
          disableVirtualization
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{
            sorting: { sortModel: [{ field: 'created_at', sort: 'desc' }] },
            pagination: { paginationModel: { pageSize: 25 } },
          }}
          pageSizeOptions={[10, 25, 50, 100]}
          localeText={{
            noRowsLabel: SCREENING_ADMIN_MESSAGES.noApplications,
            noResultsOverlayLabel: SCREENING_ADMIN_MESSAGES.noApplications,
          }}
          autoHeight
          aria-label={title}
        />
      </Paper>
      <ApplicationDetailDialog applicationId={viewing} onClose={() => setViewing(null)} />
      <SendInterviewEmailDialog application={emailFor} onClose={() => setEmailFor(null)} />
    </>
  );
}
