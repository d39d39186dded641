// The recruiting admin's interview calls as hooks: a Manila day's windows with who is booked into
// each, an admin's move of a candidate (the API applies the candidate's own rules and sends the
// same mails), and the interview schedule (windows, capacity, blocked and added days) with its change.
import {
  INTERVIEWS_API,
  type InterviewChangeResponse,
  type InterviewDayResponse,
  type InterviewSchedule,
  type InterviewScheduleBody,
} from '@careers/domain/recruiting';
import { fillPath } from '@careers/domain/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { liveAnswer } from '../../../lib/query';

const dayKey = (day: string) => ['admin', 'interview-day', day] as const;

/** GET /api/admin/interviews/day: a Manila day's windows and who is booked into each. */
export function useInterviewDay(day: string | null) {
  return liveAnswer(
    useQuery({
      queryKey: dayKey(day ?? ''),
      queryFn: () =>
        apiRequest<InterviewDayResponse>(`${INTERVIEWS_API.adminDay}?day=${encodeURIComponent(day ?? '')}`),
      enabled: !!day,
    }),
  );
}

/** POST /api/admin/interviews/{id}/move: an admin moves a candidate's interview (the same rules and mails). */
export function useAdminMoveInterview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, windowId }: { id: string; windowId: string }) =>
      apiRequest<InterviewChangeResponse>(fillPath(INTERVIEWS_API.adminMove, { id }), {
        method: 'POST',
        body: { window_id: windowId },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'interview-day'] }),
  });
}

/** GET /api/admin/interview-schedule: the windows, capacity, blocked and added days (asked while `enabled`). */
export function useInterviewSchedule(enabled: boolean) {
  return liveAnswer(
    useQuery({
      queryKey: ['admin', 'interview-schedule'],
      queryFn: () => apiRequest<{ schedule: InterviewSchedule }>(INTERVIEWS_API.adminSchedule),
      enabled,
    }),
  );
}

/** PUT /api/admin/interview-schedule: replaces the schedule (validated and audited by the server). */
export function useSaveInterviewSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InterviewScheduleBody) =>
      apiRequest<{ success: true; schedule: InterviewSchedule }>(INTERVIEWS_API.adminSchedule, {
        method: 'PUT',
        body,
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['admin', 'interview-schedule'] });
      await client.invalidateQueries({ queryKey: ['admin', 'interview-day'] });
    },
  });
}
