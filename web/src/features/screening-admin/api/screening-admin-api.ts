// The screening admin's data and calls, as hooks. Applications are followed live (Firestore
// listeners under the rules: admins read screeningApplications), so a reassessment's result, a
// quick action or another admin's change shows by itself. The stats come from the screening tally
// (its shards, live: four documents whatever the number of applications). The history and mails of one
// application come from the detail call; its mails are asked again while one is on its way.
import { type BulkStatusResponse } from '@careers/domain/http';
import {
  ACCOUNTABILITY_API,
  DEFAULT_SCREENING_SLUG,
  SCREENING_API,
  newestScreeningApplicationsQuery,
  SCREENING_MAX_OFFSET,
  SCREENING_PAGE_SIZE,
  SCREENING_TABLE,
  screeningInStatusesQuery,
  screeningStatsFromTally,
  type AdminScreeningStatus,
  type ScreeningAdminApplication,
  type ScreeningApplication,
  type ScreeningApplicationsResponse,
  type ScreeningDashboardStats,
  type ScreeningSort,
  type ScreeningApplicationDetailResponse,
  type HumanReviewQueueResponse,
  type ScreeningReassessResponse,
  type ScreeningStatusChangeResponse,
  type ScreeningSystemStatus,
  type SettableScreeningStatus,
  type SendInterviewEmailResponse,
} from '@careers/domain/screening';
import { FAIRNESS_API, type FairnessResponse } from '@careers/domain/privacy';
import { COLLECTIONS, fillPath, isBackwardsPeriod, postingTally, withQuery } from '@careers/domain/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest, errorMessage } from '../../../lib/api';
import type { WithId } from '../../../lib/firebase/firestore';
import { mapLive, useLiveDescribed, useLiveDocument, useLiveTally, type Live } from '../../../lib/firebase/live';
import { liveAnswer } from '../../../lib/query';
import { changeInBulk, useLiveTable, type TableView } from '../../admin-kit';
import { useJobTitles } from '../../jobs-admin';
import { SCREENING_ADMIN_MESSAGES } from '../content';
import type { FairnessQuery } from '../fairness';

/** A screening application as the screens hold it (Dates as Dates). */
export type AdminApplication = WithId<ScreeningApplication>;

/** A screen's first rows: read once, then followed live once they show (lib/firebase/live.ts). */
const READ_FIRST = { readFirst: true } as const;

/** The applications table (both screening lists), live: cursor pages, or a search's matches. */
export function useScreeningTable(view: TableView<ScreeningSort>) {
  return useLiveTable<ScreeningApplication, ScreeningSort>(SCREENING_TABLE, view, 0);
}

/**
 * Every application of a view, for the CSV export: a search's matches as shown, else the list
 * call's pages of the status (GET .../applications, newest first, 100 at a time), of the view's
 * posting when it names one.
 */
export async function applicationsOfView(
  view: TableView<ScreeningSort>,
  shown: readonly AdminApplication[],
  searching: boolean,
): Promise<(AdminApplication | ScreeningAdminApplication)[]> {
  if (searching) return [...shown];
  const all: ScreeningAdminApplication[] = [];
  for (let offset = 0; offset <= SCREENING_MAX_OFFSET; offset += SCREENING_PAGE_SIZE.max) {
    const answer = await apiRequest<ScreeningApplicationsResponse>(
      withQuery(SCREENING_API.adminApplications, {
        limit: String(SCREENING_PAGE_SIZE.max),
        offset: String(offset),
        status: view.statuses?.[0],
      }),
    );
    all.push(...answer.applications);
    if (answer.applications.length < SCREENING_PAGE_SIZE.max) break;
  }
  // The list call takes no posting: a view of one posting keeps its own rows.
  return view.posting ? all.filter((application) => application.job_slug === view.posting) : all;
}

