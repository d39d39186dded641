import { statusMessage, type ApplicationStatusResponse, type RecruitingStatus } from '@careers/domain';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useAuth } from '../../auth/hooks/useAuth';
import { checkApplicationStatus, useMyApplicationDocument } from '../api/application-api';
import { APPLICATION_TOASTS } from '../messages';

export type MyApplication =
  | { phase: 'loading' }
  | { phase: 'failed' }
  | { phase: 'ready'; status: RecruitingStatus; message: string; jobSlug: string | null };

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

  const document = live.status === 'success' ? live.data : null;
  if (document) {
    return {
      phase: 'ready',
      status: document.status,
      message: statusMessage(document.status, document),
      jobSlug: document.job_slug,
    };
  }
  if (answer && answer.uid === uid) {
    const { response } = answer;
    return {
      phase: 'ready',
      status: response.status,
      message: response.message,
      jobSlug: response.application_data?.job_slug ?? null,
    };
  }
  return failed ? { phase: 'failed' } : { phase: 'loading' };
}
