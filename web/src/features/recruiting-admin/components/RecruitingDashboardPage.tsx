import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { dashboardStatsFromTally, weeklySubmissions } from '@careers/domain/recruiting';
import { useEffect, useState } from 'react';
import { TableFrame } from '../../../components/TableFrame';
import { AdminPage, BreakableText, FilterBar, PostingFilter } from '../../admin-kit';
import { MailDeliveryPanel } from '../../mail-admin';
import { useDashboard } from '../api/admin-api';
import { useJobTitles } from '../../jobs-admin';
import { formatDayTime } from '../../../lib/dates';
import { lazyAfterFirstRows, useFirstRowsShown } from '../../../lib/first-rows';
import { toast } from '../../../lib/toast';
import { CardGrid, StatCard } from '../../../components/StatCard';
import { RecruitingStatusChip } from './RecruitingStatusChip';
import { ADMIN_MESSAGES } from '../content';
import { CHART_SECTION_HEIGHT } from './dashboard-layout';

const WEEKS = 8;

/** The heading that names the Recent Applications table and its frame. */
const RECENT_HEADING = 'recent-applications';

/** The charts, loaded once the Recent Applications show: they are a third of the dashboard's script. */
const DashboardCharts = lazyAfterFirstRows(
  () => import('./DashboardCharts'),
  () => <Box sx={{ height: CHART_SECTION_HEIGHT, my: 3 }} />,
);

/**
 * The main admin dashboard: six counts, the pipeline and weekly charts (from the tally) and the
 * Recent Applications, live; of every posting or of the one the posting filter names.
 */
export default function RecruitingDashboardPage() {
  // Every posting's figures, or one posting's.
  const [posting, setPosting] = useState<string | undefined>();
  const { tally, recent } = useDashboard(posting);
  const postings = useJobTitles();
  const counts = tally.status === 'success' ? dashboardStatsFromTally(tally.data) : undefined;
  const weekly = tally.status === 'success' ? weeklySubmissions(tally.data, WEEKS, new Date()) : undefined;
  const failed = tally.status === 'error' || recent.status === 'error';
  useFirstRowsShown(recent.status !== 'loading');

  useEffect(() => {
    if (failed) toast.error(ADMIN_MESSAGES.dashboardFailed);
  }, [failed]);

  return (
    <AdminPage title="Admin Dashboard">
      {failed && !counts && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {ADMIN_MESSAGES.dashboardEmpty}
        </Alert>
      )}
      <FilterBar>
        <PostingFilter choices={postings.choicesOf('recruiting')} value={posting} onChange={setPosting} />
      </FilterBar>
      <CardGrid columns={6}>
        <StatCard title="Total Applications" value={counts?.total_applications} />
        <StatCard title="Criteria Passed" value={counts?.criteria_passed} />
        <StatCard title="Criteria Failed" value={counts?.criteria_failed} />
        <StatCard title="Interviews Scheduled" value={counts?.interviews_scheduled} />
        <StatCard title="Interviewed" value={counts?.interviewed} />
        <StatCard title="Hired" value={counts?.hired} />
      </CardGrid>

      <DashboardCharts counts={counts} weekly={weekly} />

      <Box sx={{ mb: 3 }}>
        <MailDeliveryPanel />
      </Box>

      <Typography id={RECENT_HEADING} variant="h6" component="h2" gutterBottom>
        Recent Applications
      </Typography>
      {/* Ten rows: a plain table, so the dashboard does not load the data grid for them. */}
      <TableFrame labelledBy={RECENT_HEADING}>
        <Table size="small" aria-labelledby={RECENT_HEADING}>
          <TableHead>
            <TableRow>
              {['Name', 'Email', 'Posting', 'Country', 'Status', 'Failure Reason', 'Applied'].map((header) => (
                <TableCell key={header}>{header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {recent.status === 'success' &&
              recent.data.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>
                    <BreakableText text={row.email} />
                  </TableCell>
                  <TableCell>{postings.titleOf(row.job_slug)}</TableCell>
                  <TableCell>{row.country}</TableCell>
                  <TableCell>
                    <RecruitingStatusChip status={row.status} />
                  </TableCell>
                  <TableCell>{row.criteria_failure_reason}</TableCell>
                  <TableCell>{formatDayTime(row.created_at)}</TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableFrame>
    </AdminPage>
  );
}
