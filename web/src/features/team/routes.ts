// The hiring team's pages and the header's link to them: all the header (on every page) carries of
// the team's screens, so it stays apart from their texts (content.ts).
import { fillPath, ROUTES } from '@careers/domain/shared';

/** The hiring team's pages (the mails link them too, so the domain holds them). */
export const TEAM_ROUTES = ROUTES.team;

/** The scorecard page of one application. */
export const interviewPath = (applicationId: string) => fillPath(TEAM_ROUTES.interview, { applicationId });

/** The header's link to the interviewer's screens. */
export const TEAM_NAV_LABEL = 'My interviews';

/** The header's link to the applications of the postings a recruiter or hiring manager runs. */
export const HIRING_NAV_LABEL = 'Hiring';
