import { applicationStanding, type ApplicationStanding, type ApplicationStatusResponse } from '@careers/domain';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { checkApplicationStatus, useMyApplicationDocument } from '../../../lib/my-application';
import { useAuth } from '../../auth/hooks/useAuth';
import { PROFILE_TOASTS } from '../messages';

/**
 * 'Fetch Application Status' on the profile: asks the server, and from then on follows the
 * application document live, so an admin's status change shows without a reload.
 */
export function useApplicationStatus() {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const live = useMyApplicationDocument(uid);
  const [fetched, setFetched] = useState<{ uid: string; response: ApplicationStatusResponse } | null>(null);
  const [fetching, setFetching] = useState(false);

  const fetchStatus = useCallback(async () => {
    if (!uid) {
      toast.error(PROFILE_TOASTS.signInToFetch);
      return;
    }
    setFetching(true);
    try {
      setFetched({ uid, response: await checkApplicationStatus() });
      toast.success(PROFILE_TOASTS.statusUpdated);
    } catch {
      toast.error(PROFILE_TOASTS.fetchFailed);
    } finally {
      setFetching(false);
    }
  }, [uid]);

  // Nothing shows until the first fetch; from then on the live document, when there is one, wins.
  const view: ApplicationStanding | null =
    fetched?.uid === uid ? applicationStanding(live.status === 'success' ? live.data : null, fetched.response) : null;
  return { view, fetching, fetchStatus };
}
