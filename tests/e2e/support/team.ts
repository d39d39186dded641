// The hiring team of a browser test: members granted a role and signed in once (the grant applies
// then), and a recruiting posting of theirs with a candidate.
import { expect } from '@playwright/test';
import { recruitingApplicationId, type RecruitingApplication, type RecruitingStatus } from '@careers/domain/recruiting';
import { makeAccount, makeJob } from '@careers/domain/testing';
import { call } from '../../support/api';
import { emulatorSession, idTokenFor } from '../../support/tokens';
import { createAccount, createApplication, writeJob } from '../../support/writers';
import { newTag } from './auth';

/** A member of the hiring team. */
export interface Member {
  email: string;
  name: string;
  token: string;
}

/** Grants `role` to a new address of `first`'s, who then signs in once. */
export async function member(adminToken: string, role: string, first: string): Promise<Member> {
  const tag = newTag();
  const email = `${first.toLowerCase()}.${tag}@example.com`;
  const name = `${first} ${tag}`;
  const granted = await call('PUT', `/api/admin/team-members/${encodeURIComponent(email)}`, {
    token: adminToken,
    body: { role },
  });
  expect(granted.status).toBe(200);
  const session = await emulatorSession({ email, name });
  expect((await call('POST', '/auth/verify', { body: { idToken: session.idToken } })).status).toBe(200);
  // A token issued after the grant, carrying the role.
  return { email, name, token: await idTokenFor({ email, name }) };
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
  status: RecruitingStatus,
  overrides: Partial<RecruitingApplication> = {},
) {
  const job = makeJob({ flow: 'recruiting', title: `Sourcing Analyst ${newTag()}` });
  await writeJob(job);
  const emails = (list?: Member[]) => (list ?? []).map((each) => each.email);
  const set = await call('PUT', `/api/admin/jobs/${job.id}/hiring-team`, {
    token: adminToken,
    body: {
      interviewers: emails(team.interviewers),
      hiring_managers: emails(team.hiring_managers),
      recruiters: emails(team.recruiters),
    },
  });
  expect(set.status).toBe(200);
  const candidate = makeAccount({ name: `Casey ${newTag()}` });
  await createAccount(candidate);
  const application = await createApplication(candidate, status, {
    id: recruitingApplicationId(candidate.uid, job.id),
    job_slug: job.id,
    ...overrides,
  });
  return { job, candidate, application };
}
