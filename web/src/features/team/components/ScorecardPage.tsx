import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScorecardsResponse } from '@careers/domain/team';
import { Link as RouterLink, useParams } from 'react-router';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { PageContainer } from '../../../components/PageContainer';
import { ApiError, errorMessage } from '../../../lib/api';
import { formatDayTime } from '../../../lib/dates';
import { useScorecards } from '../api/team-api';
import { MY_INTERVIEWS_TEXT, SCORECARD_TEXT } from '../content';
import { TEAM_ROUTES } from '../routes';
import { PanelCandidateDetails } from './PanelCandidateDetails';
import { ScorecardForm } from './ScorecardForm';
import { AmendedChip, ColleagueScorecards, EarlierVersions, ScorecardStatusChip } from './ScorecardParts';

const TEXT = SCORECARD_TEXT;

/**
 * /team/interviews/:applicationId: my scorecard of the application, and the colleagues' submitted
 * ones as the posting's rule lets me see them. The server refuses (403) an application that is not
 * on my panels, with the same message as an unknown one; that message is shown.
 */
export default function ScorecardPage() {
  const { applicationId = '' } = useParams();
  const scorecards = useScorecards(applicationId);
  return (
    <PageContainer maxWidth="md">
      <Link component={RouterLink} to={TEAM_ROUTES.interviews} sx={{ display: 'inline-block', mb: 2 }}>
        {TEXT.back}
      </Link>
      <Typography variant="h4" component="h1">
        {TEXT.title}
      </Typography>
      {scorecards.status === 'loading' && <CenteredMessage text={TEXT.loading} />}
      {scorecards.status === 'error' && (
        <Alert
          severity="error"
          sx={{ mt: 3 }}
          action={
            // Asking again changes nothing for a refusal.
            scorecards.error instanceof ApiError && scorecards.error.status < 500 ? undefined : (
              <Button color="inherit" size="small" onClick={scorecards.retry}>
                {MY_INTERVIEWS_TEXT.tryAgain}
              </Button>
            )
          }
        >
          {errorMessage(scorecards.error, TEXT.loadFailed)}
        </Alert>
      )}
      {scorecards.status === 'success' && <Scorecards applicationId={applicationId} answer={scorecards.data} />}
    </PageContainer>
  );
}

function Scorecards({ applicationId, answer }: { applicationId: string; answer: ScorecardsResponse }) {
  const { candidate, attributes, mine, others } = answer;
  const submitted = mine?.submitted === true;
  return (
    <>
      <PanelCandidateDetails candidate={candidate} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
        {/* A new form for another application: its values start from that scorecard. */}
        <ScorecardForm key={applicationId} applicationId={applicationId} attributes={attributes} mine={mine}>
          {submitted && mine && (
            <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <ScorecardStatusChip status="submitted" />
              {mine.amended && <AmendedChip />}
              {mine.submitted_at && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {TEXT.submittedAt(formatDayTime(mine.submitted_at))}
                </Typography>
              )}
            </Stack>
          )}
          {mine && <EarlierVersions earlier={mine.earlier} />}
        </ScorecardForm>
      </Paper>
      <ColleagueScorecards attributes={attributes} others={others} mineSubmitted={submitted} />
    </>
  );
}
