import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { dashboardStatsFromTally, RECRUITING_STATUS_LABELS, weeklySubmissions } from '@careers/domain/recruiting';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { ADMIN_GRID_SX } from '../../admin-kit';
import { MailDeliveryPanel } from '../../mail-admin';
import { useDashboard, type AdminRow } from '../api/admin-api';
import { formatDayTime, formatUtcDay } from '../../../lib/dates';
import { AdminPage } from './AdminPage';
import { CardGrid, StatCard } from '../../../components/StatCard';
import { RecruitingStatusChip } from './RecruitingStatusChip';
import { ADMIN_MESSAGES } from '../content';

const WEEKS = 8;

const columns: GridColDef<AdminRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 130 },
  { field: 'email', headerName: 'Email', flex: 1.3, minWidth: 170 },
  { field: 'country', headerName: 'Country', flex: 0.8, minWidth: 100 },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 150,
    renderCell: ({ row }) => <RecruitingStatusChip status={row.status} />,
  },
  { field: 'criteria_failure_reason', headerName: 'Failure Reason', flex: 1, minWidth: 130 },
  { field: 'created_at', headerName: 'Applied', minWidth: 130, valueFormatter: (value: Date) => formatDayTime(value) },
];

/** The main admin dashboard: six counts, the pipeline and weekly charts (from the tally) and the Recent Applications, live. */
export default function RecruitingDashboardPage() {
  const { tally, recent } = useDashboard();
  const counts = tally.status === 'success' ? dashboardStatsFromTally(tally.data) : undefined;
  const weekly = tally.status === 'success' ? weeklySubmissions(tally.data, WEEKS, new Date()) : undefined;
  const failed = tally.status === 'error' || recent.status === 'error';

  useEffect(() => {
    if (failed) toast.error(ADMIN_MESSAGES.dashboardFailed);
  }, [failed]);

  const pipeline = counts && [
    { stage: RECRUITING_STATUS_LABELS.criteria_failed, count: counts.criteria_failed },
    { stage: RECRUITING_STATUS_LABELS.meeting_scheduled, count: counts.interviews_scheduled },
    { stage: RECRUITING_STATUS_LABELS.interviewed, count: counts.interviewed },
    { stage: RECRUITING_STATUS_LABELS.hired, count: counts.hired },
    {
      stage: RECRUITING_STATUS_LABELS.rejected_after_interview,
      // The stored statuses are these five: what the four others leave of the passed is rejected.
      count: Math.max(0, counts.criteria_passed - counts.interviews_scheduled - counts.interviewed - counts.hired),
    },
  ];

  return (
    <AdminPage title="Admin Dashboard">
      {failed && !counts && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {ADMIN_MESSAGES.dashboardEmpty}
        </Alert>
      )}
      <CardGrid columns={6}>
        <StatCard title="Total Applications" value={counts?.total_applications} />
        <StatCard title="Criteria Passed" value={counts?.criteria_passed} />
        <StatCard title="Criteria Failed" value={counts?.criteria_failed} />
        <StatCard title="Interviews Scheduled" value={counts?.interviews_scheduled} />
        <StatCard title="Interviewed" value={counts?.interviewed} />
        <StatCard title="Hired" value={counts?.hired} />
      </CardGrid>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, my: 3 }}>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="pipeline-title">
          <Typography variant="h6" component="h2" id="pipeline-title">
            Pipeline by Status
          </Typography>
          {pipeline && (
            <BarChart
              height={260}
              dataset={pipeline}
              xAxis={[{ scaleType: 'band', dataKey: 'stage' }]}
              series={[{ dataKey: 'count', label: 'Applications' }]}
              hideLegend
            />
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="weekly-title">
          <Typography variant="h6" component="h2" id="weekly-title">
            Applications per Week
          </Typography>
          {weekly && (
            <LineChart
              height={260}
              dataset={weekly.map((week) => ({ week: formatUtcDay(week.week), count: week.count }))}
              xAxis={[{ scaleType: 'point', dataKey: 'week' }]}
              series={[{ dataKey: 'count', label: 'Submitted' }]}
              hideLegend
            />
          )}
        </Paper>
      </Box>

      <Box sx={{ mb: 3 }}>
        <MailDeliveryPanel />
      </Box>

      <Typography variant="h6" component="h2" gutterBottom>
        Recent Applications
      </Typography>
      <DataGrid<AdminRow>
        aria-label="Recent Applications"
        rows={recent.status === 'success' ? recent.data : []}
        columns={columns}
        loading={recent.status === 'loading'}
        autoHeight
        hideFooter
        disableColumnMenu
        disableRowSelectionOnClick
        getRowHeight={() => 'auto'}
        sx={ADMIN_GRID_SX}
      />
    </AdminPage>
  );
}
