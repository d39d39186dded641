// The screening application's calls and data, as hooks: where the candidate stands (the status
// call and their live status document), the autosaved draft (read once, written by the browser:
// the one document a client writes), and submitting, each for one screening posting (keyed
// by screeningApplicationId; the specification's fullstack-engineer by default); and the
// candidate's screening applications across postings; asking a person to review a decided result.
// Components use these and never call the API or Firestore themselves.
import {
  ACCOUNTABILITY_API,
  checkExistingResponse,
  DEFAULT_SCREENING_SLUG,
  screeningApplicationId,
  screeningStatusesOfUserQuery,
  restoreScreeningDraft,
  SCREENING_API,
  type HumanReviewMirror,
  type HumanReviewResponse,
  type ScreeningCheckExistingResponse,
  type ScreeningDraftDocument,
  type ScreeningDraftWrite,
  type ScreeningFormValues,
  type ScreeningPageData,
  type ScreeningStatusDocument,
  type ScreeningSubmitResponse,
} from '@careers/domain/screening';
import { COLLECTIONS, withQuery } from '@careers/domain/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api';
import { readDocument } from '../../../lib/firebase/firestore-rest';
import { markFirstRowsShown } from '../../../lib/first-rows';
import { useLiveDescribed, useLiveDocument, type Live } from '../../../lib/firebase/live';
import { liveAnswer } from '../../../lib/query';
import { useAuth } from '../../auth';

const checkKey = (uid: string | null, jobSlug: string) => ['screening', 'check-existing', uid, jobSlug] as const;
const draftKey = (uid: string | null, jobSlug: string) => ['screening', 'draft', uid, jobSlug] as const;

/**
 * The queries the screening page's first render reads, answered from what the page function read
 * for `page.user` when it renders the page (web/src/app/server/render.tsx; the browser takes them
 * over with the page, main.tsx).
 */
export function seedScreeningPage(client: QueryClient, page: ScreeningPageData): void {
  client.setQueryData(checkKey(page.user.uid, page.jobSlug), page.check);
  client.setQueryData(draftKey(page.user.uid, page.jobSlug), keptDraft(page.draft));
}

/** The posting as a call names it: nothing for the specification's (its calls as they always were). */
const isOwnPosting = (jobSlug: string) => jobSlug === DEFAULT_SCREENING_SLUG;

// GET /api/fullstack-screening/check-existing (with ?job_slug= for another posting)
const checkExisting = (jobSlug: string) =>
  apiRequest<ScreeningCheckExistingResponse>(
    withQuery(SCREENING_API.checkExisting, { job_slug: isOwnPosting(jobSlug) ? undefined : jobSlug }),
  );

// POST /api/fullstack-screening/submit (with job_slug for another posting)
const submitScreening = (form: ScreeningFormValues, jobSlug: string) =>
  apiRequest<ScreeningSubmitResponse>(SCREENING_API.submit, {
    method: 'POST',
    body: isOwnPosting(jobSlug) ? form : { ...form, job_slug: jobSlug },
  });

// POST /api/fullstack-screening/human-review (with job_slug for another posting; no reason: none sent)
const requestHumanReview = (reason: string, jobSlug: string) =>
  apiRequest<HumanReviewResponse>(ACCOUNTABILITY_API.humanReview, {
    method: 'POST',
    body: { ...(reason ? { reason } : {}), ...(isOwnPosting(jobSlug) ? {} : { job_slug: jobSlug }) },
  });

/** Where the candidate stands, and their request for a human review (only the mirror carries it: null otherwise). */
export type ScreeningStanding = ScreeningCheckExistingResponse & { human_review: HumanReviewMirror | null };

/**
 * Where the signed-in candidate stands with the posting `jobSlug` (not applied: the form; applied:
 * the status and its message). Their status mirror
 * (screeningStatus/{key}), followed live, is the truth once it exists (Submitted, Under
 * Assessment, the result, an admin's move: no reload); until the listener answers, the
 * check-existing call. A failed call is only logged (the listener or, failing both, the form answers).
 * The listener starts once the page's first control has shown (ScreeningPage says when).
 */
export function useScreeningStanding(jobSlug: string = DEFAULT_SCREENING_SLUG): Live<ScreeningStanding> {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const live = useLiveDocument<ScreeningStatusDocument>(
    uid ? `${COLLECTIONS.screeningStatus}/${screeningApplicationId(uid, jobSlug)}` : null,
    { afterFirstRows: true },
  );
  const check = useQuery({
    queryKey: checkKey(uid, jobSlug),
    queryFn: () => checkExisting(jobSlug),
    enabled: uid !== null,
    // Its answer stands until the listener's first snapshot replaces it: a page the server rendered
    // with it does not ask again while it attaches.
    staleTime: 60_000,
  });
  useEffect(() => {
    if (!check.isError) return;
    console.warn('check-existing failed', check.error);
    // Nothing to show first: the listener answers (or, failing too, the form shows).
    markFirstRowsShown();
  }, [check.isError, check.error]);

  if (live.status === 'success' && live.data) {
    const { status, message, human_review } = live.data;
    return { status: 'success', data: { exists: true, status, message, human_review: human_review ?? null } };
  }
  if (check.data) return { status: 'success', data: { ...check.data, human_review: null } };
  // No status document (yet), or neither source can answer: the form (a submission would answer 409).
  if (live.status === 'success' || (live.status === 'error' && check.isError)) {
    return { status: 'success', data: { ...checkExistingResponse(null), human_review: null } };
  }
  return { status: 'loading' };
}

