import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  AI_ASSESSMENT_TEXT as TEXT,
  FAIRNESS_DIMENSIONS,
  RACE_ETHNICITY_LABELS,
  SEX_LABELS,
  type AiAssessmentSummary,
  type FairnessDimension,
  type PublishedGroup,
  type RaceEthnicity,
  type Sex,
} from '@careers/domain/privacy';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { PageContainer } from '../../../components/PageContainer';
import { TableFrame } from '../../../components/TableFrame';
import { formatDayTime, formatUtcDay } from '../../../lib/dates';
import { useAiAssessmentSummary } from '../api';

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);
const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);
const ratio = (value: number | null) => (value === null ? '—' : value.toFixed(2));

/** A group's name: a sex, a race/ethnicity, or both ('female|asian'). */
function groupLabel(group: string): string {
  return group
    .split('|')
    .map((part) => SEX_LABELS[part as Sex] ?? RACE_ETHNICITY_LABELS[part as RaceEthnicity] ?? part)
    .join(' · ');
}

/**
 * /ai-assessment: what the automated screening assessment is, and its fairness figures over the
 * last year per sex, race/ethnicity and both, as the public summary gives them.
 */
export default function AiAssessmentPage() {
  const summary = useAiAssessmentSummary();
  return (
    <PageContainer maxWidth="md">
      <Typography variant="h4" component="h1" gutterBottom>
        {TEXT.title}
      </Typography>
      {TEXT.intro.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 2 }}>
          {paragraph}
        </Typography>
      ))}
      {summary.status === 'loading' && <CenteredMessage text="Loading the figures..." />}
      {summary.status === 'error' && <Alert severity="error">{TEXT.loadFailed}</Alert>}
      {summary.status === 'success' && <Figures summary={summary.data} />}
    </PageContainer>
  );
}

function Figures({ summary }: { summary: AiAssessmentSummary }) {
  const facts: [string, string][] = [
    [TEXT.computedAt, formatDayTime(summary.computed_at)],
    // The days are UTC days (the counts' days of submission): shown as those days anywhere.
    [TEXT.firstUsed, summary.first_used ? formatUtcDay(utcDay(summary.first_used)) : '—'],
    [TEXT.source, summary.source],
    [TEXT.period, `${formatUtcDay(utcDay(summary.period.from))} – ${formatUtcDay(utcDay(summary.period.to))}`],
    [TEXT.applicants, String(summary.applicants)],
  ];
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { sm: '12rem 1fr' }, gap: 1, mb: 3 }}>
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography sx={{ mb: 3 }}>{TEXT.explanation}</Typography>
      {FAIRNESS_DIMENSIONS.map((dimension) => (
        <DimensionTable
          key={dimension}
          dimension={dimension}
          groups={summary.groups.filter((group) => group.dimension === dimension)}
        />
      ))}
      <Typography color="text.secondary">
        {TEXT.unknown(summary.unknown.applicants, summary.unknown.selected)}
      </Typography>
    </>
  );
}

function DimensionTable({ dimension, groups }: { dimension: FairnessDimension; groups: PublishedGroup[] }) {
  const headingId = `ai-assessment-${dimension}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        {TEXT.dimensions[dimension]}
      </Typography>
      <TableFrame labelledBy={headingId} plain>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              {[TEXT.group, TEXT.applicants, TEXT.selected, TEXT.selectionRate, TEXT.impactRatio, TEXT.scoringRate].map(
                (label) => (
                  <TableCell key={label} scope="col" component="th">
                    {label}
                  </TableCell>
                ),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {groups.map((group) => (
              <TableRow key={group.group}>
                <TableCell component="th" scope="row">
                  {groupLabel(group.group)}
                </TableCell>
                {group.excluded ? (
                  <TableCell colSpan={5}>{TEXT.excluded}</TableCell>
                ) : (
                  <>
                    <TableCell>{group.applicants}</TableCell>
                    <TableCell>{group.selected}</TableCell>
                    <TableCell>{percent(group.selection_rate)}</TableCell>
                    <TableCell>{ratio(group.impact_ratio)}</TableCell>
                    <TableCell>{percent(group.scoring_rate)}</TableCell>
                  </>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableFrame>
    </Box>
  );
}
