import { Navigate, Outlet, useLocation } from 'react-router';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { useFirstRowsShown } from '../../../lib/first-rows';
import { useAdminAccess } from '../hooks/useAdminAccess';
import { useAuth } from '../hooks/useAuth';
import { ROUTES, signInPath } from '@careers/domain/shared';

/** Admin routes: visitors go to sign-in (and back), signed-in non-admins go home. */
export default function RequireAdmin() {
  const { status } = useAuth();
  const access = useAdminAccess();
  const location = useLocation();
  if (status === 'signedOut') {
    return <LeaveAdminArea to={signInPath(location.pathname + location.search + location.hash)} />;
  }
  if (access === 'checking') return <CenteredMessage text="Checking admin access..." />;
  if (access === 'denied') return <LeaveAdminArea to={ROUTES.home} />;
  return <Outlet />;
}

/**
 * Sends the visitor away from the admin area. No admin screen's first rows will show, so what
 * waits for them (the toasts: the refusal's own) loads now rather than after the wait's fallback.
 */
function LeaveAdminArea({ to }: { to: string }) {
  useFirstRowsShown(true);
  return <Navigate to={to} replace />;
}
