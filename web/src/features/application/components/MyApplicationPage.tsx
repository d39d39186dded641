import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JOB_SLUGS, JOB_TITLES, RECRUITING_STATUS_LABELS } from '@careers/domain';
import { Link as RouterLink } from 'react-router';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { PageContainer } from '../../../components/PageContainer';
import { useMyApplication } from '../hooks/useMyApplication';
import { APPLICATION_TOASTS } from '../messages';

const applyPath = `/jobs/${JOB_SLUGS.marketingAnalyst}/apply`;

/** /application: where the signed-in user's application stands, and the way on. */
export default function MyApplicationPage() {
  const application = useMyApplication();
  return (
    <PageContainer maxWidth="sm">
      <Typography variant="h4" component="h1" gutterBottom>
        My Application
      </Typography>
      {application.phase === 'loading' && <CenteredMessage text="Loading your application..." />}
      {application.phase === 'failed' && <Typography color="error">{APPLICATION_TOASTS.loadFailed}</Typography>}
      {application.phase === 'ready' && (
        <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-label="Application status">
          <Typography variant="h6" component="h2">
            {JOB_TITLES[application.jobSlug ?? JOB_SLUGS.marketingAnalyst]}
          </Typography>
          <Chip
            label={RECRUITING_STATUS_LABELS[application.status]}
            color={application.status === 'hired' ? 'success' : 'default'}
            sx={{ my: 2 }}
            data-testid="application-status"
          />
          <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="application-message">
            {application.message}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {application.status === 'hired' ? (
              <Button component={RouterLink} to="/job-offers" variant="contained">
                View Job Offers
              </Button>
            ) : (
              <Button component={RouterLink} to={applyPath} variant="contained">
                {application.status === 'new_user' ? 'Apply Now' : 'Continue Application'}
              </Button>
            )}
            <Button component={RouterLink} to="/profile" variant="outlined">
              View My Profile
            </Button>
          </Stack>
        </Paper>
      )}
    </PageContainer>
  );
}
