import { AUTHENTICATION_REQUIRED } from '@careers/domain/http';
import { canSignNda, QUALIFIED_MESSAGE, type CandidateStanding } from '@careers/domain/recruiting';
import { useCallback, useEffect } from 'react';
import { toast } from '../../../lib/toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { mapLive, type Live } from '../../../lib/firebase/live';
import { useAuth } from '../../auth';
import { useCandidateStanding, useSignNda, useSubmitApplication } from '../api/recruiting-api';
import { APPLICATION_TOASTS } from '../messages';
import { useApplicationStore } from '../stores/application-store';

/** The pre-submit checks and the API's schema (yup), loaded with the Submit of the review step. */
const loadSubmission = () => import('../submission');

/**
 * The application flow of the signed-in candidate: where they stand (useCandidateStanding; before
 * they apply, the form step of the wizard; `retry` asks again after a failure), submitting (the pre-submit checks, then the call) and
 * signing the NDA. The toasts are the flow's own.
 */
export function useApplicationFlow(jobSlug: string) {
  const { user, displayName } = useAuth();
  const uid = user?.uid ?? null;
  const email = user?.email ?? '';
  const begin = useApplicationStore((state) => state.begin);
  const prefill = useApplicationStore((state) => state.prefill);
  const formStep = useApplicationStore((state) => state.step);
  const { state: standing, refetch } = useCandidateStanding({ jobSlug });
  const submission = useSubmitApplication();
  const signing = useSignNda();

  useEffect(() => {
    if (uid) begin(uid, jobSlug);
  }, [uid, jobSlug, begin]);

  useEffect(() => {
    if (uid) prefill({ name: displayName ?? '', email });
  }, [uid, displayName, email, prefill]);

  const failure = standing.status === 'error' ? standing.error : null;
  useEffect(() => {
    if (!failure) return;
    toast.error(
      failure instanceof ApiError && failure.status === 401 ? AUTHENTICATION_REQUIRED : APPLICATION_TOASTS.loadFailed,
    );
  }, [failure]);

  // Before applying, the candidate moves through the form steps themselves.
  const state: Live<CandidateStanding> = mapLive(standing, (current) =>
    current.status === 'new_user' ? { ...current, step: formStep } : current,
  );
  const retry = useCallback(() => void refetch(), [refetch]);

  /** Step 3's Next: the pre-submit checks, then POST /api/submit-application. */
  const submit = useCallback(async () => {
    const { missingAnswer, toSubmission } = await loadSubmission();
    const { draft } = useApplicationStore.getState();
    const missing = missingAnswer(draft);
    if (missing) {
      toast.error(missing);
      return;
    }
    try {
      const response = await submission.mutateAsync(await toSubmission(draft, jobSlug));
      toast.success(APPLICATION_TOASTS.submitted);
      if (canSignNda(response.status)) toast.success(QUALIFIED_MESSAGE);
    } catch (error) {
      toast.error(errorMessage(error, APPLICATION_TOASTS.submitFailed));
      // Already submitted (from another tab, say): show where the candidate stands.
      if (error instanceof ApiError && error.status === 409) void refetch();
    }
  }, [submission, refetch, jobSlug]);

  /**
   * Step 4: POST /api/sign-nda with the application's id. No IP: the server records the address it
   * saw, and the browser asks no third party for its own.
   */
  const signNda = useCallback(
    async (applicationId: string) => {
      try {
        await signing.mutateAsync({ application_id: applicationId });
        toast.success(APPLICATION_TOASTS.ndaSigned);
      } catch (error) {
        toast.error(errorMessage(error, APPLICATION_TOASTS.ndaFailed));
      }
    },
    [signing],
  );

  return { state, retry, busy: submission.isPending || signing.isPending, submit, signNda };
}
