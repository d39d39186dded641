import { JOB_SLUGS, statusMessage, type RecruitingStatus } from '@careers/domain';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { useAuth } from '../../auth/hooks/useAuth';
import { fetchApplicationStatus, useApplicationDocument } from '../api/profile-api';
import { PROFILE_TOASTS } from '../messages';

export interface ApplicationStatusView {
  status: RecruitingStatus;
  jobSlug: string;
  message: string;
}

/**
 * 'Fetch Application Status' on the profile: asks the server, and from then on follows the
 * application document live, so an admin's status change shows without a reload.
 */
export function useApplicationStatus() {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const live = useApplicationDocument(uid);
  const [fetched, setFetched] = useState<(ApplicationStatusView & { uid: string }) | null>(null);
  const [fetching, setFetching] = useState(false);

  const fetchStatus = useCallback(async () => {
    if (!uid) {
      toast.error(PROFILE_TOASTS.signInToFetch);
      return;
    }
    setFetching(true);
    try {
      const response = await fetchApplicationStatus();
      setFetched({
        uid,
        status: response.status,
        jobSlug: response.application_data?.job_slug ?? JOB_SLUGS.marketingAnalyst,
        message: response.message,
      });
      toast.success(PROFILE_TOASTS.statusUpdated);
    } catch {
      toast.error(PROFILE_TOASTS.fetchFailed);
    } finally {
      setFetching(false);
    }
  }, [uid]);

  let view: ApplicationStatusView | null = null;
  if (fetched && fetched.uid === uid) {
    const document = live.status === 'success' ? live.data : null;
    view = document
      ? { status: document.status, jobSlug: document.job_slug, message: statusMessage(document.status, document) }
      : fetched;
  }
  return { view, fetching, fetchStatus };
}
