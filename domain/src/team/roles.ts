// The hiring team's roles (docs/features/team.md): who may do what in the admin area. A role is
// granted to an email address, before or after the person first signs in; the account then holds
// it as a custom claim and its role document (adminRoles/{uid}), both of which must agree, so a
// change takes effect at once for the API and the security rules.
import { string } from 'yup';
import { strictObject, unknownValue } from '../http/validation';

/** The roles, from the most access to the least. */
export const TEAM_ROLES = ['admin', 'recruiter', 'hiring_manager', 'interviewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** How the admin area names each role. */
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  admin: 'Admin',
  recruiter: 'Recruiter',
  hiring_manager: 'Hiring manager',
  interviewer: 'Interviewer',
};

/** What each role may do, as the Team & roles screen explains it. */
export const TEAM_ROLE_SCOPES: Record<TeamRole, string> = {
  admin: 'Everything, including roles and hiring teams',
  recruiter: 'Applications, interviews, offers and mails of the postings whose hiring team names them',
  hiring_manager: 'Reads the applications, interviews and scorecards of their postings; decides after the interview',
  interviewer: 'Only the candidates on their interview panels, and their own scorecards',
};

/**
 * teamMembers/{email}: a role granted to an address (lower-case), the list the Team & roles screen
 * shows. Functions write it (the team calls, and the sign-in for admins of ADMIN_EMAILS); admins
 * read it.
 */
export interface TeamMember {
  email: string;
  role: TeamRole;
  /** The account holding it, once the person has signed in with this verified address. */
  uid: string | null;
  /** Who granted it: an admin's uid, 'ADMIN_EMAILS' (granted at sign-in) or 'script' (npm run admin). */
  granted_by: string;
  updated_at: Date;
}

/** The paths of the team calls. */
export const TEAM_API = {
  members: '/api/admin/team-members',
  member: '/api/admin/team-members/:email',
} as const;

/** The texts of the team calls and screen. */
export const TEAM_MESSAGES = {
  roleRequired: 'Please choose a role',
  unknownRole: unknownValue('role'),
  emailRequired: 'Please enter an email address',
  emailInvalid: 'The team member must be named by an email address',
  notMember: 'No team member has this address',
  ownRole: 'You cannot change or remove your own role',
  loadFailed: 'Failed to load the team',
  saveFailed: 'Failed to save the role',
  granted: (email: string, role: TeamRole) =>
    `${email} is now ${TEAM_ROLE_ARTICLES[role]} ${TEAM_ROLE_LABELS[role].toLowerCase()}`,
  removed: (email: string) => `${email} no longer has a role`,
} as const;

const TEAM_ROLE_ARTICLES: Record<TeamRole, string> = {
  admin: 'an',
  recruiter: 'a',
  hiring_manager: 'a',
  interviewer: 'an',
};

/** Longest address taken (RFC 5321's limit on a path). */
export const TEAM_EMAIL_MAX = 254;

/** An address as the team keys it: trimmed, lower-case. */
export const teamEmailKey = (email: string): string => email.trim().toLowerCase();

/**
 * The address of a path (`/api/admin/team-members/{email}`) when it is one: a single '@' with a
 * dotted domain, no spaces or '/', at most 254 characters; null otherwise.
 */
export function teamMemberEmail(value: string): string | null {
  const email = teamEmailKey(value);
  if (email.length === 0 || email.length > TEAM_EMAIL_MAX) return null;
  return /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(email) ? email : null;
}

/** PUT /api/admin/team-members/{email} body. */
export const teamRoleBodySchema = strictObject({
  role: string()
    .required(TEAM_MESSAGES.roleRequired)
    .oneOf([...TEAM_ROLES], TEAM_MESSAGES.unknownRole),
});

/** The grant form of the Team & roles screen: the address and the role. */
export const teamGrantFormSchema = strictObject({
  email: string()
    .trim()
    .required(TEAM_MESSAGES.emailRequired)
    .test('email', TEAM_MESSAGES.emailInvalid, (value) => !value || teamMemberEmail(value) !== null),
  role: teamRoleBodySchema.fields.role,
});

/** A team member as the calls answer it. */
export interface TeamMemberView {
  email: string;
  role: TeamRole;
  uid: string | null;
  granted_by: string;
  updated_at: string;
}

/** A grant as the calls answer it. */
export function teamMemberView(member: TeamMember): TeamMemberView {
  return {
    email: member.email,
    role: member.role,
    uid: member.uid,
    granted_by: member.granted_by,
    updated_at: member.updated_at.toISOString(),
  };
}

/** GET /api/admin/team-members answer: every member, by address. */
export interface TeamMembersResponse {
  members: TeamMemberView[];
}

/** PUT /api/admin/team-members/{email} answer. */
export interface TeamMemberResponse {
  member: TeamMemberView;
}

/** DELETE /api/admin/team-members/{email} answer: the address no longer has a role. */
export interface TeamMemberRemovedResponse {
  email: string;
  role: null;
}

/**
 * The role an account holds now, from its claims (`admin: true`, or `role`) and its role document
 * (active, naming the same role; a document without `role` is an admin's, as every one was before
 * the other roles): both must agree, or it holds none.
 */
export function heldTeamRole(
  claims: Record<string, unknown> | undefined,
  roleDocument: { active: boolean; role?: TeamRole } | undefined,
): TeamRole | null {
  if (roleDocument?.active !== true) return null;
  const documented = roleDocument.role ?? 'admin';
  // Only `admin: true` claims admin: a `role` claim names the other roles.
  const claimed = claims?.admin === true ? 'admin' : claims?.role === 'admin' ? undefined : claims?.role;
  return claimed === documented ? documented : null;
}

/** The custom claims of an account holding `role` (none: no role), beside its other claims. */
export function teamRoleClaims(
  claims: Record<string, unknown> | undefined,
  role: TeamRole | null,
): Record<string, unknown> {
  const { admin: _admin, role: _role, ...others } = claims ?? {};
  if (role === null) return others;
  return role === 'admin' ? { ...others, admin: true } : { ...others, role };
}
