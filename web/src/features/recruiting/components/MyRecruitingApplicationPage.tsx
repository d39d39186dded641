import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RECRUITING_STATUS_LABELS, type CandidateStanding } from '@careers/domain/recruiting';
import { applyPath, ROUTES } from '@careers/domain/shared';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast';
import { Link as RouterLink } from 'react-router';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { PageContainer } from '../../../components/PageContainer';
import { useFirstRowsShown } from '../../../lib/first-rows';
import { JobTitle } from '../../jobs';
import { MyScreeningApplications } from '../../screening';
import { SelfIdentificationSurvey } from '../../self-identification';
import { useCandidateStandings } from '../api/recruiting-api';
import { APPLICATION_TOASTS } from '../messages';

/** /application: where each of the signed-in user's applications stands (one per posting), and the way on. */
export default function MyRecruitingApplicationPage() {
  const { state: application } = useCandidateStandings();
  const failed = application.status === 'error';
  // Asked only of someone who applied: a standing without an application is the way to apply.
  const submitted = application.status === 'success' && application.data.some((standing) => standing.applicationId);
  useEffect(() => {
    if (failed) toast.error(APPLICATION_TOASTS.loadFailed);
  }, [failed]);
  // Where they stand has shown (the status call): the applications are followed live from then.
  useFirstRowsShown(application.status !== 'loading');
  return (
    <PageContainer maxWidth="sm">
      <Typography variant="h4" component="h1" gutterBottom>
        My Application
      </Typography>
      {application.status === 'loading' && <CenteredMessage text="Loading your application..." />}
      {application.status === 'error' && <Typography color="error">{APPLICATION_TOASTS.loadFailed}</Typography>}
      {application.status === 'success' && (
        <Stack spacing={2}>
          {application.data.map((standing) => (
            <ApplicationCard key={standing.applicationId ?? standing.jobSlug} application={standing} />
          ))}
        </Stack>
      )}
      <MyScreeningApplications />
      {submitted && (
        <Box sx={{ mt: 3 }}>
          <SelfIdentificationSurvey headingLevel="h2" />
        </Box>
      )}
    </PageContainer>
  );
}

/** The status, its message and the way on: into the flow, or where it would send them (hired: offers). */
function ApplicationCard({ application }: { application: CandidateStanding }) {
  const leaveTo = application.redirectTo;
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-label="Application status">
      <Typography variant="h6" component="h2">
        <JobTitle slug={application.jobSlug} />
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
        {leaveTo ? (
          <Button component={RouterLink} to={leaveTo} variant="contained">
            View Job Offers
          </Button>
        ) : (
          <Button component={RouterLink} to={applyPath(application.jobSlug)} variant="contained">
            {application.status === 'new_user' ? 'Apply Now' : 'Continue Application'}
          </Button>
        )}
        <Button component={RouterLink} to={ROUTES.profile} variant="outlined">
          View My Profile
        </Button>
      </Stack>
    </Paper>
  );
}
