// The recruiting admin's data as hooks. Tables follow Firestore live (the domain's query
// descriptions, read under the security rules: admins may read applications, offers and the audit
// log), so a new submission or another admin's change shows without a refresh. The dashboard's
// counts come from the recruiting tally (its shards, live); the offers' counts from the API's
// aggregations. Status changes go through PATCH /api/admin/applications/{id}/status
// (never a client write). Components use these hooks and never call Firestore or the API.
import { type BulkStatusResponse } from '@careers/domain/http';
import { MAIL_API, type AdminMailHistoryResponse } from '@careers/domain/mail';
import {
  offerIdFor,
  offerOfPostingApplicationQuery,
  OFFERS_API,
  OFFERS_TABLE,
  offersOfApplicationsQueries,
  type AdminOfferStatsResponse,
  type AdminOfferView,
  type Offer,
  type OfferSort,
} from '@careers/domain/offers';
import {
  ADMIN_APPLICATION_SORTS,
  ADMIN_PAGE_SIZE,
  APPLICATIONS_TABLE,
  applicationHistoryQuery,
  newestApplicationsQuery,
  RECRUITING_API,
  type AdminApplicationsResponse,
  type AdminApplicationView,
  type AdminRecruitingStatus,
  type ApplicationListSort,
  type RecruitingApplication,
  type UpdateApplicationStatusResponse,
} from '@careers/domain/recruiting';
import { COLLECTIONS, fillPath, postingTally, withQuery, type AuditLogEntry } from '@careers/domain/shared';
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest, errorMessage } from '../../../lib/api';
import type { WithId } from '../../../lib/firebase/firestore';
import { mapLive, useLiveDescribed, useLiveDocument, useLiveTally, type Live } from '../../../lib/firebase/live';
import { liveAnswer } from '../../../lib/query';
import { changeInBulk, useLiveTable, type TableView } from '../../admin-kit';
import { ADMIN_MESSAGES } from '../content';

/** An application as the admin tables hold it (the stored document, Dates for times). */
export type AdminRow = WithId<RecruitingApplication>;

const keys = {
  offerStats: (version: string) => ['admin', 'offer-stats', version] as const,
};

/** Something that changes whenever the given rows do (the offers' counts are asked again on it). */
function versionOf(rows: readonly { id: string; updated_at: Date; status: string }[]): string {
  return rows.map((row) => `${row.id}:${row.status}:${row.updated_at.getTime()}`).join(',');
}

/** A screen's first rows: read once, then followed live once they show (lib/firebase/live.ts). */
const READ_FIRST = { readFirst: true } as const;

/**
 * The main dashboard's data, live, of every posting or of one: the recruiting tally (the six counts
 * and the weekly chart derive from it) and the Recent Applications.
 */
export function useDashboard(posting?: string) {
  const recent = useLiveDescribed<RecruitingApplication>(
    useMemo(() => [newestApplicationsQuery(undefined, posting)], [posting]),
    0,
    READ_FIRST,
  );
  const all = useLiveTally('recruiting', 0, READ_FIRST);
  const tally = useMemo(() => mapLive(all, (data) => postingTally(data, posting ?? null)), [all, posting]);
  return { tally, recent };
}

/** What an applications table shows: statuses, a search term, a sort, a page size. */
export type ApplicationsView = TableView<ApplicationListSort>;

/** A live applications table (All Applications, Interviews, Our Team). */
export function useApplicationsTable(view: ApplicationsView, refresh: number) {
  return useLiveTable<RecruitingApplication, ApplicationListSort>(APPLICATIONS_TABLE, view, refresh);
}

/** What a status change answers: the application, and what happened to its offer (withdrawn, or null). */
export type StatusChangeAnswer = UpdateApplicationStatusResponse;

/** What a status change sends: the status, and when asked the offer's withdrawal confirmed or the decision's reason. */
export interface StatusChange {
  id: string;
  status: AdminRecruitingStatus;
  confirmOfferWithdrawal?: boolean;
  reason?: string;
}

/** PATCH /api/admin/applications/{id}/status. */
function patchStatus({ id, status, confirmOfferWithdrawal, reason }: StatusChange) {
  return apiRequest<StatusChangeAnswer>(fillPath(RECRUITING_API.adminStatus, { id }), {
    method: 'PATCH',
    body: {
      status,
      ...(confirmOfferWithdrawal ? { confirm_offer_withdrawal: true } : {}),
      ...(reason ? { reason } : {}),
    },
  });
}

const STATUS_CHANGE = ['admin', 'status-change'] as const;

/** Changes one application's status (the row follows live). */
export function useUpdateStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: STATUS_CHANGE,
    mutationFn: patchStatus,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** Whether a status change of application `id` is in flight (its dropdown waits for it). */
export function useStatusChanging(id: string): boolean {
  const pending = useMutationState({
    filters: { mutationKey: STATUS_CHANGE, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { id?: string } | undefined)?.id,
  });
  return pending.includes(id);
}

/**
 * Changes the status of several applications: POST /api/admin/applications/bulk-status, 200 rows a
 * call (each row changed and audited by the server); reports every row that failed.
 */
