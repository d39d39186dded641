// The screening application's calls and data, as hooks: where the candidate stands (the status
// call and their live status document), the autosaved draft (read once, written by the browser:
// the one document a client writes), and submitting. Components use these and never call the API
// or Firestore themselves.
import {
  checkExistingResponse,
  restoreScreeningDraft,
  screeningDraftExpiry,
  SCREENING_API,
  type ScreeningCheckExistingResponse,
  type ScreeningDraftDocument,
  type ScreeningDraftWrite,
  type ScreeningFormValues,
  type ScreeningStatusDocument,
  type ScreeningSubmitResponse,
} from '@careers/domain/screening';
import { COLLECTIONS } from '@careers/domain/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api';
import { getDb, withId } from '../../../lib/firebase/firestore';
import { useLiveDocument } from '../../../lib/firebase/live';
import { useAuth } from '../../auth';

const checkKey = (uid: string | null) => ['screening', 'check-existing', uid] as const;
const draftKey = (uid: string | null) => ['screening', 'draft', uid] as const;

// GET /api/fullstack-screening/check-existing
const checkExisting = () => apiRequest<ScreeningCheckExistingResponse>(SCREENING_API.checkExisting);

// POST /api/fullstack-screening/submit
const submitScreening = (form: ScreeningFormValues) =>
  apiRequest<ScreeningSubmitResponse>(SCREENING_API.submit, { method: 'POST', body: form });

const draftRef = (uid: string) =>
  doc(getDb(), COLLECTIONS.screeningDrafts, uid).withConverter(withId<ScreeningDraftDocument>());

/** Where the candidate stands: not yet known, not applied (the form), or applied (status and message). */
export type ScreeningStanding = { phase: 'loading' } | ({ phase: 'ready' } & ScreeningCheckExistingResponse);

/**
 * Where the signed-in candidate stands. Their screeningStatus/{uid}, followed live, is the truth
 * once it exists (Submitted, Under Assessment, the result, an admin's move: no reload); until the
 * listener answers, the check-existing call. A failed call is only logged (the listener or, failing
 * both, the form answers).
 */
export function useScreeningStanding(): ScreeningStanding {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const live = useLiveDocument<ScreeningStatusDocument>(uid ? `${COLLECTIONS.screeningStatus}/${uid}` : null);
  const check = useQuery({ queryKey: checkKey(uid), queryFn: checkExisting, enabled: uid !== null });
  useEffect(() => {
    if (check.isError) console.warn('check-existing failed', check.error);
  }, [check.isError, check.error]);

  if (live.status === 'success' && live.data) {
    return { phase: 'ready', exists: true, status: live.data.status, message: live.data.message };
  }
  if (check.data) return { phase: 'ready', ...check.data };
  // No status document (yet), or neither source can answer: the form (a submission would answer 409).
  if (live.status === 'success' || (live.status === 'error' && check.isError)) {
    return { phase: 'ready', ...checkExistingResponse(null) };
  }
  return { phase: 'loading' };
}

/** A restored draft: the form, the section, and when it was saved (null: nothing saved yet). */
export interface RestoredDraft {
  values: ScreeningFormValues;
  section: number;
  savedAt: Date | null;
}

/** The signed-in candidate's draft, read once (from any device), restored onto an empty form. */
export function useScreeningDraft() {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  return useQuery({
    queryKey: draftKey(uid),
    enabled: uid !== null,
    staleTime: Infinity,
    gcTime: 0,
    queryFn: async (): Promise<RestoredDraft> => {
      const stored = (await getDoc(draftRef(uid!))).data() ?? null;
      return { ...restoreScreeningDraft(stored), savedAt: stored?.updated_at ?? null };
    },
  });
}

/**
 * Saves the draft (screeningDrafts/{uid}, stamped with the server's time, and with its expiry:
 * Firestore deletes a draft not saved again for RETENTION.screeningDraftDays); answers when it was
 * acknowledged.
 */
export function useSaveScreeningDraft() {
  const { user } = useAuth();
  return useMutation({
    mutationFn: async (draft: ScreeningDraftWrite) => {
      if (!user) throw new Error('Not signed in');
      await setDoc(doc(getDb(), COLLECTIONS.screeningDrafts, user.uid), {
        ...draft,
        updated_at: serverTimestamp(),
        expire_at: screeningDraftExpiry(new Date()),
      });
      return new Date();
    },
  });
}

/**
 * POST /api/fullstack-screening/submit, then where the candidate stands is asked again. The
 * callbacks are the mutation's own, so they run even when the form is gone by then: the status
 * document, written with the application, usually replaces the form before the call answers.
 */
export function useSubmitScreening(callbacks: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: submitScreening,
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
    onSettled: () => client.invalidateQueries({ queryKey: checkKey(user?.uid ?? null) }),
  });
}
