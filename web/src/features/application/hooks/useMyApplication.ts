import { applicationStanding, type ApplicationStanding, type ApplicationStatusResponse } from '@careers/domain';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { checkApplicationStatus, useMyApplicationDocument } from '../../../lib/my-application';
import { useAuth } from '../../auth/hooks/useAuth';
import { APPLICATION_TOASTS } from '../messages';

export type MyApplication = { phase: 'loading' } | { phase: 'failed' } | ({ phase: 'ready' } & ApplicationStanding);

/** The signed-in user's application status: asked once, then followed live. */
export function useMyApplication(): MyApplication {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const live = useMyApplicationDocument(uid);
  const [answer, setAnswer] = useState<{ uid: string; response: ApplicationStatusResponse } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    checkApplicationStatus()
      .then((response) => {
        if (!cancelled) setAnswer({ uid, response });
      })
      .catch(() => {
        if (cancelled) return;
        setFailed(true);
        toast.error(APPLICATION_TOASTS.loadFailed);
      });
    return () => {
      cancelled = true;
    };
  }, [uid]);

  const standing = applicationStanding(
    live.status === 'success' ? live.data : null,
    answer?.uid === uid ? answer.response : null,
  );
  if (standing) return { phase: 'ready', ...standing };
  return failed ? { phase: 'failed' } : { phase: 'loading' };
}
