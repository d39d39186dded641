// The recruiting admin's data as hooks. Tables follow Firestore live (the domain's query
// descriptions, read under the security rules: admins may read applications, offers and the audit
// log), so a new submission or another admin's change shows without a refresh. The dashboard's
// counts come from the recruiting tally (its shards, live); the offers' counts from the API's
// aggregations. Status changes go through PATCH /api/admin/applications/{id}/status
// (never a client write). Components use these hooks and never call Firestore or the API.
import {
  ADMIN_PAGE_SIZE,
  adminOfferView,
  applicationCursor,
  applicationHistoryQuery,
  applicationsPageQuery,
  applicationsSearchQueries,
  bulkReport,
  COLLECTIONS,
  fillPath,
  newestApplicationsQuery,
  newestOffersQuery,
  offerIdFor,
  OFFERS_API,
  RECRUITING_API,
  searchMatches,
  searchPlan,
  type AdminApplicationsResponse,
  type AdminApplicationView,
  type AdminOfferStatsResponse,
  type AdminOfferView,
  type AdminRecruitingStatus,
  type AuditLogEntry,
  type ApplicationCursor,
  type ApplicationListSort,
  type BulkOutcome,
  type Offer,
  type RecruitingApplication,
  type RecruitingStatus,
  type SortDirection,
  type UpdateApplicationStatusResponse,
} from '@careers/domain';
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiRequest, errorMessage } from '../../../lib/api';
import type { WithId } from '../../../lib/firebase/firestore';
import { useLiveDocument, type Live } from '../../../lib/firebase/live';
import { useLiveDescribed } from '../../../lib/firebase/query';
import { useLiveTally } from '../../../lib/firebase/tally';

/** An application as the admin tables hold it (the stored document, Dates for times). */
export type AdminRow = WithId<RecruitingApplication>;

const keys = {
  offerStats: (version: string) => ['admin', 'offer-stats', version] as const,
};

/** Something that changes whenever the given live rows do (the offers' counts are asked again on it). */
function versionOf(...lives: Live<{ id: string; updated_at?: Date; at?: Date; status?: string }[]>[]): string {
  return lives
    .map((live) =>
      live.status === 'success'
        ? live.data
            .map((row) => `${row.id}:${row.status ?? ''}:${(row.updated_at ?? row.at)?.getTime() ?? ''}`)
            .join(',')
        : live.status,
    )
    .join('|');
}

/**
 * The main dashboard's data, live: the recruiting tally (the six counts and the weekly chart derive
 * from it) and the Recent Applications.
 */
export function useDashboard() {
  const recent = useLiveDescribed<RecruitingApplication>(useMemo(() => [newestApplicationsQuery()], []));
  const tally = useLiveTally('recruiting');
  return { tally, recent };
}

/** What an applications table shows: statuses, a search term, a sort, a page size. */
export interface ApplicationsView {
  statuses?: readonly RecruitingStatus[];
  search: string;
  sort: ApplicationListSort;
  direction: SortDirection;
  pageSize: number;
}

/**
 * A live applications table. Without a search: cursor pages (the page's rows and one more, so the
 * grid knows whether another page follows), `cursors[p]` being where page p starts. With a search:
 * the rows holding the term's trigrams (or its one short piece), checked for the exact term, sorted here.
 */
export function useLiveApplications(view: ApplicationsView, page: number, refresh: number) {
  const [cursors, setCursors] = useState<{ key: string; list: (ApplicationCursor | undefined)[] }>({
    key: '',
    list: [undefined],
  });
  const viewKey = JSON.stringify(view);
  const list = cursors.key === viewKey ? cursors.list : [undefined];
  const plan = searchPlan(view.search);
  const searching = plan.kind !== 'none';
  const after = list[page];
  const descriptions = useMemo(
    () =>
      searching
        ? applicationsSearchQueries(plan, view.statuses)
        : [
            applicationsPageQuery({
              statuses: view.statuses,
              sort: view.sort,
              direction: view.direction,
              limit: view.pageSize,
              after,
            }),
          ],
    // The view is named by viewKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [viewKey, page, after],
  );
  const live = useLiveDescribed<RecruitingApplication>(descriptions, refresh);
  const rows: AdminRow[] =
    live.status !== 'success'
      ? []
      : searching
        ? searchMatches(live.data, view.search, view)
        : live.data.slice(0, view.pageSize);
  const hasNextPage = !searching && live.status === 'success' && live.data.length > view.pageSize;

  /** Remembers where the next page starts (call before moving to page + 1). */
  const rememberNext = () => {
    const last = rows.at(-1);
    if (!last) return;
    const next = [...list];
    next[page + 1] = applicationCursor(last, view.sort);
    setCursors({ key: viewKey, list: next });
  };
  return { live, rows, hasNextPage, searching, rememberNext };
}

