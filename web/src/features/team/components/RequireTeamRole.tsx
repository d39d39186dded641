import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ROUTES, signInPath } from '@careers/domain/shared';
import { Navigate, Outlet, Link as RouterLink, useLocation } from 'react-router';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { PageContainer } from '../../../components/PageContainer';
import { errorMessage } from '../../../lib/api';
import { useAuth } from '../../auth';
import { useTeamAccess } from '../api/team-api';
import { TEAM_ACCESS_TEXT } from '../content';

/**
 * The interviewer's routes: visitors go to sign-in (and back); a signed-in user is asked about on
 * the server (GET /api/admin/check-access), and one without a team role is told these pages are
 * not theirs.
 */
export default function RequireTeamRole() {
  const { status } = useAuth();
  const access = useTeamAccess();
  const location = useLocation();
  if (status === 'signedOut') {
    return <Navigate to={signInPath(location.pathname + location.search + location.hash)} replace />;
  }
  if (status === 'loading' || access.status === 'loading') return <CenteredMessage text={TEAM_ACCESS_TEXT.checking} />;
  if (access.status === 'error') {
    return (
      <PageContainer maxWidth="sm">
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography role="alert" sx={{ mb: 2 }}>
            {errorMessage(access.error, TEAM_ACCESS_TEXT.checkFailed)}
          </Typography>
          <Button variant="contained" onClick={access.retry}>
            {TEAM_ACCESS_TEXT.tryAgain}
          </Button>
        </Paper>
      </PageContainer>
    );
  }
  if (access.data.role === null && !access.data.isAdmin) return <TeamAccessRequired />;
  return <Outlet />;
}

function TeamAccessRequired() {
  return (
    <PageContainer maxWidth="sm">
      <Typography variant="h4" component="h1" gutterBottom>
        {TEAM_ACCESS_TEXT.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {TEAM_ACCESS_TEXT.text}
      </Typography>
      <Button component={RouterLink} to={ROUTES.home} variant="contained">
        {TEAM_ACCESS_TEXT.home}
      </Button>
    </PageContainer>
  );
}
