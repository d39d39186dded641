// The interviewer's pages and the header's link to them: all the header (on every page) carries of
// the interviewer's screens, so it stays apart from their texts (content.ts).
import { fillPath } from '@careers/domain/shared';

/** The interviewer's pages: the domain's ROUTES hold the candidates' and admins' pages only. */
export const TEAM_ROUTES = {
  interviews: '/team/interviews',
  interview: '/team/interviews/:applicationId',
} as const;

/** The scorecard page of one application. */
export const interviewPath = (applicationId: string) => fillPath(TEAM_ROUTES.interview, { applicationId });

/** The header's link to the interviewer's screens. */
export const TEAM_NAV_LABEL = 'My interviews';
