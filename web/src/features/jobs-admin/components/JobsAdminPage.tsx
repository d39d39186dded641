import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  APPLICATION_FLOW_LABELS,
  JOB_MESSAGES,
  JOB_STATE_LABELS,
  jobFlow,
  jobState,
  type Job,
  type JobSort,
  type JobState,
} from '@careers/domain/jobs';
import { ADMIN_PAGE_SIZE } from '@careers/domain/recruiting';
import { jobPath, serialize } from '@careers/domain/shared';
import { useMemo, useState } from 'react';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import { formatDay, formatUtcDay, isoDay } from '../../../lib/dates';
import type { WithId } from '../../../lib/firebase/firestore';
import { AdminPage, csvExporter, LiveTableGrid } from '../../admin-kit';
import { allJobs, useApplicationCounts, useJobsTable, useUpdateJob, type JobsView } from '../api/jobs-admin-api';
import { JOBS_ADMIN_TEXT } from '../content';
import { positionsCsv } from '../csv';
import { JobFormDialog } from './JobForm';
import { HiringTeamDialog } from './HiringTeamDialog';
import { JobPreview } from './JobPreview';

/** Each state's chip (colours whose white text keeps a 4.5:1 contrast; a draft outlined). */
const STATE_CHIPS: Record<JobState, { color: 'success' | 'default' | 'error'; variant: 'filled' | 'outlined' }> = {
  open: { color: 'success', variant: 'filled' },
  closed: { color: 'default', variant: 'filled' },
  expired: { color: 'error', variant: 'filled' },
  draft: { color: 'default', variant: 'outlined' },
};

type JobRow = WithId<Job>;

/**
 * Positions: the postings in the admin kit's live table (newest posted first; by title or valid
 * through), each with its state, flow and applications; create, edit, close, reopen, preview, and
 * the CSV of every posting.
 */
