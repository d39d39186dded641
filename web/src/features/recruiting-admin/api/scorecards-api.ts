// The scorecards of one application as those who decide see them (all the submitted ones), and
// its interview panel: the application detail's Scorecards and Interview panel sections.
import { fillPath } from '@careers/domain/shared';
import { PANEL_API, SCORECARD_API, type PanelResponse, type ScorecardsResponse } from '@careers/domain/team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

const panelPath = (id: string) => fillPath(PANEL_API.interviewers, { id });

/** GET /api/admin/applications/{id}/interviewers: the panel, its choices, and whether the caller may change it. */
export function usePanel(applicationId: string) {
  return liveAnswer(
    useQuery({
      queryKey: ['admin', 'panel', applicationId],
      queryFn: () => apiRequest<PanelResponse>(panelPath(applicationId)),
    }),
  );
}

/** PUT /api/admin/applications/{id}/interviewers: the panel, replaced whole; the read follows. */
export function useSetPanel(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (interviewers: string[]) =>
      apiRequest<{ application_id: string; interviewers: string[] }>(panelPath(applicationId), {
        method: 'PUT',
        body: { interviewers },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'panel', applicationId] }),
  });
}
