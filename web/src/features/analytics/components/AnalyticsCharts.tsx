// The Analytics screens' two charts (their own chunk, loaded after the first figures show): the
// funnel and the median time in each stage, horizontal bars a stage each. The table under each
// holds the same figures for assistive technology (a chart's bars are focusable, so it cannot be
// hidden from it as a whole).
import type { AnalyticsReport } from '@careers/domain/analytics';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { ANALYTICS_TEXT as TEXT } from '../content';
import { formatDuration, stageLabel } from '../figures';
import { CHART_HEIGHT } from './chart-layout';

/** Horizontal bars, one a stage, in the pipeline's order from the top. */
function StageBars({
  chart,
  rows,
  series,
  format,
  minStep,
}: {
  chart: string;
  rows: { stage: string; value: number | null }[];
  series: string;
  format: (value: number | null) => string;
  /** The least step between two ticks of the values' axis (1 for counts: no half an application). */
  minStep?: number;
}) {
  return (
    <Box sx={{ height: CHART_HEIGHT }} data-testid={`analytics-chart-${chart}`}>
      <BarChart
        height={CHART_HEIGHT}
        layout="horizontal"
        dataset={rows.map((row) => ({ stage: stageLabel(row.stage), value: row.value }))}
        yAxis={[{ scaleType: 'band', dataKey: 'stage', width: 'auto' }]}
        xAxis={[{ min: 0, tickMinStep: minStep, valueFormatter: (value: number) => format(value) }]}
        series={[{ dataKey: 'value', label: series, valueFormatter: (value) => format(value) }]}
        hideLegend
      />
    </Box>
  );
}

/** The funnel: each stage's count of applications. */
export function FunnelChart({ report }: { report: AnalyticsReport }) {
  return (
    <StageBars
      chart="funnel"
      rows={report.funnel.map((row) => ({ stage: row.stage, value: row.count }))}
      series={TEXT.funnel.series}
      format={(value) => (value === null ? '' : String(value))}
      minStep={1}
    />
  );
}

/** The median hours in each stage (a stage nobody has left yet has no bar). */
export function TimeInStageChart({ report }: { report: AnalyticsReport }) {
  return (
    <StageBars
      chart="time-in-stage"
      rows={report.time_in_stage.map((row) => ({ stage: row.stage, value: row.median_hours }))}
      series={TEXT.timeInStage.series}
      format={formatDuration}
    />
  );
}
