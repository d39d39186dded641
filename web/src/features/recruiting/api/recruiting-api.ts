// The recruiting application's calls and data, as hooks: where the candidate stands (the status
// call and the live application document), submitting, and signing the NDA. Components use these
// hooks and never call the API or Firestore themselves.
import {
  candidateStanding,
  INTERVIEWS_API,
  RECRUITING_API,
  standingFromStatusResponse,
  type ApplicationStatusResponse,
  type ApplicationSubmission,
  type CandidateStanding,
  type InterviewChangeResponse,
  type InterviewWindowsResponse,
  type RecruitingApplication,
  type SignNdaRequest,
  type SignNdaResponse,
  type SubmitApplicationResponse,
} from '@careers/domain/recruiting';
import { COLLECTIONS } from '@careers/domain/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useLiveDocument } from '../../../lib/firebase/live';
import { useAuth } from '../../auth';

const statusKey = (uid: string | null) => ['recruiting', 'status', uid] as const;

// POST /api/check-application-status
const checkApplicationStatus = () =>
  apiRequest<ApplicationStatusResponse>(RECRUITING_API.checkStatus, { method: 'POST', body: {} });

// POST /api/submit-application
const submitApplication = (submission: ApplicationSubmission) =>
  apiRequest<SubmitApplicationResponse>(RECRUITING_API.submit, { method: 'POST', body: submission });

// POST /api/sign-nda
const signNda = (request: SignNdaRequest) =>
  apiRequest<SignNdaResponse>(RECRUITING_API.signNda, { method: 'POST', body: request });

/** The signed-in candidate's recruitingApplications/{uid}, live (null data: not applied yet). */
function useMyApplicationDocument(uid: string | null) {
  return useLiveDocument<RecruitingApplication>(uid ? `${COLLECTIONS.recruitingApplications}/${uid}` : null);
}

/** Where the signed-in candidate stands, or why it is not known yet. */
export type StandingState =
  { phase: 'loading' } | { phase: 'failed'; error: unknown } | { phase: 'ready'; standing: CandidateStanding };

/**
 * Where the signed-in candidate stands: their application document, followed live, is the truth
 * (an admin's status change moves an open page without a reload); until it answers, the status
 * call's answer. `ask: false` leaves the call to `refetch` (the profile asks on request).
 */
export function useCandidateStanding({ ask = true }: { ask?: boolean } = {}) {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const live = useMyApplicationDocument(uid);
  const status = useQuery({
    queryKey: statusKey(uid),
    queryFn: checkApplicationStatus,
    enabled: uid !== null && ask,
  });

  // A stored application, followed live, always answers; without one, a failed call is a failure
  // to show (the document alone cannot tell "not applied" from "not readable yet").
  let state: StandingState;
  if (live.status === 'success' && live.data) state = { phase: 'ready', standing: candidateStanding(live.data) };
  else if (status.isError) state = { phase: 'failed', error: status.error };
  else if (status.data) state = { phase: 'ready', standing: standingFromStatusResponse(status.data) };
  else if (live.status === 'success') state = { phase: 'ready', standing: candidateStanding(null) };
  else state = { phase: 'loading' };

  return { state, refetch: status.refetch, fetched: status.data !== undefined, fetching: status.isFetching };
}

/** After a write, where the candidate stands is asked again (the live document follows too). */
function useRefreshStanding() {
  const client = useQueryClient();
  const { user } = useAuth();
  return () => client.invalidateQueries({ queryKey: statusKey(user?.uid ?? null) });
}

/** POST /api/submit-application, then where the candidate stands is asked again. */
export function useSubmitApplication() {
  const refresh = useRefreshStanding();
  return useMutation({ mutationFn: submitApplication, onSuccess: refresh });
}

/** POST /api/sign-nda, then where the candidate stands is asked again. */
export function useSignNda() {
  const refresh = useRefreshStanding();
  return useMutation({ mutationFn: signNda, onSuccess: refresh });
}

const windowsKey = (uid: string | null) => ['recruiting', 'interview-windows', uid] as const;

/** GET /api/interview/windows: the booked window and the windows with room to move to (asked while `enabled`). */
export function useInterviewWindows(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: windowsKey(user?.uid ?? null),
    queryFn: () => apiRequest<InterviewWindowsResponse>(INTERVIEWS_API.windows),
    enabled: enabled && !!user,
    staleTime: 0,
  });
}

/** After a booking change: the standing and the windows are asked again (the live document follows too). */
function useRefreshBooking() {
  const client = useQueryClient();
  const { user } = useAuth();
  const refresh = useRefreshStanding();
  return async () => {
    await client.invalidateQueries({ queryKey: windowsKey(user?.uid ?? null) });
    await refresh();
  };
}

/** POST /api/interview/move: books another window (or a new one after a cancellation). */
export function useMoveInterview() {
  const refresh = useRefreshBooking();
  return useMutation({
    mutationFn: (windowId: string) =>
      apiRequest<InterviewChangeResponse>(INTERVIEWS_API.move, { method: 'POST', body: { window_id: windowId } }),
    onSuccess: refresh,
  });
}

/** POST /api/interview/cancel: "I can't attend", with the optional reason. */
export function useCancelInterview() {
  const refresh = useRefreshBooking();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<InterviewChangeResponse>(INTERVIEWS_API.cancel, {
        method: 'POST',
        body: reason.trim() ? { reason: reason.trim() } : {},
      }),
    onSuccess: refresh,
  });
}
