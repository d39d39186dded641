import { Navigate, Outlet, useLocation } from 'react-router';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { useAdminAccess } from '../hooks/useAdminAccess';
import { useAuth } from '../hooks/useAuth';
import { ROUTES, signInPath } from '@careers/domain/shared';

/** Admin routes: visitors go to sign-in (and back), signed-in non-admins go home. */
export default function RequireAdmin() {
  const { status } = useAuth();
  const access = useAdminAccess();
  const location = useLocation();
  if (status === 'signedOut') {
    return <Navigate to={signInPath(location.pathname + location.search + location.hash)} replace />;
  }
  if (access === 'checking') return <CenteredMessage text="Checking admin access..." />;
  if (access === 'denied') return <Navigate to={ROUTES.home} replace />;
  return <Outlet />;
}
