// The recruiting application's calls and data, as hooks: where the candidate stands (the status
// call and the live application document), submitting, and signing the NDA. Components use these
// hooks and never call the API or Firestore themselves. The status call answers first; the
// listeners (the full Firestore SDK) start once the screen's first control has shown
// (lib/first-rows.tsx: each screen using these says when, useFirstRowsShown).
import {
  applicationsOfUserQuery,
  candidateStanding,
  DEFAULT_RECRUITING_SLUG,
  INTERVIEWS_API,
  RECRUITING_API,
  standingFromStatusResponse,
  type ApplicationStatusResponse,
  type ApplicationSubmission,
  type ApplyPageData,
  type CandidateStanding,
  type InterviewChangeResponse,
  type InterviewWindowsResponse,
  recruitingApplicationId,
  type RecruitingApplication,
  type SignNdaRequest,
  type SignNdaResponse,
  type SubmitApplicationResponse,
} from '@careers/domain/recruiting';
import { COLLECTIONS, withQuery } from '@careers/domain/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { mapLive, useLiveDescribed, useLiveDocument, type Live } from '../../../lib/firebase/live';
import { liveAnswer } from '../../../lib/query';
import { useAuth } from '../../auth';

/** The status call's cache key; without a posting, the prefix of every posting's (to ask them all again). */
const statusKey = (uid: string | null, jobSlug?: string) => [
  'recruiting',
  'status',
  uid,
  ...(jobSlug ? [jobSlug] : []),
];

/**
 * What a recruiting call says of the posting: nothing for the specification's (the specification's
 * call, unchanged), `job_slug` for any other.
 */
const postingOf = (jobSlug: string) => (jobSlug === DEFAULT_RECRUITING_SLUG ? {} : { job_slug: jobSlug });

// POST /api/check-application-status
const checkApplicationStatus = (jobSlug: string) =>
  apiRequest<ApplicationStatusResponse>(RECRUITING_API.checkStatus, { method: 'POST', body: postingOf(jobSlug) });

// POST /api/submit-application
const submitApplication = (submission: ApplicationSubmission) =>
  apiRequest<SubmitApplicationResponse>(RECRUITING_API.submit, { method: 'POST', body: submission });

// POST /api/sign-nda
const signNda = (request: SignNdaRequest) =>
  apiRequest<SignNdaResponse>(RECRUITING_API.signNda, { method: 'POST', body: request });

/** The listeners start once the screen's first control shows: the status call answers before them. */
const LATER = { afterFirstRows: true } as const;

/** Every recruiting application of the signed-in candidate, one per posting, live (the rules let them list their own). */
export function useMyApplications(): Live<RecruitingApplication[]> {
  const { user } = useAuth();
  return useLiveDescribed<RecruitingApplication>(user ? [applicationsOfUserQuery(user.uid)] : null, 0, LATER);
}

/**
 * The signed-in candidate's application to `jobSlug`, live (null data: not applied yet): the
 * specification's posting's document itself (readable before it exists), another posting's
 * from the list of theirs (an application not made yet is no document they may read).
 */
function useMyApplicationDocument(uid: string | null, jobSlug: string): Live<RecruitingApplication | null> {
  const ownDocument = jobSlug === DEFAULT_RECRUITING_SLUG;
  const byId = useLiveDocument<RecruitingApplication>(
    uid && ownDocument ? `${COLLECTIONS.recruitingApplications}/${uid}` : null,
    LATER,
  );
  const all = useLiveDescribed<RecruitingApplication>(
    uid && !ownDocument ? [applicationsOfUserQuery(uid)] : null,
    0,
    LATER,
  );
  const id = uid ? recruitingApplicationId(uid, jobSlug) : '';
  return ownDocument ? byId : mapLive(all, (rows) => rows.find((row) => row.id === id) ?? null);
}

/**
 * Where the signed-in candidate stands with their application to `jobSlug` (the specification's
 * posting by default): the application document, followed live, is the truth (an admin's status
 * change moves an open page without a reload); until it answers, the status call's answer.
 * `ask: false` leaves the call to `refetch` (the profile asks on request).
 */
