// The screening admin's data and calls, as hooks. Applications are followed live (Firestore
// listeners under the rules: admins read screeningApplications), so a reassessment's result, a
// quick action or another admin's change shows by itself. The stats come from the screening tally
// (its shards, live: four documents whatever the number of applications). The history and mails of one
// application come from the detail call; its mails are asked again while one is on its way.
import {
  COLLECTIONS,
  fillPath,
  SCREENING_API,
  screeningStatsFromTally,
  type AdminScreeningStatus,
  type ScreeningApplication,
  type ScreeningApplicationDetailResponse,
  type ScreeningReassessResponse,
  type ScreeningStatusChangeResponse,
  type ScreeningSystemStatus,
  type SendInterviewEmailResponse,
  type StoredScreeningStatus,
} from '@careers/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { apiRequest } from '../../../lib/api';
import { getDb, type WithId } from '../../../lib/firebase/firestore';
import { useLiveDocument, useLiveQuery, type Live } from '../../../lib/firebase/live';
import { useLiveTally } from '../../../lib/firebase/tally';
import { useState } from 'react';

/** A screening application as the screens hold it (Dates as Dates). */
export type AdminApplication = WithId<ScreeningApplication>;

/** The most applications a live table follows (newest first); the dashboard's counts are exact at any size. */
export const LIVE_TABLE_LIMIT = 500;

const applications = () => collection(getDb(), COLLECTIONS.screeningApplications);

/** Every application (newest first, up to LIVE_TABLE_LIMIT), live. */
export function useLiveApplications(): Live<AdminApplication[]> {
  return useLiveQuery<ScreeningApplication>('screening-admin:all', () =>
    query(applications(), orderBy('created_at', 'desc'), limit(LIVE_TABLE_LIMIT)),
  );
}

/** The `count` newest applications, live. */
export function useLatestApplications(count: number): Live<AdminApplication[]> {
  return useLiveQuery<ScreeningApplication>(`screening-admin:latest:${count}`, () =>
    query(applications(), orderBy('created_at', 'desc'), limit(count)),
  );
}

/** The applications in `statuses`, live (newest first). */
export function useApplicationsIn(statuses: readonly StoredScreeningStatus[]): Live<AdminApplication[]> {
  return useLiveQuery<ScreeningApplication>(`screening-admin:in:${statuses.join(',')}`, () =>
    query(
      applications(),
      where('fs_status', 'in', [...statuses]),
      orderBy('created_at', 'desc'),
      limit(LIVE_TABLE_LIMIT),
    ),
  );
}

/** One application, live (null when there is none). */
export function useLiveApplication(id: string | null): Live<AdminApplication | null> {
  return useLiveDocument<ScreeningApplication>(id ? `${COLLECTIONS.screeningApplications}/${id}` : null);
}

const keys = {
  systemStatus: ['screening-admin', 'system-status'] as const,
  detail: (id: string) => ['screening-admin', 'detail', id] as const,
};

/**
 * The dashboard stats, live from the screening tally (the dashboard call answers the same from it).
 * `refetch` follows the tally again after an error (Try Again).
 */
export function useScreeningDashboard() {
  const [refresh, setRefresh] = useState(0);
  const tally = useLiveTally('screening', refresh);
  return {
    isPending: tally.status === 'loading',
    isError: tally.status === 'error',
    data: tally.status === 'success' ? screeningStatsFromTally(tally.data, new Date()) : undefined,
    refetch: () => setRefresh((n) => n + 1),
  };
}

/** The assessor's health check and the database (GET .../system-status). */
export function useSystemStatus() {
  return useQuery({
    queryKey: keys.systemStatus,
    queryFn: () => apiRequest<ScreeningSystemStatus>(SCREENING_API.adminSystemStatus),
    retry: 1,
  });
}

const isOnItsWay = (detail: ScreeningApplicationDetailResponse | undefined) =>
  detail?.emails.some((mail) => mail.delivery.state === 'pending' || mail.delivery.state === 'processing') ?? false;

/**
 * GET .../applications/{id}: the assessment history and the mails sent. While a mail is queued or
 * sending it is asked again every second until its delivery ends.
 */
export function useApplicationDetail(id: string | null, change: string) {
  return useQuery({
    queryKey: [...keys.detail(id ?? ''), change],
    queryFn: () =>
      apiRequest<ScreeningApplicationDetailResponse>(fillPath(SCREENING_API.adminApplication, { id: id! })),
    enabled: id !== null,
    placeholderData: (previous) => previous,
    refetchInterval: (q) => (isOnItsWay(q.state.data) ? 1000 : false),
    retry: 1,
  });
}

/**
 * PATCH .../status with { status, notes } (the screens send an empty note, as the specification
 * says), and `confirm_rescore: true` once the admin confirmed moving a decided candidate back to
 * Submitted.
 */
export function useChangeStatus() {
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
 * Waits for the delivery of mail `mailId` of application `id` to end: 'sent' or 'error'. Asks the
 * detail call until then (a condition, not a fixed wait); gives up as 'error' after `timeoutMs`.
 */
export async function deliveryOutcome(id: string, mailId: string, timeoutMs = 60_000): Promise<'sent' | 'error'> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const detail = await apiRequest<ScreeningApplicationDetailResponse>(
      fillPath(SCREENING_API.adminApplication, { id }),
    );
    const state = detail.emails.find((mail) => mail.id === mailId)?.delivery.state;
    if (state === 'sent' || state === 'error') return state;
    await new Promise((resolve) => setTimeout(resolve, 750));
  }
  return 'error';
}
