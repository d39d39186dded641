// /welcome, public: greets a newly signed-in user with next steps. A visitor who is not signed in is invited to sign in, and comes back here afterwards.
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMPANY, ROUTES } from '@careers/domain/shared';
import { Link as RouterLink } from 'react-router';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { PageContainer } from '../../../components/PageContainer';
import { useAuth } from '../../auth';
import { signInPath } from '@careers/domain/shared';

/** Where a signed-in user goes next: positions, profile, offers. */
const NEXT_STEPS = [
  {
    title: 'Browse open positions',
    description: 'Find a role that fits you and apply in a few steps.',
    action: 'View Positions',
    to: ROUTES.positions,
  },
  {
    title: 'Your profile',
    description: 'Check your details and follow the status of your application.',
    action: 'Go to Profile',
    to: ROUTES.profile,
  },
  {
    title: 'Your job offers',
    description: 'Review, sign and accept the offers you receive.',
    action: 'View My Offers',
    to: ROUTES.jobOffers,
  },
] as const;

function Visitor() {
  return (
    <PageContainer maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Welcome to {COMPANY.name} Careers
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Sign in with your Google account to apply for positions, follow your application and review your offers.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to={signInPath('/welcome')} variant="contained">
            Sign In
          </Button>
          <Button component={RouterLink} to={ROUTES.positions} variant="outlined">
            Browse Positions
          </Button>
        </Stack>
      </Paper>
    </PageContainer>
  );
}

function SignedIn({ name }: { name: string }) {
  return (
    <PageContainer maxWidth="lg">
      <Typography variant="h3" component="h1" gutterBottom>
        Welcome, {name}!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        You&apos;re signed in to {COMPANY.name} Careers. Here is where to go next.
      </Typography>
      <Grid container spacing={3}>
        {NEXT_STEPS.map((step) => (
          <Grid key={step.to} size={{ xs: 12, md: 4 }}>
            <Paper
              component="section"
              aria-label={step.title}
              variant="outlined"
              sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column' }}
            >
              <Typography variant="h6" component="h2" gutterBottom>
                {step.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3, flexGrow: 1 }}>
                {step.description}
              </Typography>
              <Button component={RouterLink} to={step.to} variant="contained" sx={{ alignSelf: 'flex-start' }}>
                {step.action}
              </Button>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </PageContainer>
  );
}

/** /welcome: the signed-in user's next steps, or an invitation to sign in. */
export default function WelcomePage() {
  const { status, displayName } = useAuth();
  if (status === 'loading') return <CenteredMessage text="Checking authentication..." />;
  if (status === 'signedOut' || !displayName) return <Visitor />;
  return <SignedIn name={displayName} />;
}
