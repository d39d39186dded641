// A hiring team for the function and browser tests: members granted a role and signed in once (the
// grant applies then), and a recruiting posting of theirs with a candidate.
import { recruitingApplicationId, type RecruitingApplication, type RecruitingStatus } from '@careers/domain/recruiting';
import type { Job } from '@careers/domain/jobs';
import { makeAccount, makeJob } from '@careers/domain/testing';
import { call } from './api';
import { emulatorSession, idTokenFor } from './tokens';
import { createAccount, createApplication, writeJob } from './writers';

/** A short tag of lower-case letters, for addresses and titles no other test uses. */
export const teamTag = () => Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x');

/** Throws unless a setup call answered 200: the test is about what follows. */
function expect200(answer: { status: number }, what: string): void {
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}`);
}

/** A member of the hiring team: their address, name, account and a token carrying their role. */
export interface Member {
  email: string;
  name: string;
  uid: string;
  token: string;
}

/** A new address and name of `first`'s, no other test's. */
export function teamAddress(first: string): { email: string; name: string } {
  const tag = teamTag();
  return { email: `${first.toLowerCase()}.${tag}@example.com`, name: `${first} ${tag}` };
}

/** Grants `role` to a new address of `first`'s (by the admin of `adminToken`), who then signs in once. */
export async function teamMember(adminToken: string, role: string, first: string): Promise<Member> {
  const address = teamAddress(first);
  const path = `/api/admin/team-members/${encodeURIComponent(address.email)}`;
  expect200(await call('PUT', path, { token: adminToken, body: { role } }), 'the grant');
  return signedInMember(address);
}

/** The first sign-in of an address granted a role already: the grant applies then. */
export async function signedInMember({ email, name }: { email: string; name: string }): Promise<Member> {
  const session = await emulatorSession({ email, name });
  expect200(await call('POST', '/auth/verify', { body: { idToken: session.idToken } }), 'the sign-in');
  // A token issued after the sign-in applied the grant, carrying the role.
  return { email, name, uid: session.localId, token: await idTokenFor({ email, name }) };
}

/** Who a posting's hiring team names, by part. */
export interface TeamOf {
  interviewers?: Member[];
  hiring_managers?: Member[];
  recruiters?: Member[];
}

/** A recruiting posting with this team, and a candidate's application to it in `status`. */
export async function postingWithCandidate(
  adminToken: string,
  team: TeamOf,
  status: RecruitingStatus = 'meeting_scheduled',
  overrides: Partial<RecruitingApplication> = {},
) {
  const job: Job = makeJob({ flow: 'recruiting', title: `Sourcing Analyst ${teamTag()}` });
  await writeJob(job);
  const emails = (list?: Member[]) => (list ?? []).map((each) => each.email);
  const body = {
    interviewers: emails(team.interviewers),
    hiring_managers: emails(team.hiring_managers),
    recruiters: emails(team.recruiters),
  };
  expect200(await call('PUT', `/api/admin/jobs/${job.id}/hiring-team`, { token: adminToken, body }), 'the team');
  const candidate = makeAccount({ name: `Casey ${teamTag()}` });
  await createAccount(candidate);
  const application = await createApplication(candidate, status, {
    id: recruitingApplicationId(candidate.uid, job.id),
    job_slug: job.id,
    ...overrides,
  });
  return { job, candidate, application };
}
