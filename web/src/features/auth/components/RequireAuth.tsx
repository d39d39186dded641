import { Navigate, Outlet, useLocation } from 'react-router';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { useAuth } from '../hooks/useAuth';
import { signInPath } from '@careers/domain/shared';

/** Routes for signed-in users; others go to sign-in and come back afterwards. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <CenteredMessage text="Checking authentication..." />;
  if (status === 'signedOut') {
    return <Navigate to={signInPath(location.pathname + location.search + location.hash)} replace />;
  }
  return <Outlet />;
}