export function useCandidateStanding({
  ask = true,
  jobSlug = DEFAULT_RECRUITING_SLUG,
}: { ask?: boolean; jobSlug?: string } = {}) {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const live = useMyApplicationDocument(uid, jobSlug);
  const status = useQuery({
    queryKey: statusKey(uid, jobSlug),
    queryFn: () => checkApplicationStatus(jobSlug),
    enabled: uid !== null && ask,
    // Its answer stands until the listener's first snapshot replaces it: a page the server rendered
    // with it does not ask again while it attaches.
    staleTime: 60_000,
  });

  // A stored application, followed live, always answers; without one, a failed call is a failure
  // to show (the document alone cannot tell "not applied" from "not readable yet").
  let state: Live<CandidateStanding>;
  if (live.status === 'success' && live.data) state = { status: 'success', data: candidateStanding(live.data) };
  else if (status.isError) state = { status: 'error', error: status.error };
  else if (status.data) state = { status: 'success', data: standingFromStatusResponse(status.data) };
  else if (live.status === 'success') state = { status: 'success', data: candidateStanding(null) };
  else state = { status: 'loading' };

  return { state, refetch: status.refetch, fetched: status.data !== undefined, fetching: status.isFetching };
}

/**
 * Where the signed-in candidate stands with every application of theirs, newest first, live; with
 * none, where they stand with the specification's posting (not applied yet). The status call as
 * useCandidateStanding's (`ask: false`: on request).
 */
export function useCandidateStandings({ ask = true }: { ask?: boolean } = {}) {
  const own = useCandidateStanding({ ask });
  const all = useMyApplications();
  let state: Live<CandidateStanding[]>;
  if (all.status === 'success' && all.data.length > 0) {
    const newestFirst = [...all.data].sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
    state = { status: 'success', data: newestFirst.map(candidateStanding) };
  } else state = mapLive(own.state, (standing) => [standing]);
  return { ...own, state };
}

/**
 * The query the apply page's first render reads, answered from what the page function read for
 * `page.user` when it renders the page (web/src/app/server/render.tsx; the browser takes it over
 * with the page, main.tsx).
 */
export function seedApplyPage(client: QueryClient, page: ApplyPageData): void {
  client.setQueryData(statusKey(page.user.uid, page.job.id), page.status);
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

/**
 * GET /api/interview/windows: the booked window of the application to `jobSlug` and the windows
 * with room to move to (asked while `enabled`).
 */
export function useInterviewWindows(enabled: boolean, jobSlug: string) {
  const { user } = useAuth();

  return liveAnswer(
    useQuery({
      queryKey: [...windowsKey(user?.uid ?? null), jobSlug],
      queryFn: () =>
        apiRequest<InterviewWindowsResponse>(
          withQuery(INTERVIEWS_API.windows, { job_slug: jobSlug === DEFAULT_RECRUITING_SLUG ? undefined : jobSlug }),
        ),
      enabled: enabled && !!user,
      staleTime: 0,
    }),
  );
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

/** POST /api/interview/move: books another window (or a new one after a cancellation) for the application to `jobSlug`. */
export function useMoveInterview(jobSlug: string) {
  const refresh = useRefreshBooking();
  return useMutation({
    mutationFn: (windowId: string) =>
      apiRequest<InterviewChangeResponse>(INTERVIEWS_API.move, {
        method: 'POST',
        body: { window_id: windowId, ...postingOf(jobSlug) },
      }),
    onSuccess: refresh,
  });
}

/** POST /api/interview/cancel: "I can't attend", with the optional reason, for the application to `jobSlug`. */
export function useCancelInterview(jobSlug: string) {
  const refresh = useRefreshBooking();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<InterviewChangeResponse>(INTERVIEWS_API.cancel, {
        method: 'POST',
        body: { ...(reason.trim() ? { reason: reason.trim() } : {}), ...postingOf(jobSlug) },
      }),
    onSuccess: refresh,
  });
}
