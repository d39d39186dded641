// A posting's hiring team (docs/features/team.md): who recruits for it, who decides after its
// interviews, and who interviews its candidates, by address. Each must hold that role (or be an
// admin, who may take any part) on the team's list when the team is set.
import { array, object, string } from 'yup';
import { DECISION_REASON_MAX } from '../recruiting/schemas';
import { canAdminSetStatus } from '../recruiting/admin';
import { ADMIN_RECRUITING_STATUSES, type AdminRecruitingStatus, type RecruitingStatus } from '../recruiting/statuses';
import { strictObject } from '../http/validation';
import { TEAM_ROLE_LABELS, teamMemberEmail, type TeamRole } from './roles';
import { scorecardDefinitionSchema, type ScorecardDefinition } from './scorecards';

/** The parts of a hiring team, each the role its members hold. */
export const HIRING_TEAM_PARTS = {
  recruiters: 'recruiter',
  hiring_managers: 'hiring_manager',
  interviewers: 'interviewer',
} as const satisfies Record<string, Exclude<TeamRole, 'admin'>>;
export type HiringTeamPart = keyof typeof HIRING_TEAM_PARTS;

/** How the Positions screen heads each part. */
export const HIRING_TEAM_PART_LABELS: Record<HiringTeamPart, string> = {
  recruiters: 'Recruiters',
  hiring_managers: 'Hiring managers',
  interviewers: 'Interviewers',
};

/** At most this many addresses in one part. */
export const HIRING_TEAM_PART_MAX = 50;

/** hiringTeams/{slug}: a posting's team, each part a list of lower-case addresses. */
export interface HiringTeam {
  job_slug: string;
  recruiters: string[];
  hiring_managers: string[];
  interviewers: string[];
  /** The uid of the admin who set it last. */
  updated_by: string;
  updated_at: Date;
  /** The posting's scorecard; without it, the specification's for its posting or the default (scorecardOf). */
  scorecard?: ScorecardDefinition | null;
}

/** The texts of the hiring team's call and dialog. */
export const HIRING_TEAM_MESSAGES = {
  emailInvalid: (label: string) => `Each of ${label} must be an email address`,
  tooMany: (label: string) => `${label} can have at most ${HIRING_TEAM_PART_MAX} people`,
  notOfRole: (email: string, part: HiringTeamPart) =>
    `${email} is not ${article(HIRING_TEAM_PARTS[part])} ${TEAM_ROLE_LABELS[HIRING_TEAM_PARTS[part]].toLowerCase()} of the team: grant the role on Team & roles first`,
  saved: 'Hiring team saved',
  saveFailed: 'Failed to save the hiring team',
  loadFailed: 'Failed to load the hiring team',
} as const;

const article = (role: TeamRole) => (role === 'interviewer' ? 'an' : 'a');

/** What a hiring manager decides, and only after the interview: hired, or rejected after it. */
export const HIRING_MANAGER_DECISIONS = ['hired', 'rejected_after_interview'] as const;

/** The application status a hiring manager decides from: interviewed. */
export const HIRING_MANAGER_DECIDES_FROM = 'interviewed';

/** The roles that run a posting's applications besides admins, and the part of its team naming them. */
export const RUNNING_PARTS = { recruiter: 'recruiters', hiring_manager: 'hiring_managers' } as const satisfies Partial<
  Record<TeamRole, HiringTeamPart>
>;
export type RunningRole = keyof typeof RUNNING_PARTS;

/**
 * Whether the holder of `role` at `email` (lower-case) runs the posting of `team`: a recruiter or
 * hiring manager its team names in their part. They read its applications and their scorecards;
 * a recruiter changes them as an admin does, a hiring manager decides after the interview.
 */
export function runsPosting(team: Pick<HiringTeam, HiringTeamPart> | undefined, role: TeamRole, email: string) {
  return (role === 'recruiter' || role === 'hiring_manager') && !!team?.[RUNNING_PARTS[role]].includes(email);
}

/**
 * The statuses a part may move an application in `status` to, as the status change allows them: a
 * recruiter an admin's moves (canAdminSetStatus), a hiring manager the decisions after the interview.
 */
