import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { RECRUITING_STATUS_LABELS, type AdminDashboardStats, type WeeklySubmissions } from '@careers/domain/recruiting';
import { formatUtcDay } from '../../../lib/dates';
import { CHART_HEIGHT } from './dashboard-layout';

/** The admin dashboard's two charts (their own chunk, loaded after the first rows): the pipeline by status and the applications per week. */
export default function DashboardCharts({
  counts,
  weekly,
}: {
  counts: AdminDashboardStats | undefined;
  weekly: WeeklySubmissions[] | undefined;
}) {
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
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, my: 3 }}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="pipeline-title">
        <Typography variant="h6" component="h2" id="pipeline-title">
          Pipeline by Status
        </Typography>
        {pipeline && (
          <BarChart
            height={CHART_HEIGHT}
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
            height={CHART_HEIGHT}
            dataset={weekly.map((week) => ({ week: formatUtcDay(week.week), count: week.count }))}
            xAxis={[{ scaleType: 'point', dataKey: 'week' }]}
            series={[{ dataKey: 'count', label: 'Submitted' }]}
            hideLegend
          />
        )}
      </Paper>
    </Box>
  );
}
