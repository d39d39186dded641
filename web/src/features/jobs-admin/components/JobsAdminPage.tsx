import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  APPLICATION_FLOW_LABELS,
  JOB_MESSAGES,
  JOB_STATE_LABELS,
  type AdminJobView,
  type JobState,
} from '@careers/domain/jobs';
import { jobPath } from '@careers/domain/shared';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { errorMessage } from '../../../lib/api';
import { formatDay } from '../../../lib/dates';
import { useFirstRowsShown } from '../../../lib/first-rows';
import { useAdminJobs, useUpdateJob } from '../api/jobs-admin-api';
import { JOBS_ADMIN_TEXT } from '../content';
import { AdminPage } from '../../admin-kit';
import { JobFormDialog } from './JobForm';
import { JobPreview } from './JobPreview';

/** Each state's chip (colours whose white text keeps a 4.5:1 contrast; a draft outlined). */
const STATE_CHIPS: Record<JobState, { color: 'success' | 'default' | 'error'; variant: 'filled' | 'outlined' }> = {
  open: { color: 'success', variant: 'filled' },
  closed: { color: 'default', variant: 'filled' },
  expired: { color: 'error', variant: 'filled' },
  draft: { color: 'default', variant: 'outlined' },
};

/** Positions: every posting with its state, flow, applications and dates; create, edit, close, reopen, preview. */
export default function JobsAdminPage() {
  const positions = useAdminJobs();
  const jobs = positions.data?.pages.flatMap((page) => page.jobs);
  const update = useUpdateJob();
  // null: the create form; a posting: its edit form; undefined: no form.
  const [editing, setEditing] = useState<AdminJobView | null | undefined>(undefined);
  const [previewing, setPreviewing] = useState<AdminJobView | null>(null);
  useFirstRowsShown(!positions.isPending);

  const setOpen = async (job: AdminJobView, isActive: boolean) => {
    try {
      await update.mutateAsync({ slug: job.id, changes: { isActive } });
      toast.success(`${job.title}: ${isActive ? JOB_MESSAGES.opened : JOB_MESSAGES.closed}`);
    } catch (error) {
      toast.error(errorMessage(error, JOB_MESSAGES.saveFailed));
    }
  };

  return (
    <AdminPage
      title={JOBS_ADMIN_TEXT.title}
      aside={
        <Button variant="contained" onClick={() => setEditing(null)}>
          {JOBS_ADMIN_TEXT.create}
        </Button>
      }
    >
      {positions.isPending && <CenteredMessage text={JOBS_ADMIN_TEXT.loading} />}
      {positions.isError && <Alert severity="error">{JOB_MESSAGES.loadFailed}</Alert>}
      {jobs && jobs.length === 0 && <Typography>{JOBS_ADMIN_TEXT.empty}</Typography>}
      {jobs && jobs.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={JOBS_ADMIN_TEXT.title}>
            <TableHead>
              <TableRow>
                {Object.values(JOBS_ADMIN_TEXT.columns).map((label) => (
                  <TableCell key={label}>{label}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {jobs.map((job) => (
                <TableRow key={job.id} data-testid={`position-${job.id}`}>
                  <TableCell>
                    <Typography sx={{ fontWeight: 600 }}>{job.title}</Typography>
                    {job.state !== 'draft' && (
                      <Link href={jobPath(job.id)} target="_blank" rel="noopener" variant="body2">
                        {jobPath(job.id)}
                      </Link>
                    )}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={JOB_STATE_LABELS[job.state]} {...STATE_CHIPS[job.state]} />
                  </TableCell>
                  <TableCell>{APPLICATION_FLOW_LABELS[job.flow]}</TableCell>
                  <TableCell>{job.applications}</TableCell>
                  <TableCell>{job.state === 'draft' ? '—' : formatDay(job.postedAt)}</TableCell>
                  <TableCell>{formatDay(job.validThrough)}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <Button size="small" onClick={() => setEditing(job)} aria-label={`Edit ${job.title}`}>
                        {JOBS_ADMIN_TEXT.editAction}
                      </Button>
                      <Button size="small" onClick={() => setPreviewing(job)} aria-label={`Preview ${job.title}`}>
                        {JOBS_ADMIN_TEXT.preview}
                      </Button>
                      {job.isActive && job.state !== 'expired' ? (
                        <Button
                          size="small"
                          color="error"
                          onClick={() => void setOpen(job, false)}
                          aria-label={`Close ${job.title}`}
                        >
                          {JOBS_ADMIN_TEXT.close}
                        </Button>
                      ) : (
                        <Button
                          size="small"
                          onClick={() => void setOpen(job, true)}
                          aria-label={`${job.state === 'draft' ? 'Open' : 'Reopen'} ${job.title}`}
                        >
                          {job.state === 'draft' ? JOBS_ADMIN_TEXT.open : JOBS_ADMIN_TEXT.reopen}
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {positions.hasNextPage && (
        <Button sx={{ mt: 2 }} onClick={() => void positions.fetchNextPage()} disabled={positions.isFetchingNextPage}>
          {JOBS_ADMIN_TEXT.more}
        </Button>
      )}
      {editing !== undefined && <JobFormDialog job={editing} onClose={() => setEditing(undefined)} />}
      {previewing && <JobPreview job={previewing} onClose={() => setPreviewing(null)} />}
    </AdminPage>
  );
}
