import { useQuery } from '@tanstack/react-query';
import { checkAdminAccess } from '../api/auth-api';
import { useAuth } from './useAuth';

export type AdminAccess = 'checking' | 'admin' | 'denied';

/** Asks the server whether the signed-in user is an admin; a failed check counts as not admin. */
export function useAdminAccess(): AdminAccess {
  const { status, user } = useAuth();
  const uid = user?.uid ?? null;
  const check = useQuery({
    queryKey: ['auth', 'admin-access', uid],
    queryFn: checkAdminAccess,
    enabled: status === 'signedIn' && uid !== null,
    retry: false,
    // Asked again each time an admin area opens: a revoked role must not linger in a cache.
    staleTime: 0,
  });
  if (status !== 'signedIn') return status === 'loading' ? 'checking' : 'denied';
  if (check.isError) return 'denied';
  if (check.data === undefined) return 'checking';
  return check.data.isAdmin ? 'admin' : 'denied';
}
