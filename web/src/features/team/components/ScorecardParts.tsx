import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  RECOMMENDATION_LABELS,
  SCORECARD_RATING_LABELS,
  type ScorecardAttribute,
  type ScorecardStatus,
  type ScorecardView,
} from '@careers/domain/team';
import { useId } from 'react';
import { formatDayTime } from '../../../lib/dates';
import { SCORECARD_STATUS_LABELS, SCORECARD_TEXT } from '../content';

const TEXT = SCORECARD_TEXT;

// MUI's 'warning' orange is below 4.5:1 under white text: a missing scorecard is the plain chip.
const STATUS_COLORS = {
  missing: 'default',
  draft: 'primary',
  submitted: 'success',
} as const satisfies Record<ScorecardStatus, string>;

/** Where my scorecard of an interview stands. */
export function ScorecardStatusChip({ status }: { status: ScorecardStatus }) {
  return (
    <Chip
      size="small"
      label={SCORECARD_STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
      data-testid="scorecard-status"
    />
  );
}

/** The 'Amended' mark of a scorecard submitted more than once. */
export const AmendedChip = () => <Chip size="small" variant="outlined" label={TEXT.amendedChip} />;

/**
 * One choice among a few, as a fieldset whose legend names it (an attribute, or the overall
 * recommendation), its description read with the radios.
 */
export function ChoiceGroup({
  name,
  legend,
  description,
  options,
  value,
  onChange,
  error,
  disabled,
}: {
  name: string;
  legend: string;
  description?: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  error: boolean;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <FormControl component="fieldset" error={error} disabled={disabled} sx={{ width: '100%' }}>
      <FormLabel id={`${id}-legend`} component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {legend}
      </FormLabel>
      {description && (
        <FormHelperText id={`${id}-description`} sx={{ mx: 0, mt: 0 }}>
          {description}
        </FormHelperText>
      )}
      <RadioGroup
        row
        name={name}
        aria-labelledby={`${id}-legend`}
        aria-describedby={description ? `${id}-description` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** The versions of my scorecard an amendment kept: each one's recommendation and when it was submitted. */
export function EarlierVersions({ earlier }: { earlier: ScorecardView['earlier'] }) {
  if (earlier.length === 0) return null;
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {TEXT.earlierHeading}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {earlier.map((version) => (
          <Typography component="li" variant="body2" key={version.submitted_at}>
            {TEXT.earlierVersion(RECOMMENDATION_LABELS[version.recommendation], formatDayTime(version.submitted_at))}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The colleagues' submitted scorecards; while there is none, why: mine is not submitted yet (the
 * usual rule shows theirs after), or nobody has submitted one.
 */
export function ColleagueScorecards({
  attributes,
  others,
  mineSubmitted,
}: {
  attributes: ScorecardAttribute[];
  others: ScorecardView[];
  mineSubmitted: boolean;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {TEXT.colleaguesHeading}
      </Typography>
      {others.length === 0 ? (
        <Typography color="text.secondary">{mineSubmitted ? TEXT.noColleagues : TEXT.colleaguesAfterYours}</Typography>
      ) : (
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {others.map((other) => (
            <Box component="li" key={other.interviewer_email}>
              <ColleagueScorecard attributes={attributes} scorecard={other} />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function ColleagueScorecard({ attributes, scorecard }: { attributes: ScorecardAttribute[]; scorecard: ScorecardView }) {
  const recommendation = scorecard.recommendation
    ? RECOMMENDATION_LABELS[scorecard.recommendation]
    : TEXT.noRecommendation;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="colleague-scorecard">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3" sx={{ wordBreak: 'break-all' }}>
          {scorecard.interviewer_email}
        </Typography>
        {scorecard.amended && <AmendedChip />}
      </Stack>
      <Typography sx={{ fontWeight: 600 }}>{TEXT.colleagueRecommendation(recommendation)}</Typography>
      {scorecard.submitted_at && (
        <Typography variant="body2" color="text.secondary">
          {TEXT.submittedAt(formatDayTime(scorecard.submitted_at))}
        </Typography>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 1.5 }}>
        {attributes.map((attribute) => {
          const rating = scorecard.ratings[attribute.id];
          return (
            <Box key={attribute.id} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {attribute.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {rating ? SCORECARD_RATING_LABELS[rating] : TEXT.notRated}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {scorecard.notes || TEXT.noNotes}
      </Typography>
    </Paper>
  );
}