export default function JobsAdminPage() {
  const [sort, setSort] = useState<Pick<JobsView, 'sort' | 'direction'>>({ sort: 'postedAt', direction: 'desc' });
  const view: JobsView = useMemo(() => ({ search: '', ...sort, pageSize: ADMIN_PAGE_SIZE.default }), [sort]);
  const table = useJobsTable(view);
  const applicationsTo = useApplicationCounts();
  const update = useUpdateJob();
  // null: the create form; a posting: its edit form; undefined: no form.
  const [editing, setEditing] = useState<JobRow | null | undefined>(undefined);
  const [previewing, setPreviewing] = useState<JobRow | null>(null);
  const [staffing, setStaffing] = useState<JobRow | null>(null);
  const exportCsv = csvExporter({
    file: async () => ({
      name: `positions-${isoDay()}.csv`,
      text: positionsCsv(await allJobs(), sort.sort, sort.direction),
      type: 'text/csv',
    }),
    failed: JOB_MESSAGES.loadFailed,
  });

  const setOpen = async (job: JobRow, isActive: boolean) => {
    try {
      await update.mutateAsync({ slug: job.id, changes: { isActive } });
      toast.success(`${job.title}: ${isActive ? JOB_MESSAGES.opened : JOB_MESSAGES.closed}`);
    } catch (error) {
      toast.error(errorMessage(error, JOB_MESSAGES.saveFailed));
    }
  };

  const { columns: labels } = JOBS_ADMIN_TEXT;
  const columns: GridColDef<JobRow>[] = [
    {
      field: 'title',
      headerName: labels.title,
      flex: 1.6,
      minWidth: 160,
      renderCell: ({ row }) => (
        <Box sx={{ py: 0.5 }} data-testid={`position-${row.id}`}>
          <Typography sx={{ fontWeight: 600 }}>{row.title}</Typography>
          {jobState(row) !== 'draft' && (
            <Link href={jobPath(row.id)} target="_blank" rel="noopener" variant="body2">
              {jobPath(row.id)}
            </Link>
          )}
        </Box>
      ),
    },
    {
      field: 'state',
      headerName: labels.state,
      minWidth: 100,
      renderCell: ({ row }) => {
        const state = jobState(row);
        return <Chip size="small" label={JOB_STATE_LABELS[state]} {...STATE_CHIPS[state]} />;
      },
    },
    {
      field: 'flow',
      headerName: labels.flow,
      flex: 1,
      minWidth: 120,
      valueGetter: (_value, row) => APPLICATION_FLOW_LABELS[jobFlow(row)],
    },
    {
      field: 'applications',
      headerName: labels.applications,
      minWidth: 105,
      valueGetter: (_value, row) => applicationsTo(row.id),
    },
    {
      field: 'postedAt',
      headerName: labels.posted,
      minWidth: 100,
      valueFormatter: (value: Date, row) => (jobState(row) === 'draft' ? '—' : formatDay(value)),
    },
    {
      // The day the form names: the posting is valid to the end of it, UTC, wherever the admin is.
      field: 'validThrough',
      headerName: labels.validThrough,
      minWidth: 105,
      valueFormatter: (value: Date) => formatUtcDay(value),
    },
    {
      field: 'actions',
      headerName: labels.actions,
      minWidth: 300,
      renderCell: ({ row }) => (
        <PositionActions
          job={row}
          onEdit={setEditing}
          onPreview={setPreviewing}
          onTeam={setStaffing}
          onOpen={setOpen}
        />
      ),
    },
  ];

  return (
    <AdminPage
      title={JOBS_ADMIN_TEXT.title}
      aside={
        <>
          <Button variant="outlined" onClick={exportCsv}>
            {JOBS_ADMIN_TEXT.exportCsv}
          </Button>
          <Button variant="contained" onClick={() => setEditing(null)}>
            {JOBS_ADMIN_TEXT.create}
          </Button>
        </>
      }
    >
      <LiveTableGrid
        table={table}
        label={JOBS_ADMIN_TEXT.title}
        onSort={(next: JobSort, direction) => setSort({ sort: next, direction })}
        columns={columns}
        failedMessage={JOB_MESSAGES.loadFailed}
        empty={{ title: JOBS_ADMIN_TEXT.empty }}
        givesWay={['flow']}
      />
      {editing !== undefined && (
        <JobFormDialog
          job={editing}
          applications={editing ? applicationsTo(editing.id) : 0}
          onClose={() => setEditing(undefined)}
        />
      )}
      {previewing && <JobPreview job={serialize(previewing)} onClose={() => setPreviewing(null)} />}
      {staffing && <HiringTeamDialog job={staffing} onClose={() => setStaffing(null)} />}
    </AdminPage>
  );
}

/** A row's Edit, Preview, Team (its hiring team), and Close, Reopen or Open (a draft). */
function PositionActions({
  job,
  onEdit,
  onPreview,
  onTeam,
  onOpen,
}: {
  job: JobRow;
  onEdit: (job: JobRow) => void;
  onPreview: (job: JobRow) => void;
  onTeam: (job: JobRow) => void;
  onOpen: (job: JobRow, isActive: boolean) => Promise<void>;
}) {
  const state = jobState(job);
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" onClick={() => onEdit(job)} aria-label={`Edit ${job.title}`}>
        {JOBS_ADMIN_TEXT.editAction}
      </Button>
      <Button size="small" onClick={() => onPreview(job)} aria-label={`Preview ${job.title}`}>
        {JOBS_ADMIN_TEXT.preview}
      </Button>
      <Button size="small" onClick={() => onTeam(job)} aria-label={`${JOBS_ADMIN_TEXT.hiringTeam} of ${job.title}`}>
        {JOBS_ADMIN_TEXT.hiringTeamAction}
      </Button>
      {job.isActive && state !== 'expired' ? (
        <Button size="small" color="error" onClick={() => void onOpen(job, false)} aria-label={`Close ${job.title}`}>
          {JOBS_ADMIN_TEXT.close}
        </Button>
      ) : (
        <Button
          size="small"
          onClick={() => void onOpen(job, true)}
          aria-label={`${state === 'draft' ? 'Open' : 'Reopen'} ${job.title}`}
        >
          {state === 'draft' ? JOBS_ADMIN_TEXT.open : JOBS_ADMIN_TEXT.reopen}
        </Button>
      )}
    </Stack>
  );
}
