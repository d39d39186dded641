// The Fairness screen's figures: the summary above the tables, and one table per dimension (sex,
// race/ethnicity, both), each named by its heading. A group under the four-fifths rule carries a
// chip that says so in words and with an icon, so its colour is never the only signal.
import { FAIRNESS_DIMENSIONS, type FairnessDimension, type FairnessResponse } from '@careers/domain/privacy';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { TableFrame } from '../../../components/TableFrame';
import { formatDayTime, formatUtcDay } from '../../../lib/dates';
import { FAIRNESS_TEXT as TEXT } from '../content';
import { formatPercent } from '../../../lib/numbers';
import { belowFourFifths, formatRatio, groupLabel, groupsOf } from '../fairness';

/** A day of the period (YYYY-MM-DD, UTC) as 'Jan 1, 2020' whatever the admin's time zone. */
const periodDay = (day: string) => formatUtcDay(new Date(`${day}T00:00:00Z`));

/** When the figures were made, the period, how many applicants, and the unknowns. */
export function FairnessSummary({ figures }: { figures: FairnessResponse }) {
  return (
    <Stack spacing={0.5} sx={{ mb: 3 }} data-testid="fairness-summary">
      <Typography>{TEXT.period(periodDay(figures.from), periodDay(figures.to))}</Typography>
      <Typography data-testid="fairness-applicants">{TEXT.applicants(figures.applicants)}</Typography>
      <Typography data-testid="fairness-unknown">
        {TEXT.unknown(figures.unknown.applicants, figures.unknown.selected)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {TEXT.generated(formatDayTime(figures.generated_at))}
      </Typography>
    </Stack>
  );
}

/** The chip of a ratio under 0.8: amber with dark text (MUI's warning chip is below 4.5:1), words and an icon. */
function BelowFourFifthsChip() {
  return (
    <Chip
      size="small"
      icon={<WarningAmberIcon />}
      label={TEXT.belowFourFifths}
      data-testid="below-four-fifths"
      sx={{ color: '#6d4c00', bgcolor: '#fff3cd', '& .MuiChip-icon': { color: '#6d4c00' } }}
    />
  );
}

function DimensionTable({ figures, dimension }: { figures: FairnessResponse; dimension: FairnessDimension }) {
  const headingId = `fairness-${dimension}-heading`;
  const groups = groupsOf(figures, dimension);
  // The scoring rate is the screening's alone (the recruiting flow has no score): its column goes.
  const scoring = figures.flow === 'screening';
  const { columns } = TEXT;
  const headers = [
    columns.group,
    columns.applicants,
    columns.selected,
    columns.selectionRate,
    columns.impactRatio,
    ...(scoring ? [columns.scoringRate] : []),
    columns.note,
  ];
  return (
    <Box sx={{ mb: 4 }}>
      <Typography variant="h5" component="h2" id={headingId} gutterBottom>
        {TEXT.dimensions[dimension]}
      </Typography>
      <TableFrame labelledBy={headingId}>
        <Table size="small" aria-labelledby={headingId} data-testid={`fairness-table-${dimension}`}>
          <TableHead>
            <TableRow>
              {headers.map((header, index) => (
                <TableCell key={header} scope="col" align={index === 0 || header === columns.note ? 'left' : 'right'}>
                  {header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {groups.length === 0 && (
              <TableRow>
                <TableCell colSpan={headers.length}>{TEXT.noGroups}</TableCell>
              </TableRow>
            )}
            {groups.map((group) => (
              <TableRow key={group.group} data-testid={`fairness-row-${dimension}-${group.group}`}>
                <TableCell component="th" scope="row">
                  {groupLabel(group)}
                </TableCell>
                <TableCell align="right">{group.applicants ?? '—'}</TableCell>
                <TableCell align="right">{group.selected ?? '—'}</TableCell>
                <TableCell align="right">{formatPercent(group.selection_rate)}</TableCell>
                <TableCell align="right">{formatRatio(group.impact_ratio)}</TableCell>
                {scoring && <TableCell align="right">{formatPercent(group.scoring_rate)}</TableCell>}
                <TableCell>
                  {group.excluded ? (
                    <Typography variant="body2" color="text.secondary" component="span">
                      {group.withheld ? TEXT.withheld : TEXT.excluded}
                    </Typography>
                  ) : (
                    belowFourFifths(group) && <BelowFourFifthsChip />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableFrame>
    </Box>
  );
}

/** The three tables, in the dimensions' order. */
export function FairnessTables({ figures }: { figures: FairnessResponse }) {
  return (
    <>
      {FAIRNESS_DIMENSIONS.map((dimension) => (
        <DimensionTable key={dimension} figures={figures} dimension={dimension} />
      ))}
    </>
  );
}