/** The hired team of every posting or of one, live: every hired application (Our Team's average needs them all). */
export function useHiredTeam(posting?: string): Live<AdminApplication[]> {
  return useLiveDescribed<ScreeningApplication>(
    useMemo(() => [screeningInStatusesQuery(['hired'], posting)], [posting]),
    0,
    READ_FIRST,
  );
}

/** The `count` newest applications, of every posting or of one, live. */
export function useLatestApplications(count: number, posting?: string): Live<AdminApplication[]> {
  return useLiveDescribed<ScreeningApplication>(
    useMemo(() => [newestScreeningApplicationsQuery(count, posting)], [count, posting]),
    0,
    READ_FIRST,
  );
}

/** One application, live (null when there is none). */
export function useLiveApplication(id: string | null): Live<AdminApplication | null> {
  return useLiveDocument<ScreeningApplication>(id ? `${COLLECTIONS.screeningApplications}/${id}` : null);
}

const keys = {
  systemStatus: ['screening-admin', 'system-status'] as const,
  humanReviews: ['screening-admin', 'human-reviews'] as const,
  detail: (id: string) => ['screening-admin', 'detail', id] as const,
  fairness: (query: FairnessQuery) => ['screening-admin', 'fairness', query] as const,
};

/**
 * The dashboard stats of every posting or of one, live from the screening tally (the dashboard
 * call answers the same from it).
 */
export function useScreeningDashboard(refresh: number, posting?: string): Live<ScreeningDashboardStats> {
  const tally = useLiveTally('screening', refresh, READ_FIRST);
  return useMemo(
    () => mapLive(tally, (data) => screeningStatsFromTally(postingTally(data, posting ?? null), new Date())),
    [tally, posting],
  );
}

/**
 * The screening flow's postings as the admin screens offer them: their titles, the posting filter's
 * choices, and whether there are any besides the specification's full-stack posting.
 * Only then do the screens show each application's posting and a posting filter: with that posting
 * alone they stay the specification's.
 */
export function useScreeningPostings(): ScreeningPostings {
  const postings = useJobTitles();
  return useMemo(() => {
    const choices = postings.choicesOf('screening');
    const many = choices.some((choice) => choice.value !== DEFAULT_SCREENING_SLUG);
    return {
      titleOf: postings.titleOf,
      shownTitleOf: (slug) => (many ? postings.titleOf(slug) : undefined),
      choices,
      many,
    };
  }, [postings]);
}

/** What useScreeningPostings answers. */
export interface ScreeningPostings {
  /** A posting's title by its slug. */
  titleOf: (slug: string) => string;
  /** The title a screen shows beside an application: none while full-stack is the only screening posting. */
  shownTitleOf: (slug: string) => string | undefined;
  /** The posting filter's choices: each screening posting's slug and title. */
  choices: { value: string; label: string }[];
  /** Whether there are screening postings besides the full-stack one. */
  many: boolean;
}

/** The assessor's health check and the database (GET .../system-status). */
export function useSystemStatus() {
  return liveAnswer(
    useQuery({
      queryKey: keys.systemStatus,
      queryFn: () => apiRequest<ScreeningSystemStatus>(SCREENING_API.adminSystemStatus),
      retry: 1,
    }),
  );
}

const isOnItsWay = (detail: ScreeningApplicationDetailResponse | undefined) =>
  detail?.emails.some((mail) => mail.delivery.state === 'pending' || mail.delivery.state === 'processing') ?? false;

/**
 * GET .../applications/{id}: the assessment history and the mails sent. While a mail is queued or
 * sending it is asked again every second until its delivery ends.
 */
export function useApplicationDetail(id: string | null, change: string) {
  return liveAnswer(
    useQuery({
      queryKey: [...keys.detail(id ?? ''), change],
      queryFn: () =>
        apiRequest<ScreeningApplicationDetailResponse>(fillPath(SCREENING_API.adminApplication, { id: id! })),
      enabled: id !== null,
      placeholderData: (previous) => previous,
      refetchInterval: (q) => (isOnItsWay(q.state.data) ? 1000 : false),
      retry: 1,
    }),
  );
}