export function statusMovesOf(part: RunningRole, status: RecruitingStatus): AdminRecruitingStatus[] {
  if (part === 'recruiter') return ADMIN_RECRUITING_STATUSES.filter((to) => canAdminSetStatus(status, to));
  return status === HIRING_MANAGER_DECIDES_FROM ? [...HIRING_MANAGER_DECISIONS] : [];
}

/** The refusals of a recruiter's or hiring manager's status change. */
export const HIRING_MANAGER_MESSAGES = {
  notOnTeam: "Only a hiring manager of the application's posting may decide on it",
  recruiterNotOnTeam: "Only a recruiter of the application's posting may change it",
  recruiterOnly: "Only an admin or a recruiter of the application's posting may do this",
  afterInterviewOnly: 'A hiring manager decides only after the interview: hired, or rejected after the interview',
  reasonRequired: 'No interviewer has submitted a scorecard: give the reason for this decision',
  chooseStatus: 'Please choose a status',
  reasonTooLong: `The reason can be at most ${DECISION_REASON_MAX} characters`,
} as const;

/**
 * The status change of a recruiter or hiring manager on the Hiring screen: a status, and the
 * reason of a decision after the interview when no interviewer has submitted a scorecard (`scored`:
 * whether one has), as the server asks it.
 */
export function decisionFormSchema(scored: boolean) {
  return object({
    status: string().required(HIRING_MANAGER_MESSAGES.chooseStatus),
    reason: string()
      .trim()
      .max(DECISION_REASON_MAX, HIRING_MANAGER_MESSAGES.reasonTooLong)
      .when('status', {
        is: (status: string) => !scored && (HIRING_MANAGER_DECISIONS as readonly string[]).includes(status),
        then: (schema) => schema.required(HIRING_MANAGER_MESSAGES.reasonRequired),
      }),
  });
}

/** The paths of the hiring team's calls. */
export const HIRING_TEAM_API = {
  hiringTeam: '/api/admin/jobs/:slug/hiring-team',
  myPostings: '/api/me/postings',
} as const;

/** A posting its recruiters and hiring managers run, as GET /api/me/postings answers it. */
export interface MyPosting {
  job_slug: string;
  title: string;
  /** The caller's part of its team. */
  part: RunningRole;
}

/** GET /api/me/postings answer: the postings the caller runs, by title. */
export interface MyPostingsResponse {
  postings: MyPosting[];
}

const part = (name: HiringTeamPart) => {
  const label = HIRING_TEAM_PART_LABELS[name];
  return array()
    .of(
      string()
        .required(HIRING_TEAM_MESSAGES.emailInvalid(label))
        .test('email', HIRING_TEAM_MESSAGES.emailInvalid(label), (value) => !value || teamMemberEmail(value) !== null),
    )
    .typeError(HIRING_TEAM_MESSAGES.emailInvalid(label))
    .max(HIRING_TEAM_PART_MAX, HIRING_TEAM_MESSAGES.tooMany(label))
    .default([]);
};

/**
 * PUT /api/admin/jobs/{slug}/hiring-team body: each part (a part left out: nobody), and the
 * posting's scorecard (left out: it stays as it is).
 */
export const hiringTeamBodySchema = strictObject({
  recruiters: part('recruiters'),
  hiring_managers: part('hiring_managers'),
  interviewers: part('interviewers'),
  scorecard: scorecardDefinitionSchema.optional().default(undefined),
});

/** A hiring team's parts, each address once, lower-case. */
export function hiringTeamParts(
  body: Partial<Record<HiringTeamPart, readonly string[]>>,
): Record<HiringTeamPart, string[]> {
  const clean = (list: readonly string[] | undefined) => [
    ...new Set((list ?? []).map((email) => teamMemberEmail(email)).filter((email): email is string => email !== null)),
  ];
  return {
    recruiters: clean(body.recruiters),
    hiring_managers: clean(body.hiring_managers),
    interviewers: clean(body.interviewers),
  };
}

/** A hiring team as the call answers it. */
export interface HiringTeamView extends Record<HiringTeamPart, string[]> {
  job_slug: string;
  /** The posting's scorecard: its team's, else the one it takes by default (scorecardOf). */
  scorecard: ScorecardDefinition;
  updated_at: string;
}

/** PUT /api/admin/jobs/{slug}/hiring-team answer. */
export interface HiringTeamResponse {
  hiring_team: HiringTeamView;
}