/** A restored draft: the form, the section, and when it was saved (null: nothing saved yet). */
export interface RestoredDraft {
  values: ScreeningFormValues;
  section: number;
  savedAt: Date | null;
}

/**
 * A restored draft as its query keeps it: in JSON's own types, since a server-rendered page hands
 * the query over as JSON.
 */
type KeptDraft = Omit<RestoredDraft, 'savedAt'> & { savedAt: string | null };

const keptDraft = (stored: ScreeningDraftDocument | null | undefined): KeptDraft => ({
  ...restoreScreeningDraft(stored),
  savedAt: stored?.updated_at.toISOString() ?? null,
});

// Module-level, so the query selects once per answer.
const restoredDraft = ({ savedAt, ...kept }: KeptDraft): RestoredDraft => ({
  ...kept,
  savedAt: savedAt === null ? null : new Date(savedAt),
});

/** The signed-in candidate's draft for the posting `jobSlug`, read once (from any device), restored onto an empty form. */
export function useScreeningDraft(jobSlug: string = DEFAULT_SCREENING_SLUG) {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const query = useQuery({
    queryKey: draftKey(uid, jobSlug),
    enabled: uid !== null,
    staleTime: Infinity,
    gcTime: 0,
    queryFn: async () =>
      keptDraft(
        await readDocument<ScreeningDraftDocument>(
          `${COLLECTIONS.screeningDrafts}/${screeningApplicationId(uid!, jobSlug)}`,
        ),
      ),
    select: restoredDraft,
  });
  // Read anew each time the form is shown: the draft a server-rendered page handed over is kept
  // by the query client past this form (gcTime 0 does not shorten a time it already has), and a
  // form shown again with it would autosave the page's first answers over the newer ones.
  const client = useQueryClient();
  useEffect(
    () => () => client.removeQueries({ queryKey: draftKey(uid, jobSlug), exact: true }),
    [client, uid, jobSlug],
  );
  return liveAnswer(query);
}

/** Saves the draft for the posting `jobSlug` (./draft-write); answers when it was acknowledged. */
export function useSaveScreeningDraft(jobSlug: string = DEFAULT_SCREENING_SLUG) {
  const { user } = useAuth();
  return useMutation({
    mutationFn: async (draft: ScreeningDraftWrite) => {
      if (!user) throw new Error('Not signed in');
      const { writeScreeningDraft } = await import('./draft-write');
      await writeScreeningDraft(screeningApplicationId(user.uid, jobSlug), draft);
      return new Date();
    },
  });
}

/**
 * POST /api/fullstack-screening/submit, then where the candidate stands is asked again. The
 * callbacks are the mutation's own, so they run even when the form is gone by then: the status
 * document, written with the application, usually replaces the form before the call answers.
 */
export function useSubmitScreening(
  callbacks: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
  jobSlug: string = DEFAULT_SCREENING_SLUG,
) {
  const client = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (form: ScreeningFormValues) => submitScreening(form, jobSlug),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
    onSettled: () => client.invalidateQueries({ queryKey: checkKey(user?.uid ?? null, jobSlug) }),
  });
}

/**
 * POST /api/fullstack-screening/human-review for the posting `jobSlug`, with the candidate's reason
 * ('' for none). The status mirror then carries the request, followed live by useScreeningStanding.
 * The callbacks are the mutation's own, so they run even if the dialog is gone by then.
 */
export function useRequestHumanReview(
  callbacks: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
  jobSlug: string = DEFAULT_SCREENING_SLUG,
) {
  return useMutation({
    mutationFn: (reason: string) => requestHumanReview(reason.trim(), jobSlug),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
  });
}

/** Where the candidate stands with one screening posting: the mirror's key, the posting, status and message. */
export interface ScreeningStandingRow {
  id: string;
  jobSlug: string;
  status: ScreeningStatusDocument['status'];
  message: string;
  updatedAt: Date;
}

/**
 * The signed-in candidate's screening applications, one per posting, newest change first, live:
 * their mirrors listed by user_id, and the specification's by its key (a mirror not written since
 * postings were many has no user_id).
 */
export function useMyScreeningStandings(): ScreeningStandingRow[] {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const own = useLiveDocument<ScreeningStatusDocument>(uid ? `${COLLECTIONS.screeningStatus}/${uid}` : null);
  const all = useLiveDescribed<ScreeningStatusDocument>(uid ? [screeningStatusesOfUserQuery(uid)] : null);
  const rows = new Map<string, ScreeningStandingRow>();
  const add = (status: ScreeningStatusDocument & { id: string }) =>
    rows.set(status.id, {
      id: status.id,
      jobSlug: status.job_slug ?? DEFAULT_SCREENING_SLUG,
      status: status.status,
      message: status.message,
      updatedAt: status.updated_at,
    });
  if (own.status === 'success' && own.data) add(own.data);
  if (all.status === 'success') all.data.forEach(add);
  return [...rows.values()].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}
