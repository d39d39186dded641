// The scorecards of one application as an admin sees them (all the submitted ones): the
// application detail's Scorecards section.
import { fillPath } from '@careers/domain/shared';
import { SCORECARD_API, type ScorecardsResponse } from '@careers/domain/team';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { liveAnswer } from '../../../lib/query';

/** GET /api/scorecards/{applicationId}, asked again when `change` (the application's last update) moves. */
export function useApplicationScorecards(applicationId: string | null, change: number | null) {
  return liveAnswer(
    useQuery({
      queryKey: ['admin', 'application-scorecards', applicationId, change],
      queryFn: () =>
        apiRequest<ScorecardsResponse>(fillPath(SCORECARD_API.scorecard, { applicationId: applicationId! })),
      enabled: applicationId !== null,
      placeholderData: (previous) => previous,
    }),
  );
}
