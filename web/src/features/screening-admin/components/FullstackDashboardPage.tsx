import { RECENT_LIST_LIMIT, passRate } from '@careers/domain/screening';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { TableFrame } from '../../../components/TableFrame';
import { useLatestApplications, useScreeningDashboard, useScreeningPostings } from '../api/screening-admin-api';
import { ScreeningPostingBar } from './ScreeningPostingBar';
import { FULLSTACK_DASHBOARD_TEXT as TEXT, SCREENING_ADMIN_MESSAGES } from '../content';
import { ScreeningApplicationDialog } from './dialogs';
import { scoreText } from './ScoreBadge';
import { ScreeningStatusChip } from './ScreeningStatusChip';
import { CardGrid, StatCard } from '../../../components/StatCard';
import { formatDayTime } from '../../../lib/dates';
import { useFirstRowsShown } from '../../../lib/first-rows';

/** The heading that names the latest applications' table and its frame. */
const LATEST_HEADING = 'latest-applications';

/**
 * /fullstack-admin/dashboard: eight stat cards and the 10 latest applications (a row opens the
 * detail); with screening postings besides the full-stack one, each row's posting and a posting
 * filter over both.
 */
export default function FullstackDashboardPage() {
  const [refresh, setRefresh] = useState(0);
  const postings = useScreeningPostings();
  const [posting, setPosting] = useState<string | undefined>();
  const dashboard = useScreeningDashboard(refresh, posting);
  const latest = useLatestApplications(RECENT_LIST_LIMIT, posting);
  const [viewing, setViewing] = useState<string | null>(null);
  useFirstRowsShown(latest.status !== 'loading' && dashboard.status !== 'loading');

  if (dashboard.status === 'loading') return <CenteredMessage text="Loading dashboard..." />;
  if (dashboard.status === 'error') {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {SCREENING_ADMIN_MESSAGES.dashboardFailed}
        </Typography>
        <Button variant="contained" onClick={() => setRefresh((n) => n + 1)}>
          Try Again
        </Button>
      </Box>
    );
  }
  const stats = dashboard.data;
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {TEXT.title}
      </Typography>
      <ScreeningPostingBar postings={postings} value={posting} onChange={setPosting} />
      <CardGrid>
        <StatCard testId="fs-total" title={TEXT.cards.total} value={stats.total_applications} />
        <StatCard testId="fs-submitted" title={TEXT.cards.submitted} value={stats.submitted} />
        <StatCard testId="fs-assessing" title={TEXT.cards.assessing} value={stats.assessing} />
        <StatCard testId="fs-passed" title={TEXT.cards.passed} value={stats.screening_passed} />
        <StatCard testId="fs-failed" title={TEXT.cards.failed} value={stats.screening_failed} />
        <StatCard testId="fs-shortlisted" title={TEXT.cards.shortlisted} value={stats.shortlisted} />
        <StatCard testId="fs-pass-rate" title={TEXT.cards.passRate} value={`${passRate(stats)}%`} />
        <StatCard testId="fs-hired" title={TEXT.cards.hired} value={stats.hired} />
      </CardGrid>
      <Typography id={LATEST_HEADING} variant="h5" component="h2" gutterBottom>
        {TEXT.latest}
      </Typography>
      {latest.status === 'error' && <Alert severity="error">{latest.error.message}</Alert>}
      <TableFrame labelledBy={LATEST_HEADING}>
        <Table size="small" aria-labelledby={LATEST_HEADING}>
          <TableHead>
            <TableRow>
              <TableCell>{TEXT.columns.email}</TableCell>
              {postings.many && <TableCell>{TEXT.columns.posting}</TableCell>}
              <TableCell>{TEXT.columns.status}</TableCell>
              <TableCell>{TEXT.columns.score}</TableCell>
              <TableCell>{TEXT.columns.failureReason}</TableCell>
              <TableCell>{TEXT.columns.submitted}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {latest.status === 'success' &&
              latest.data.map((row) => (
                <TableRow
                  key={row.id}
                  hover
                  tabIndex={0}
                  sx={{ cursor: 'pointer' }}
                  onClick={() => setViewing(row.id)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') setViewing(row.id);
                  }}
                >
                  <TableCell>{row.user_email}</TableCell>
                  {postings.many && <TableCell>{postings.titleOf(row.job_slug)}</TableCell>}
                  <TableCell>
                    <ScreeningStatusChip status={row.fs_status} />
                  </TableCell>
                  <TableCell>{scoreText(row.fs_overall_score)}</TableCell>
                  <TableCell>{row.fs_failure_reason ?? ''}</TableCell>
                  <TableCell>{formatDayTime(row.created_at)}</TableCell>
                </TableRow>
              ))}
            {latest.status === 'success' && latest.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={postings.many ? 6 : 5}>{SCREENING_ADMIN_MESSAGES.noApplications}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableFrame>
      <ScreeningApplicationDialog applicationId={viewing} onClose={() => setViewing(null)} />
    </Box>
  );
}
