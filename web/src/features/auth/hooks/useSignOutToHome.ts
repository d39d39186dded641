import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from './useAuth';

/**
 * What every 'Sign Out' button of the spec does: sign out (server log-out, Firebase sign-out,
 * toast) and end up on the home page. It goes home first: on a guarded page (the sales form,
 * the admin areas) the guard unmounts the page as soon as the user is signed out, and would
 * send them to /signin instead. On failure the 'Failed to sign out' toast says so.
 */
export function useSignOutToHome(): () => Promise<boolean> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate('/');
    return signOut();
  }, [signOut, navigate]);
}
