import { useEffect, useState } from 'react';
import { checkAdminAccess } from '../api/auth-api';
import { useAuth } from './useAuth';

export type AdminAccess = 'checking' | 'admin' | 'denied';

/** Asks the server whether the signed-in user is an admin; a failed check counts as not admin. */
export function useAdminAccess(): AdminAccess {
  const { status, user } = useAuth();
  const uid = user?.uid;
  const [result, setResult] = useState<{ uid: string; access: AdminAccess } | null>(null);

  useEffect(() => {
    if (status !== 'signedIn' || !uid) return;
    let cancelled = false;
    checkAdminAccess()
      .then(({ isAdmin }) => !cancelled && setResult({ uid, access: isAdmin ? 'admin' : 'denied' }))
      .catch(() => !cancelled && setResult({ uid, access: 'denied' }));
    return () => {
      cancelled = true;
    };
  }, [status, uid]);

  if (status !== 'signedIn') return status === 'loading' ? 'checking' : 'denied';
  return result && result.uid === uid ? result.access : 'checking';
}
