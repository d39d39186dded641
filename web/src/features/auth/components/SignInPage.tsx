import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { COMPANY, ROUTES } from '@careers/domain/shared';
import { PageContainer } from '../../../components/PageContainer';
import { useAuth } from '../hooks/useAuth';
import { safeRedirect } from '../redirect';
import { GoogleIcon } from './GoogleIcon';

// Emulator build only: a production build folds __USE_EMULATORS__ to false and drops the chunk.
const EmulatorSignIn = __USE_EMULATORS__ ? lazy(() => import('./EmulatorSignIn')) : null;

/** /signin: Google sign-in, then back to the `redirect` parameter or home. */
export default function SignInPage() {
  const { signInWithGoogle, signInWithEmulatorAccount } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const destination = safeRedirect(params.get('redirect'));

  const run = async (signIn: () => Promise<boolean>) => {
    setBusy(true);
    const ok = await signIn();
    setBusy(false);
    if (ok) await navigate(destination, { replace: true });
  };

  return (
    <PageContainer maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Sign in to {COMPANY.name}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Use your Google account to apply for positions, follow your application and review your offers.
        </Typography>
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={busy}
          startIcon={busy ? <CircularProgress size={20} color="inherit" /> : <GoogleIcon />}
          onClick={() => run(signInWithGoogle)}
        >
          Continue with Google
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          By continuing, you agree to our{' '}
          <Link component={RouterLink} to={ROUTES.terms}>
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link component={RouterLink} to={ROUTES.privacy}>
            Privacy Policy
          </Link>
          .
        </Typography>
        {EmulatorSignIn && signInWithEmulatorAccount && (
          <Suspense fallback={null}>
            <EmulatorSignIn busy={busy} onSignIn={(email, name) => run(() => signInWithEmulatorAccount(email, name))} />
          </Suspense>
        )}
        <Box sx={{ mt: 4 }}>
          <Button component={RouterLink} to={ROUTES.home} variant="text">
            Back to Home
          </Button>
        </Box>
      </Paper>
    </PageContainer>
  );
}
