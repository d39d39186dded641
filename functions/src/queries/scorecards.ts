// The scorecards of an application, as each reader may see them (docs/features/team.md), and an
// interviewer's interviews.
import {
  othersVisible,
  panelCandidate,
  panelCandidateBasics,
  PANEL_MESSAGES,
  panelOf,
  PANEL_STATUSES,
  runsPosting,
  SCORECARD_MESSAGES,
  SCORECARD_STATUSES,
  scorecardOf,
  scorecardStatusOf,
  scorecardView,
  teamEmailKey,
  type MyInterview,
  type MyInterviewsResponse,
  type MyPosting,
  type MyPostingsResponse,
  type PanelResponse,
  type ScorecardsResponse,
  type TeamRole,
} from '@careers/domain/team';
import type { Actor } from '@careers/domain/shared';
import { forbidden, ok, type Outcome } from '../outcome';
import { isDocumentId } from '../stores/document-id';
import { readHiringTeam, readHiringTeams } from '../stores/hiring-teams';
import { panelsOf, readPanels } from '../stores/interview-panels';
import { readJobTitles } from '../stores/job-titles';
import { interviewStageApplicationsOf, readApplication, readApplications } from '../stores/recruiting-applications';
import { scorecardsOf } from '../stores/scorecards';

/** Who reads: the caller, their role now and their verified address. */
export interface TeamReader {
  actor: Actor;
  role: TeamRole;
  email: string;
}

/**
 * GET /api/scorecards/{applicationId}: the candidate (what a panel member may see: panelCandidate), the posting's attributes, the caller's own scorecard, and
 * the colleagues' submitted ones: to a panel member as the posting's visibility rule allows, to an
 * admin or a recruiter or hiring manager of the posting (who decide) all of them. Anyone else: 403, the same
 * for an application that does not exist.
 */
export async function scorecardsFor(applicationId: string, reader: TeamReader): Promise<Outcome<ScorecardsResponse>> {
  const application = isDocumentId(applicationId) ? await readApplication(applicationId) : undefined;
  if (!application) return forbidden(SCORECARD_MESSAGES.notVisible);
  const [team, panels, scorecards, titles] = await Promise.all([
    readHiringTeam(application.job_slug),
    readPanels([applicationId]),
    scorecardsOf([applicationId]),
    readJobTitles(),
  ]);
  const me = teamEmailKey(reader.email);
  const onPanel = panelOf(panels.get(applicationId), team?.interviewers ?? []).includes(me);
  const decides = reader.role === 'admin' || runsPosting(team, reader.role, me);
  // A panel's candidates are those in the interview stage or decided after it: the posting's other
  // applicants (criteria failed, waiting for the NDA) are nothing of an interviewer's, the same 403
  // as an unknown id.
  const interviewed = SCORECARD_STATUSES.includes(application.status);
  if (!decides && !(onPanel && interviewed)) return forbidden(SCORECARD_MESSAGES.notVisible);
  const definition = scorecardOf(application.job_slug, team?.scorecard);
  const mine = scorecards.find((scorecard) => scorecard.interviewer_uid === reader.actor.uid);
  const shown = decides || othersVisible(definition.visibility, mine);
  const others = shown
    ? scorecards.filter((scorecard) => scorecard !== mine && scorecard.submitted).map(scorecardView)
    : [];
  return ok({
    candidate: panelCandidate(application, titles.jobs[application.job_slug]?.title ?? application.job_slug),
    attributes: definition.attributes,
    mine: mine ? scorecardView(mine) : null,
    others,
  });
}

/**
 * GET /api/me/interviews: the interviews of the caller's panels (their postings' applications in
 * the interview stage without a panel of their own, and the panels naming them), soonest first,
 * each with what an interviewer needs and no more: no phone, email, gender or country.
 */
export async function myInterviews(reader: TeamReader): Promise<Outcome<MyInterviewsResponse>> {
  const me = teamEmailKey(reader.email);
  const [teams, named, titles] = await Promise.all([readHiringTeams(), panelsOf(me), readJobTitles()]);
  const postings = teams.filter((team) => team.interviewers.includes(me)).map((team) => team.job_slug);
  const ofPostings = (await Promise.all(postings.map(interviewStageApplicationsOf))).flat();
  const panels = await readPanels(ofPostings.map((application) => application.id));
  const byDefault = ofPostings.filter((application) => !panels.has(application.id));
  const byPanel = await readApplications(named.map((panel) => panel.application_id));
  const applications = [...new Map([...byDefault, ...byPanel].map((a) => [a.id, a])).values()].filter((a) =>
    PANEL_STATUSES.includes(a.status),
  );
  const scorecards = await scorecardsOf(applications.map((application) => application.id));
  const interviews: MyInterview[] = applications.map((application) => ({
    application_id: application.id,
    ...panelCandidateBasics(application, titles.jobs[application.job_slug]?.title ?? application.job_slug),
    scorecard_status: scorecardStatusOf(
      scorecards.find(
        (scorecard) => scorecard.application_id === application.id && scorecard.interviewer_uid === reader.actor.uid,
      ),
    ),
  }));
  interviews.sort((a, b) => (a.interview_at ?? '9999').localeCompare(b.interview_at ?? '9999'));
  return ok({ interviews });
}

/** GET /api/me/postings: the postings whose team names the caller as a recruiter or hiring manager, by title. */
export async function myPostings(reader: TeamReader): Promise<Outcome<MyPostingsResponse>> {
  const { role } = reader;
  if (role !== 'recruiter' && role !== 'hiring_manager') return ok({ postings: [] });
  const me = teamEmailKey(reader.email);
  const [teams, titles] = await Promise.all([readHiringTeams(), readJobTitles()]);
  const postings: MyPosting[] = teams
    .filter((team) => runsPosting(team, role, me))
    .map((team) => ({
      job_slug: team.job_slug,
      title: titles.jobs[team.job_slug]?.title ?? team.job_slug,
      part: role,
    }));
  postings.sort((a, b) => a.title.localeCompare(b.title));
  return ok({ postings });
}

/**
 * GET /api/admin/applications/{id}/interviewers: the application's panel and who may sit on it, to
 * an admin or a recruiter or hiring manager of its posting (a recruiter and an admin change it).
 * Anyone else, and an id that does not exist: 403 alike.
 */
export async function panelFor(applicationId: string, reader: TeamReader): Promise<Outcome<PanelResponse>> {
  const application = isDocumentId(applicationId) ? await readApplication(applicationId) : undefined;
  const team = application ? await readHiringTeam(application.job_slug) : undefined;
  const me = teamEmailKey(reader.email);
  if (!application || (reader.role !== 'admin' && !runsPosting(team, reader.role, me))) {
    return forbidden(PANEL_MESSAGES.notVisible);
  }
  const interviewers = panelOf((await readPanels([applicationId])).get(applicationId), team?.interviewers ?? []);
  const choices = [...new Set([...(team?.interviewers ?? []), ...(team?.hiring_managers ?? []), ...interviewers])];
  return ok({
    application_id: applicationId,
    interviewers,
    choices: choices.sort(),
    editable: reader.role === 'admin' || reader.role === 'recruiter',
  });
}
