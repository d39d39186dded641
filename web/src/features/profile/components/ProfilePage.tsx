import VerifiedIcon from '@mui/icons-material/Verified';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES, signInPath } from '@careers/domain/shared';
import { Link as RouterLink } from 'react-router';
import { Suspense, useEffect } from 'react';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { PageContainer } from '../../../components/PageContainer';
import { firstRowsShown, lazyPreloadable, useFirstRowsShown } from '../../../lib/first-rows';
import { useAuth, useSignOutToHome } from '../../auth';
import { useApplicationStatus } from '../hooks/useApplicationStatus';
import { EmailPreferencesSection } from './EmailPreferencesSection';
import { MessagesSection } from './MessagesSection';
import { YourDataSection } from './YourDataSection';

/** Where the candidate stands, shown once they asked for it: loaded once the profile's buttons have shown. */
const ApplicationViews = lazyPreloadable(async () => ({
  default: (await import('./ApplicationViews')).ApplicationViews,
}));

/** /profile: who is signed in, and their application status on request (then live). */
export default function ProfilePage() {
  const { status } = useAuth();
  if (status === 'loading') return <CenteredMessage text="Checking authentication..." />;
  if (status === 'signedOut') return <NotSignedIn />;
  return <SignedInProfile />;
}

function NotSignedIn() {
  return (
    <PageContainer maxWidth="sm">
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Not Signed In
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Sign in with your Google account to see your profile and application status.
        </Typography>
        <Button component={RouterLink} to={signInPath(ROUTES.profile)} variant="contained">
          Sign In
        </Button>
      </Paper>
    </PageContainer>
  );
}

function SignedInProfile() {
  const { user, profile, displayName, email } = useAuth();
  const signOut = useSignOutToHome();
  const { views, fetching, fetchStatus } = useApplicationStatus();
  const verified = profile?.emailVerified ?? user?.emailVerified ?? false;
  // The buttons show at once: the listeners (the full Firestore SDK), the toasts and what shows
  // later load after them.
  useFirstRowsShown(true);
  useEffect(() => void firstRowsShown().then(ApplicationViews.preload), []);

  return (
    <PageContainer maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
          <Avatar src={profile?.photoURL ?? user?.photoURL ?? undefined} alt="" sx={{ width: 64, height: 64 }}>
            {displayName?.[0]?.toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h1" data-testid="profile-name">
              {displayName}
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Typography color="text.secondary" data-testid="profile-email" sx={{ wordBreak: 'break-all' }}>
                {email}
              </Typography>
              {verified && <VerifiedIcon color="primary" fontSize="small" titleAccess="Verified email" />}
            </Stack>
          </Box>
        </Stack>

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexWrap: 'wrap' }} useFlexGap>
          <Button component={RouterLink} to={ROUTES.positions} variant="contained">
            Browse Positions
          </Button>
          <Button
            variant="outlined"
            onClick={fetchStatus}
            disabled={fetching}
            startIcon={fetching ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            Fetch Application Status
          </Button>
          <Button variant="outlined" color="error" onClick={signOut}>
            Sign Out
          </Button>
        </Stack>

        {/* Where they stand, once they asked (then live). */}
        {views && (
          <Suspense fallback={null}>
            <ApplicationViews views={views} />
          </Suspense>
        )}

        <EmailPreferencesSection />
        <MessagesSection />

        <YourDataSection />
        <Divider sx={{ my: 3 }} />
        <Button component={RouterLink} to={ROUTES.home} variant="text">
          Back to Home
        </Button>
      </Paper>
    </PageContainer>
  );
}
