import { isBackwardsPeriod } from '@careers/domain/shared';
import type { AnalyticsFilter, AnalyticsFlow, AnalyticsReport } from '@careers/domain/analytics';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { ListPanel, LoadingOrFailure } from '../../../components/ListPage';
import { errorMessage } from '../../../lib/api';
import { useUrlFilters } from '../../../lib/url-filters';
import { lazyAfterFirstRows, useFirstRowsShown } from '../../../lib/first-rows';
import { AdminPage, csvExporter, FilterBar, PeriodFields, PostingFilter } from '../../admin-kit';
import { useJobTitles } from '../../jobs-admin';
import { useAnalytics } from '../api/analytics-api';
import { ANALYTICS_TEXT as TEXT } from '../content';
import { ANALYTICS_CSV, analyticsFileName, type AnalyticsTable } from '../csv';
import { hasNoApplications } from '../figures';
import {
  FigureSection,
  FunnelTable,
  OffersTable,
  SectionNote,
  SourcesTable,
  TimeInStageTable,
  TimeToHireFigures,
} from './AnalyticsTables';
import { CHART_HEIGHT } from './chart-layout';

/** The filters' names in the URL (a link or a reload keeps them). */
type FilterName = 'posting' | 'from' | 'to';

/** A chart's place while its code loads: its height, kept so the tables under it do not move. */
const ChartPlace = () => <Box sx={{ height: CHART_HEIGHT }} />;

/** The charts, loaded once the first figures show: MUI X Charts would double the screen's first script. */
const FunnelChart = lazyAfterFirstRows<{ report: AnalyticsReport }>(
  () => import('./AnalyticsCharts').then((charts) => ({ default: charts.FunnelChart })),
  ChartPlace,
);
const TimeInStageChart = lazyAfterFirstRows<{ report: AnalyticsReport }>(
  () => import('./AnalyticsCharts').then((charts) => ({ default: charts.TimeInStageChart })),
  ChartPlace,
);

/** The figures of a period with applications: each section with its chart, table and CSV. */
function AnalyticsFigures({ report }: { report: AnalyticsReport }) {
  const exportOf = (table: AnalyticsTable) =>
    csvExporter({
      file: () =>
        Promise.resolve({
          name: analyticsFileName(report, table),
          text: ANALYTICS_CSV[table](report),
          type: 'text/csv;charset=utf-8',
        }),
      failed: TEXT.exportFailed,
    });
  return (
    <>
      {report.approximate > 0 && (
        <Typography sx={{ mb: 2 }} data-testid="analytics-approximate">
          {TEXT.approximate(report.approximate)}
        </Typography>
      )}
      <FigureSection
        section="funnel"
        title={TEXT.funnel.title}
        exportLabel={TEXT.funnel.exportCsv}
        onExport={exportOf('funnel')}
      >
        <SectionNote>{TEXT.reachRule}</SectionNote>
        <FunnelChart report={report} />
        <FunnelTable report={report} />
      </FigureSection>
      <FigureSection
        section="time-in-stage"
        title={TEXT.timeInStage.title}
        exportLabel={TEXT.timeInStage.exportCsv}
        onExport={exportOf('time-in-stage')}
      >
        <SectionNote>{TEXT.timeInStage.note[report.flow]}</SectionNote>
        <TimeInStageChart report={report} />
        <TimeInStageTable report={report} />
      </FigureSection>
      <FigureSection section="time-to-hire" title={TEXT.timeToHire.title}>
        <TimeToHireFigures report={report} />
      </FigureSection>
      <FigureSection
        section="offers"
        title={TEXT.offers.title}
        exportLabel={TEXT.offers.exportCsv}
        onExport={exportOf('offers')}
      >
        <OffersTable report={report} />
      </FigureSection>
      <FigureSection
        section="sources"
        title={TEXT.sources.title}
        exportLabel={TEXT.sources.exportCsv}
        onExport={exportOf('sources')}
      >
        <SectionNote>{TEXT.sources.note[report.flow]}</SectionNote>
        <SourcesTable report={report} />
      </FigureSection>
    </>
  );
}

/**
 * /admin/analytics and /fullstack-admin/analytics: the pipeline figures of the area's flow
 * (optionally one of its postings and a period of submission days), from GET /api/admin/analytics
 * (docs/features/analytics.md); its filters kept in the URL, a chart and a table a figure, and
 * their CSV.
 */
export default function AnalyticsPage({ flow }: { flow: AnalyticsFlow }) {
  const { params, setFilter } = useUrlFilters<FilterName>();
  const posting = params.get('posting') || undefined;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  // Asked with no period, the server counts every day's applications (the answer's from and to are null).
  const filter: AnalyticsFilter = useMemo(
    () => ({ flow, job_slug: posting, from: from || undefined, to: to || undefined }),
    [flow, posting, from, to],
  );
  // A period ending before it starts is not asked (the server refuses it): the To field says so.
  const backwards = isBackwardsPeriod(filter);
  const answer = useAnalytics(filter);
  const titles = useJobTitles();
  useFirstRowsShown(answer.status !== 'loading' || backwards);

  const report = answer.status === 'success' && !backwards ? answer.data : undefined;

  return (
    <AdminPage title={TEXT.title}>
      <Typography sx={{ mb: 2 }} data-testid="analytics-intro">
        {TEXT.intro[flow]}
      </Typography>

      <FilterBar>
        {/* The area's flow only: another flow's posting would answer nothing. */}
        <PostingFilter
          choices={titles.choicesOf(flow)}
          value={posting}
          onChange={(chosen) => setFilter('posting', chosen)}
        />
        <PeriodFields
          from={from}
          to={to}
          labels={{ from: TEXT.from, to: TEXT.to, backwards: TEXT.periodBackwards }}
          onChange={setFilter}
        />
      </FilterBar>

      {!backwards && (
        <LoadingOrFailure
          answer={answer}
          loading={TEXT.loading}
          failed={(error) => errorMessage(error, TEXT.failed)}
          retry={{ label: TEXT.tryAgain, onClick: answer.retry }}
        />
      )}
      {report &&
        (hasNoApplications(report) ? (
          <ListPanel>
            <Typography data-testid="analytics-empty">{TEXT.empty}</Typography>
          </ListPanel>
        ) : (
          <AnalyticsFigures report={report} />
        ))}
    </AdminPage>
  );
}
