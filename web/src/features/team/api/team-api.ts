// The interviewer's reads and calls: whether the caller holds a team role, their interviews, one
// application's scorecards, and the write of their own (a draft or a submission). Components use
// these and never call the API themselves.
import { fillPath } from '@careers/domain/shared';
import {
  SCORECARD_API,
  type MyInterviewsResponse,
  type Recommendation,
  type ScorecardRating,
  type ScorecardsResponse,
  type ScorecardView,
} from '@careers/domain/team';
import { AUTH_API, type AdminAccessResponse } from '@careers/domain/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { liveAnswer } from '../../../lib/query';
import { useAuth } from '../../auth';

const keys = {
  access: (uid: string | null) => ['team', 'access', uid] as const,
  interviews: (uid: string | null) => ['team', 'interviews', uid] as const,
  scorecards: (uid: string | null, applicationId: string) => ['team', 'scorecards', uid, applicationId] as const,
};

/** GET /api/admin/check-access: the caller's team role (null for none), asked while signed in. */
export function useTeamAccess() {
  const { status, user } = useAuth();
  const uid = user?.uid ?? null;
  return liveAnswer(
    useQuery({
      queryKey: keys.access(uid),
      queryFn: () => apiRequest<AdminAccessResponse>(AUTH_API.adminCheckAccess),
      enabled: status === 'signedIn' && uid !== null,
      retry: false,
      // Asked again each time the area opens: a revoked role must not linger in a cache.
      staleTime: 0,
    }),
  );
}

/** GET /api/me/interviews: the interviews of the caller's panels, soonest first. */
export function useMyInterviews() {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  return liveAnswer(
    useQuery({
      queryKey: keys.interviews(uid),
      queryFn: async () => (await apiRequest<MyInterviewsResponse>(SCORECARD_API.myInterviews)).interviews,
      enabled: uid !== null,
    }),
  );
}

const scorecardPath = (applicationId: string) => fillPath(SCORECARD_API.scorecard, { applicationId });

/** GET /api/scorecards/{applicationId}: the posting's attributes, my scorecard and the colleagues' I may see. */
export function useScorecards(applicationId: string) {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  return liveAnswer(
    useQuery({
      queryKey: keys.scorecards(uid, applicationId),
      queryFn: () => apiRequest<ScorecardsResponse>(scorecardPath(applicationId)),
      enabled: uid !== null,
    }),
  );
}

/** PUT /api/scorecards/{applicationId} body, as the form sends it. */
export interface ScorecardBody {
  ratings: Record<string, ScorecardRating>;
  recommendation: Recommendation | null;
  notes: string;
  submitted: boolean;
}

/**
 * PUT /api/scorecards/{applicationId}: my scorecard, a draft or submitted. The answer is my
 * scorecard, put in the read's place at once; a submission also asks the read again (the
 * colleagues' scorecards may show now). The list's status changed either way.
 */
export function useSaveScorecard(applicationId: string) {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ScorecardBody) =>
      apiRequest<{ scorecard: ScorecardView }>(scorecardPath(applicationId), { method: 'PUT', body }),
    onSuccess: ({ scorecard }) => {
      client.setQueryData<ScorecardsResponse>(keys.scorecards(uid, applicationId), (old) =>
        old ? { ...old, mine: scorecard } : old,
      );
      // The list is asked again when it next opens, not on every autosave of this page.
      void client.invalidateQueries({ queryKey: keys.interviews(uid), refetchType: 'none' });
      if (scorecard.submitted) void client.invalidateQueries({ queryKey: keys.scorecards(uid, applicationId) });
    },
  });
}