/** What a status change answers: the application, and what happened to its offer (withdrawn, or null). */
export type StatusChangeAnswer = UpdateApplicationStatusResponse;

/** PATCH /api/admin/applications/{id}/status (confirming the withdrawal of an accepted offer when asked). */
function patchStatus(id: string, status: AdminRecruitingStatus, confirmOfferWithdrawal = false) {
  return apiRequest<StatusChangeAnswer>(fillPath(RECRUITING_API.adminStatus, { id }), {
    method: 'PATCH',
    body: confirmOfferWithdrawal ? { status, confirm_offer_withdrawal: true } : { status },
  });
}

const STATUS_CHANGE = ['admin', 'status-change'] as const;

/** Changes one application's status (the row follows live). */
export function useUpdateStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: STATUS_CHANGE,
    mutationFn: ({
      id,
      status,
      confirmOfferWithdrawal,
    }: {
      id: string;
      status: AdminRecruitingStatus;
      confirmOfferWithdrawal?: boolean;
    }) => patchStatus(id, status, confirmOfferWithdrawal),
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

/** Changes the status of several applications, one call each (each audited); reports every row. */
export function useBulkStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ rows, status }: { rows: { id: string; name: string }[]; status: AdminRecruitingStatus }) => {
      const outcomes = await Promise.all(
        rows.map(async (row): Promise<BulkOutcome> => {
          try {
            await patchStatus(row.id, status);
            return { id: row.id, name: row.name, ok: true };
          } catch (error) {
            return { id: row.id, name: row.name, ok: false, error: errorMessage(error, 'Failed to update status') };
          }
        }),
      );
      return bulkReport(outcomes);
    },
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
    const params = new URLSearchParams({
      sort: view.sort === 'updated_at' ? 'created_at' : view.sort,
      direction: view.direction,
    });
    params.set('limit', String(ADMIN_PAGE_SIZE.max));
    if (status) params.set('status', status);
    if (cursor) params.set('cursor', cursor);
    const answer: AdminApplicationsResponse = await apiRequest<AdminApplicationsResponse>(
      `${RECRUITING_API.adminApplications}?${params.toString()}`,
    );
    all.push(...answer.applications.filter((row) => !view.statuses?.length || view.statuses.includes(row.status)));
    cursor = answer.next_cursor;
  } while (cursor);
  return all;
}

/** One application for the detail dialog, its offer (when hired) and its history, all live. */
export function useApplicationDetail(id: string | null) {
  const application = useLiveDocument<RecruitingApplication>(id ? `${COLLECTIONS.recruitingApplications}/${id}` : null);
  const offer = useLiveDocument<Offer>(id ? `${COLLECTIONS.offers}/${offerIdFor(id)}` : null);
  const history = useLiveDescribed<AuditLogEntry>(useMemo(() => (id ? [applicationHistoryQuery(id)] : null), [id]));
  return { application, offer, history };
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

/** The offers live by application id (the newest ADMIN_OFFERS_LIMIT): Our Team shows each hire's. */
export function useOffersByApplication() {
  const live = useLiveDescribed<Offer>(useMemo(() => [newestOffersQuery()], []));
  return useMemo(
    () => new Map(live.status === 'success' ? live.data.map((offer) => [offer.application_id, offer] as const) : []),
    [live],
  );
}

/** The job offers live (newest first, at most ADMIN_OFFERS_LIMIT) and their counts (GET /api/admin/job-offers/stats). */
export function useAdminOffers(refresh: number) {
  const live = useLiveDescribed<Offer>(
    useMemo(() => [newestOffersQuery()], []),
    refresh,
  );
  const offers = useMemo(() => (live.status === 'success' ? live.data.map(adminOfferView) : []), [live]);
  const version = `${refresh}|${versionOf(live)}`;
  const stats = useQuery({
    queryKey: keys.offerStats(version),
    queryFn: () => apiRequest<AdminOfferStatsResponse>(OFFERS_API.adminStats),
    placeholderData: (previous) => previous,
    enabled: live.status !== 'loading',
  });
  return { live, offers, stats };
}
