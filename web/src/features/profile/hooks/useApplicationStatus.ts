import type { CandidateStanding } from '@careers/domain/recruiting';
import { useCallback, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth';
import { useCandidateStandings } from '../../recruiting';
import { PROFILE_TOASTS } from '../messages';

/**
 * 'Fetch Application Status' on the profile: asks the server on request, and from then on shows
 * where the candidate stands with each application (one per posting) live, so an admin's status
 * change shows without a reload.
 */
export function useApplicationStatus() {
  const { user } = useAuth();
  const { state, refetch, fetching } = useCandidateStandings({ ask: false });
  const [requested, setRequested] = useState(false);

  const fetchStatus = useCallback(async () => {
    if (!user) {
      toast.error(PROFILE_TOASTS.signInToFetch);
      return;
    }
    const result = await refetch();
    if (result.isError) {
      toast.error(PROFILE_TOASTS.fetchFailed);
      return;
    }
    setRequested(true);
    toast.success(PROFILE_TOASTS.statusUpdated);
  }, [user, refetch]);

  // Nothing shows until the candidate asks; from then on, where they stand with each application (live).
  const views: CandidateStanding[] | null = requested && state.status === 'success' ? state.data : null;
  return { views, fetching, fetchStatus };
}
