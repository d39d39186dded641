import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SCREENING_STATUS_LABELS, screeningPath } from '@careers/domain/screening';
import { Link as RouterLink } from 'react-router';
import { JobTitle } from '../../jobs';
import { useMyScreeningStandings } from '../api/screening-api';
import { IN_PROGRESS } from '../messages';

/**
 * The signed-in candidate's screening applications, one card per posting, newest change first,
 * live (/profile and /application): the posting's title, while the assessment is under way its
 * label, the server's message, and the way to the questionnaire's page. Nothing without one.
 */
export function MyScreeningApplications() {
  const standings = useMyScreeningStandings();
  if (standings.length === 0) return null;
  return (
    <Stack spacing={2} sx={{ mt: 3 }}>
      {standings.map((standing) => (
        <Paper
          key={standing.id}
          variant="outlined"
          sx={{ p: 3 }}
          component="section"
          aria-label="Screening application status"
          data-testid="screening-application"
        >
          <Typography variant="h6" component="h2">
            <JobTitle slug={standing.jobSlug} />
          </Typography>
          {IN_PROGRESS.includes(standing.status) && (
            <Chip label={SCREENING_STATUS_LABELS[standing.status]} sx={{ my: 1 }} />
          )}
          <Typography color="text.secondary" sx={{ my: 1 }} data-testid="screening-application-message">
            {standing.message}
          </Typography>
          <Button component={RouterLink} to={screeningPath(standing.jobSlug)} variant="outlined">
            View Application
          </Button>
        </Paper>
      ))}
    </Stack>
  );
}
