// The Analytics screens' figures as tables: the funnel, the time in each stage, the offers and the
// sources, each named by its section's heading (so a screen reader, and a test, finds "Funnel"),
// and the time to hire as three figures. Each section's frame holds its heading, its CSV button
// and what it shows.
import type { AnalyticsReport } from '@careers/domain/analytics';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CardGrid, StatCard } from '../../../components/StatCard';
import { TableFrame } from '../../../components/TableFrame';
import { ANALYTICS_TEXT as TEXT } from '../content';
import { formatPercent } from '../../../lib/numbers';
import { formatDuration, OFFER_OUTCOMES, stageLabel } from '../figures';

/** The id of a section's heading, which names its table. */
export const headingId = (section: string) => `analytics-${section}-heading`;

/** One section: its heading with its CSV button beside it, then its chart, note and table. */
export function FigureSection({
  section,
  title,
  exportLabel,
  onExport,
  children,
}: {
  section: string;
  title: string;
  exportLabel?: string;
  onExport?: () => void;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={headingId(section)} sx={{ mb: 4 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h2" id={headingId(section)}>
          {title}
        </Typography>
        {exportLabel && (
          <Button variant="outlined" size="small" onClick={onExport} disabled={!onExport}>
            {exportLabel}
          </Button>
        )}
      </Stack>
      {children}
    </Box>
  );
}

/** A section's note under its heading. */
export function SectionNote({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {children}
    </Typography>
  );
}

/** A table of figures: a row a stage (or source, or outcome), named in its first cell; the figures right-aligned. */
function FigureTable({
  section,
  headers,
  rows,
}: {
  section: string;
  headers: readonly string[];
  rows: { key: string; name: string; figures: (string | number)[] }[];
}) {
  return (
    <TableFrame labelledBy={headingId(section)}>
      <Table size="small" aria-labelledby={headingId(section)} data-testid={`analytics-table-${section}`}>
        <TableHead>
          <TableRow>
            {headers.map((header, index) => (
              <TableCell key={header} scope="col" align={index === 0 ? 'left' : 'right'}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} data-testid={`analytics-row-${section}-${row.key}`}>
              <TableCell component="th" scope="row">
                {row.name}
              </TableCell>
              {row.figures.map((figure, index) => (
                <TableCell key={index} align="right">
                  {figure}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableFrame>
  );
}

/** Each stage's count, and its share of the stage before's. */
export function FunnelTable({ report }: { report: AnalyticsReport }) {
  const { columns } = TEXT.funnel;
  return (
    <FigureTable
      section="funnel"
      headers={[columns.stage, columns.count, columns.conversion]}
      rows={report.funnel.map((row) => ({
        key: row.stage,
        name: stageLabel(row.stage),
        figures: [row.count, formatPercent(row.conversion)],
      }))}
    />
  );
}

/** Each stage's applications that left it, and the median and 90th percentile hours they stayed. */
export function TimeInStageTable({ report }: { report: AnalyticsReport }) {
  const { columns } = TEXT.timeInStage;
  return (
    <FigureTable
      section="time-in-stage"
      headers={[columns.stage, columns.count, columns.median, columns.p90]}
      rows={report.time_in_stage.map((row) => ({
        key: row.stage,
        name: stageLabel(row.stage),
        figures: [row.count, formatDuration(row.median_hours), formatDuration(row.p90_hours)],
      }))}
    />
  );
}

/** Each referral source's applications, and how many of them reached each step. */
export function SourcesTable({ report }: { report: AnalyticsReport }) {
  const { columns } = TEXT.sources;
  return (
    <FigureTable
      section="sources"
      headers={[columns.source, columns.applied, columns.qualified, columns.interviewed, columns.hired]}
      rows={report.sources.map((row) => ({
        key: row.source,
        name: row.source,
        figures: [row.applied, row.qualified, row.interviewed, row.hired],
      }))}
    />
  );
}

/** The offers made, and how many were accepted, declined and withdrawn. */
export function OffersTable({ report }: { report: AnalyticsReport }) {
  const { columns, outcomes } = TEXT.offers;
  return (
    <FigureTable
      section="offers"
      headers={[columns.outcome, columns.count]}
      rows={OFFER_OUTCOMES.map((outcome) => ({
        key: outcome,
        name: outcomes[outcome],
        figures: [report.offers[outcome]],
      }))}
    />
  );
}

/** The hires, and the median and 90th percentile days from application to hire. */
export function TimeToHireFigures({ report }: { report: AnalyticsReport }) {
  const { hires, median, p90 } = TEXT.timeToHire;
  const { count, median_days, p90_days } = report.time_to_hire;
  return (
    <CardGrid columns={3}>
      <StatCard title={hires} value={count} />
      <StatCard title={median} value={formatDuration(median_days)} />
      <StatCard title={p90} value={formatDuration(p90_days)} />
    </CardGrid>
  );
}
