import {
  AUTHENTICATION_REQUIRED,
  canSignNda,
  placementAfterSubmission,
  placementFor,
  QUALIFIED_MESSAGE,
  statusMessage,
} from '@careers/domain';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '../../../lib/api';
import { useAuth } from '../../auth/hooks/useAuth';
import { checkApplicationStatus, useMyApplicationDocument } from '../../../lib/my-application';
import { publicIp, signNda as signNdaRequest, submitApplication } from '../api/application-api';
import { APPLICATION_TOASTS } from '../messages';
import { placementAfterSigning, placementFromApplication, placementFromStatusResponse } from '../standing';
import { useApplicationStore, type Placement } from '../stores/application-store';
import { missingAnswer, toSubmission } from '../submission';

/** Where the flow stands: loading, failed to load, or placed on a step. */
export type FlowState =
  | { phase: 'loading' }
  | { phase: 'failed'; retry: () => void }
  | { phase: 'ready'; placement: Placement; redirectTo?: string };

/**
 * The application flow of the signed-in candidate: asks the server where they stand
 * (POST /api/check-application-status), then follows their application document live, so a
 * status change made by an admin moves the page without a reload. Submits and signs the NDA.
 */
export function useApplicationFlow() {
  const { user, displayName } = useAuth();
  const uid = user?.uid ?? null;
  const email = user?.email ?? '';
  const begin = useApplicationStore((state) => state.begin);
  const prefill = useApplicationStore((state) => state.prefill);
  const place = useApplicationStore((state) => state.place);
  const stored = useApplicationStore();
  const live = useMyApplicationDocument(uid);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (uid) begin(uid);
  }, [uid, begin]);

  useEffect(() => {
    if (uid) prefill({ name: displayName ?? '', email });
  }, [uid, displayName, email, prefill]);

  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    checkApplicationStatus()
      .then((response) => {
        if (cancelled) return;
        setLoadFailed(false);
        place(placementFromStatusResponse(response));
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setLoadFailed(true);
        toast.error(
          error instanceof ApiError && error.status === 401 ? AUTHENTICATION_REQUIRED : APPLICATION_TOASTS.loadFailed,
        );
      });
    return () => {
      cancelled = true;
    };
  }, [uid, attempt, place]);

  // The stored application, when there is one, is the truth: it changes live.
  const document = live.status === 'success' ? live.data : null;
  let state: FlowState;
  if (document) {
    const { redirectTo, ...placement } = placementFromApplication(document);
    state = { phase: 'ready', placement, redirectTo };
  } else if (stored.uid === uid && (stored.placed || (live.status === 'success' && !loadFailed))) {
    state = { phase: 'ready', placement: stored, redirectTo: placementFor(stored.status, stored.ndaSigned).redirectTo };
  } else if (loadFailed) {
    state = { phase: 'failed', retry: () => setAttempt((n) => n + 1) };
  } else {
    state = { phase: 'loading' };
  }

  /** Step 3's Next: the pre-submit checks, then POST /api/submit-application. */
  const submit = useCallback(async () => {
    const { draft } = useApplicationStore.getState();
    const missing = missingAnswer(draft);
    if (missing) {
      toast.error(missing);
      return;
    }
    setBusy(true);
    try {
      const response = await submitApplication(await toSubmission(draft));
      toast.success(APPLICATION_TOASTS.submitted);
      if (canSignNda(response.status)) toast.success(QUALIFIED_MESSAGE);
      place({
        ...placementAfterSubmission(response.status),
        status: response.status,
        applicationId: response.application_id,
        ndaSigned: false,
        message: statusMessage(response.status),
      });
    } catch (error) {
      toast.error(errorMessage(error, APPLICATION_TOASTS.submitFailed));
      // Already submitted (from another tab, say): show where the candidate stands.
      if (error instanceof ApiError && error.status === 409) setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }, [place]);

  /** Step 4: POST /api/sign-nda with the public IP when the lookup answered in time. */
  const signNda = useCallback(
    async (applicationId: string) => {
      setBusy(true);
      try {
        const response = await signNdaRequest({ application_id: applicationId, ip_address: await publicIp() });
        toast.success(APPLICATION_TOASTS.ndaSigned);
        place(placementAfterSigning(response));
      } catch (error) {
        toast.error(errorMessage(error, APPLICATION_TOASTS.ndaFailed));
      } finally {
        setBusy(false);
      }
    },
    [place],
  );

  return { state, busy, submit, signNda };
}