/**
 * PATCH .../status with { status, notes } (the screens send an empty note, as the specification
 * says), and `confirm_rescore: true` once the admin confirmed moving a decided candidate back to
 * Submitted.
 */
export function useChangeStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      status,
      notes = '',
      confirmRescore = false,
    }: {
      id: string;
      status: AdminScreeningStatus;
      notes?: string;
      confirmRescore?: boolean;
    }) =>
      apiRequest<ScreeningStatusChangeResponse>(fillPath(SCREENING_API.adminStatus, { id }), {
        method: 'PATCH',
        body: confirmRescore ? { status, notes, confirm_rescore: true } : { status, notes },
      }),
    // A change may decide a waiting human review: the queue is asked again.
    onSettled: () => client.invalidateQueries({ queryKey: keys.humanReviews }),
  });
}

/** GET /api/admin/fullstack-screening/human-reviews: the waiting requests and the time to decide them. */
export function useHumanReviews() {
  return liveAnswer(
    useQuery({
      queryKey: keys.humanReviews,
      queryFn: () => apiRequest<HumanReviewQueueResponse>(ACCOUNTABILITY_API.adminHumanReviews),
    }),
  );
}

/** GET /api/admin/fairness: rates and ratios per group. A period ending before it starts is not asked (400). */
export function useFairness(query: FairnessQuery) {
  return liveAnswer(
    useQuery({
      queryKey: keys.fairness(query),
      queryFn: () => apiRequest<FairnessResponse>(withQuery(FAIRNESS_API.admin, { ...query })),
      enabled: !isBackwardsPeriod(query),
      retry: 1,
    }),
  );
}

/** POST .../applications/bulk-status: several applications to one status, 200 a call; every failed row reported. */
export function useBulkScreeningStatus() {
  return useMutation({
    mutationFn: ({ rows, status }: { rows: { id: string; name: string }[]; status: SettableScreeningStatus }) =>
      changeInBulk(
        rows,
        (ids) =>
          apiRequest<BulkStatusResponse>(SCREENING_API.adminBulkStatus, { method: 'POST', body: { ids, status } }),
        (error) => errorMessage(error, SCREENING_ADMIN_MESSAGES.statusUpdateFailed),
      ),
  });
}

/** POST .../reassess with an empty body. */
export function useReassess() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<ScreeningReassessResponse>(fillPath(SCREENING_API.adminReassess, { id }), {
        method: 'POST',
        body: {},
      }),
  });
}

/** POST .../send-interview-email with an empty body; the detail is asked again to follow the delivery. */
export function useSendInterviewEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<SendInterviewEmailResponse>(fillPath(SCREENING_API.adminSendInterviewEmail, { id }), {
        method: 'POST',
        body: {},
      }),
    onSuccess: (_answer, id) => client.invalidateQueries({ queryKey: keys.detail(id) }),
  });
}

/**
 * Waits for the first attempt to deliver mail `mailId` of application `id` to end: 'sent', 'retrying'
 * (the server was not reached or said 'try again later': the sweep tries again) or 'error'. Asks the
 * detail call until then (a condition, not a fixed wait); gives up as 'error' after `timeoutMs`.
 */
export async function deliveryOutcome(
  id: string,
  mailId: string,
  timeoutMs = 60_000,
): Promise<'sent' | 'retrying' | 'error'> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const detail = await apiRequest<ScreeningApplicationDetailResponse>(
      fillPath(SCREENING_API.adminApplication, { id }),
    );
    const state = detail.emails.find((mail) => mail.id === mailId)?.delivery.state;
    if (state === 'sent' || state === 'retrying' || state === 'error') return state;
    await new Promise((resolve) => setTimeout(resolve, 750));
  }
  return 'error';
}
