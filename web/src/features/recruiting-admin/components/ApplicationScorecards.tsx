import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  recommendationCounts,
  SCORECARD_RATING_LABELS,
  type ScorecardsResponse,
} from '@careers/domain/team';
import { formatDayTime } from '../../../lib/dates';
import { useApplicationScorecards } from '../api/scorecards-api';
import { ADMIN_MESSAGES } from '../content';

/**
 * The interviewers' submitted scorecards of an application, with how many give each
 * recommendation: what the decision after the interview is taken on.
 */
export function ApplicationScorecards({ applicationId, change }: { applicationId: string; change: number }) {
  const scorecards = useApplicationScorecards(applicationId, change);
  return (
    <Box component="section" aria-labelledby="scorecards">
      <Typography variant="h6" component="h3" id="scorecards" gutterBottom>
        {ADMIN_MESSAGES.scorecards}
      </Typography>
      {scorecards.status === 'error' && <Alert severity="error">{ADMIN_MESSAGES.scorecardsFailed}</Alert>}
      {scorecards.status === 'success' && <Submitted answer={scorecards.data} />}
    </Box>
  );
}

function Submitted({ answer }: { answer: ScorecardsResponse }) {
  const submitted = [answer.mine, ...answer.others].filter((each) => each?.submitted);
  if (submitted.length === 0) return <Typography color="text.secondary">{ADMIN_MESSAGES.noScorecards}</Typography>;
  const counts = recommendationCounts(
    submitted.map((each) => ({ submitted: true, recommendation: each!.recommendation })),
  );
  const labelOf = new Map(answer.attributes.map((attribute) => [attribute.id, attribute.label]));
  return (
    <Stack spacing={1}>
      <Typography data-testid="scorecards-summary">
        {[...RECOMMENDATIONS]
          .reverse()
          .map((recommendation) => `${RECOMMENDATION_LABELS[recommendation]}: ${counts[recommendation]}`)
          .join(' · ')}
      </Typography>
      <List dense disablePadding>
        {submitted.map((scorecard) => (
          <ListItem key={scorecard!.interviewer_email} disableGutters sx={{ display: 'block' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {scorecard!.interviewer_email || ADMIN_MESSAGES.formerInterviewer}
              </Typography>
              <Chip
                size="small"
                label={scorecard!.recommendation ? RECOMMENDATION_LABELS[scorecard!.recommendation] : '—'}
              />
              {scorecard!.amended && <Chip size="small" variant="outlined" label={ADMIN_MESSAGES.amended} />}
              <Typography variant="body2" color="text.secondary">
                {formatDayTime(scorecard!.submitted_at)}
              </Typography>
            </Stack>
            <Typography variant="body2">
              {Object.entries(scorecard!.ratings)
                .map(([id, rating]) => `${labelOf.get(id) ?? id}: ${SCORECARD_RATING_LABELS[rating]}`)
                .join(' · ')}
            </Typography>
            {scorecard!.notes && <Typography variant="body2">{scorecard!.notes}</Typography>}
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