export function useBulkStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ rows, status }: { rows: { id: string; name: string }[]; status: AdminRecruitingStatus }) =>
      changeInBulk(
        rows,
        (ids) =>
          apiRequest<BulkStatusResponse>(RECRUITING_API.adminBulkStatus, { method: 'POST', body: { ids, status } }),
        (error) => errorMessage(error, ADMIN_MESSAGES.statusFailed),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/**
 * Every application of a view, for the CSV export: a search's matches as shown, else the API's
 * pages of the filter (GET /api/admin/applications, cursor after cursor).
 */
export async function applicationsOfView(
  view: ApplicationsView,
  shown: AdminRow[],
  searching: boolean,
): Promise<(AdminRow | AdminApplicationView)[]> {
  if (searching) return shown;
  const status = view.statuses?.length === 1 ? view.statuses[0] : undefined;
  const all: AdminApplicationView[] = [];
  let cursor: string | null = null;
  do {
    const answer: AdminApplicationsResponse = await apiRequest<AdminApplicationsResponse>(
      withQuery(RECRUITING_API.adminApplications, {
        // The API sorts by its own orders: the grids' others (hired date, booked time) export newest first.
        sort: (ADMIN_APPLICATION_SORTS as readonly string[]).includes(view.sort) ? view.sort : 'created_at',
        direction: view.direction,
        limit: String(ADMIN_PAGE_SIZE.max),
        status,
        job_slug: view.posting,
        after: cursor,
      }),
    );
    all.push(...answer.applications.filter((row) => !view.statuses?.length || view.statuses.includes(row.status)));
    cursor = answer.next_cursor;
  } while (cursor);
  return all;
}

/** One application for the detail dialog, its offer (when hired) and its history, all live. */
export function useApplicationDetail(id: string | null) {
  const application = useLiveApplication(id);
  const offer = useLiveOffer(id);
  const history = useLiveDescribed<AuditLogEntry>(useMemo(() => (id ? [applicationHistoryQuery(id)] : null), [id]));
  return { application, offer, history };
}

/** The offer of application `id`, live (an admin reads every one, a recruiter their postings'). */
export function useLiveOffer(id: string | null) {
  return useLiveDocument<Offer>(id ? `${COLLECTIONS.offers}/${offerIdFor(id)}` : null);
}

/**
 * The offer of a posting's application, live, as its recruiter reads it: a query by the posting,
 * which stays open while the offer does not exist yet (the hire trigger makes it a moment later).
 */
export function usePostingOffer(slug: string, applicationId: string): Live<WithId<Offer> | null> {
  const query = useMemo(() => [offerOfPostingApplicationQuery(slug, applicationId)], [slug, applicationId]);
  return mapLive(useLiveDescribed<Offer>(query), (offers) => offers[0] ?? null);
}

/** One application, live (a recruiter's or hiring manager's detail: the application alone). */
export function useLiveApplication(id: string | null) {
  return useLiveDocument<RecruitingApplication>(id ? `${COLLECTIONS.recruitingApplications}/${id}` : null);
}

/**
 * GET /api/admin/applications/{id}/mails: the mails sent to the application's candidate, newest
 * first; asked again when `change` (the application's last update) moves, and every 2 s while one
 * is queued or sending.
 */
export function useApplicationMails(id: string | null, change: number | null) {
  return liveAnswer(
    useQuery({
      queryKey: ['admin', 'application-mails', id, change],
      queryFn: () => apiRequest<AdminMailHistoryResponse>(fillPath(MAIL_API.adminApplicationMails, { id: id! })),
      enabled: id !== null,
      placeholderData: (previous) => previous,
      refetchInterval: (query) =>
        query.state.data?.mails.some(
          (mail) => mail.delivery.state === 'pending' || mail.delivery.state === 'processing',
        )
          ? 2000
          : false,
      retry: 1,
    }),
  );
}

/** POST /api/admin/offers/{offerId}/withdraw with the admin's reason (the offer's row follows live). */
export function useWithdrawOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, reason }: { offerId: string; reason: string }) =>
      apiRequest<AdminOfferView>(fillPath(OFFERS_API.adminWithdraw, { offerId }), {
        method: 'POST',
        body: { reason },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** The offers of these applications, live, by application id: Our Team shows each hire's on its page. */
export function useOffersOf(applicationIds: readonly string[]) {
  const key = applicationIds.join(',');
  const live = useLiveDescribed<Offer>(
    // The ids are named by key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    useMemo(() => offersOfApplicationsQueries(applicationIds), [key]),
    0,
    READ_FIRST,
  );
  return useMemo(
    () => new Map(live.status === 'success' ? live.data.map((offer) => [offer.application_id, offer] as const) : []),
    [live],
  );
}

/**
 * Job Offers Management's table, live, and the offers' counts (GET /api/admin/job-offers/stats,
 * asked again on each change); both of every posting or of the view's.
 */
export function useAdminOffers(view: TableView<OfferSort>, refresh: number) {
  const table = useLiveTable<Offer, OfferSort>(OFFERS_TABLE, view, refresh);
  const version = `${refresh}|${view.posting ?? ''}|${versionOf(table.rows)}`;
  const stats = liveAnswer(
    useQuery({
      queryKey: keys.offerStats(version),
      queryFn: () => apiRequest<AdminOfferStatsResponse>(withQuery(OFFERS_API.adminStats, { job_slug: view.posting })),
      placeholderData: (previous) => previous,
      enabled: table.live.status !== 'loading',
    }),
  );
  return { table, stats };
}
