// Interview panels (docs/features/team.md): who interviews the candidate of one recruiting
// application. Without a panel of its own, an application's panel is its posting's interviewers;
// an admin or the posting's recruiter sets one (interviewPanels/{applicationId}).
import { array, string } from 'yup';
import { strictObject } from '../http/validation';
import { COLLECTIONS } from '../shared/collections';
import type { QueryDescriptor } from '../shared/query';
import type { RecruitingApplication } from '../recruiting/model';
import type { RecruitingStatus } from '../recruiting/statuses';
import type { ScorecardStatus } from './scorecards';
import { teamMemberEmail, type TeamRole } from './roles';

/** interviewPanels/{applicationId}: the panel an admin or recruiter set for one application. */
export interface InterviewPanel {
  application_id: string;
  job_slug: string;
  interviewers: string[];
  /** The same addresses as a map (`members.{email} == true`), so an interviewer's panels are one equality query. */
  members: Record<string, true>;
  updated_by: string;
  updated_at: Date;
}

/** The roles whose holders may sit on a panel (and are mailed as its members). */
export const INTERVIEWING_ROLES: readonly TeamRole[] = ['interviewer', 'hiring_manager', 'admin'];

/** At most this many interviewers on one panel. */
export const PANEL_MAX = 12;

/** The statuses in which an application's interview is booked or held: its panel's candidates. */
export const PANEL_STATUSES: readonly RecruitingStatus[] = ['meeting_scheduled', 'interviewed'];

/** The statuses whose applications take scorecards: the interview stage, and the decisions after it. */
export const SCORECARD_STATUSES: readonly RecruitingStatus[] = [
  'meeting_scheduled',
  'interviewed',
  'hired',
  'rejected_after_interview',
];

/** An application's panel: its own when set, else its posting's interviewers. */
export function panelOf(
  panel: Pick<InterviewPanel, 'interviewers'> | undefined,
  postingInterviewers: readonly string[],
) {
  return panel ? panel.interviewers : [...postingInterviewers];
}

/** The texts of the panel call. */
export const PANEL_MESSAGES = {
  emailInvalid: 'Each interviewer must be an email address',
  tooMany: `A panel has at most ${PANEL_MAX} interviewers`,
  notInterviewer: (email: string) =>
    `${email} cannot interview: grant them the interviewer or hiring manager role on Team & roles first`,
  notRecruiter: "Only an admin or the posting's recruiter may set the panel",
  notVisible: "Only an admin or the posting's recruiters and hiring managers see the panel",
  saved: 'Interview panel saved',
  saveFailed: 'Failed to save the interview panel',
  loadFailed: 'Failed to load the interview panel',
} as const;

/**
 * GET /api/admin/applications/{id}/interviewers answer: the panel, who may be put on it (the
 * posting's interviewers and hiring managers, and whoever is on it now), and whether the caller
 * may change it (an admin or the posting's recruiter; its hiring managers only read it).
 */
export interface PanelResponse {
  application_id: string;
  interviewers: string[];
  choices: string[];
  editable: boolean;
}

/** The path of the panel call. */
export const PANEL_API = {
  interviewers: '/api/admin/applications/:id/interviewers',
} as const;

/** PUT /api/admin/applications/{id}/interviewers body. */
export const panelBodySchema = strictObject({
  interviewers: array()
    .of(
      string()
        .required(PANEL_MESSAGES.emailInvalid)
        .test('email', PANEL_MESSAGES.emailInvalid, (value) => !value || teamMemberEmail(value) !== null),
    )
    .typeError(PANEL_MESSAGES.emailInvalid)
    .required(PANEL_MESSAGES.emailInvalid)
    .max(PANEL_MAX, PANEL_MESSAGES.tooMany),
});

/** The panels naming `email` (one equality on the members map: the automatic index of the field). */
export function panelsOfMemberQuery(email: string): QueryDescriptor {
  return {
    collection: COLLECTIONS.interviewPanels,
    filters: [{ field: ['members', email], op: '==', value: true }],
    orderBy: [],
  };
}

/** What an interviewer sees of a candidate: who, for which posting, when, and their LinkedIn profile. */
export interface PanelCandidateBasics {
  name: string;
  job_slug: string;
  job_title: string;
  interview_at: string | null;
  linkedin_profile: string;
}

/** GET /api/me/interviews: one interview of the caller's panels (no phone, email, gender or country). */
export interface MyInterview extends PanelCandidateBasics {
  application_id: string;
  scorecard_status: ScorecardStatus;
}

/**
 * The application's answers a panel reads beside the candidate: the professional step's, which the
 * interview is about. The personal step's (email, phone, WhatsApp, gender, country) stay the
 * admins' and the posting's recruiters'.
 */
export const PANEL_ANSWER_FIELDS = [
  'referral_source',
  'linkedin_verified',
  'has_100_connections',
  'willing_to_increase_connections',
  'has_passport_id',
] as const satisfies readonly (keyof RecruitingApplication)[];

export type PanelAnswers = Pick<RecruitingApplication, (typeof PANEL_ANSWER_FIELDS)[number]>;

/** GET /api/scorecards/{applicationId}: the candidate the scorecard is of, with the application's answers. */
export interface PanelCandidate extends PanelCandidateBasics {
  answers: PanelAnswers;
}

/** The candidate as a panel member sees them, the posting named by `jobTitle`. */
export function panelCandidateBasics(application: RecruitingApplication, jobTitle: string): PanelCandidateBasics {
  return {
    name: application.name,
    job_slug: application.job_slug,
    job_title: jobTitle,
    interview_at: application.interview_start?.toISOString() ?? null,
    linkedin_profile: application.linkedin_profile,
  };
}

/** The same with the application's answers. */
export function panelCandidate(application: RecruitingApplication, jobTitle: string): PanelCandidate {
  const answers = Object.fromEntries(PANEL_ANSWER_FIELDS.map((field) => [field, application[field]])) as PanelAnswers;
  return { ...panelCandidateBasics(application, jobTitle), answers };
}

/** GET /api/me/interviews answer: soonest first. */
export interface MyInterviewsResponse {
  interviews: MyInterview[];
}
