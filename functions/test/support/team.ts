// A hiring team for function tests: members granted a role and signed in, and a recruiting posting
// of theirs with a candidate in the interview stage.
import { recruitingApplicationId, type RecruitingApplication, type RecruitingStatus } from '@careers/domain/recruiting';
import type { Job } from '@careers/domain/jobs';
import { makeAccount, makeJob } from '@careers/domain/testing';
import { expect } from 'vitest';
import { call } from '../../../tests/support/api';
import { emulatorSession } from '../../../tests/support/tokens';
import { createAccount, createApplication, writeJob } from '../../../tests/support/writers';

export const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A team member: granted a role, signed in (their token carries their verified address). */
export interface Member {
  email: string;
  uid: string;
  token: string;
  name: string;
}

/** Grants `role` to a new address (by the admin of `adminToken`), whose person then signs in as `name`. */
export async function teamMember(adminToken: string, role: string, name: string): Promise<Member> {
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}.${tag()}@example.com`;
  const granted = await call('PUT', `/api/admin/team-members/${encodeURIComponent(email)}`, {
    token: adminToken,
    body: { role },
  });
  expect(granted.status).toBe(200);
  const session = await emulatorSession({ email, name });
  expect((await call('POST', '/auth/verify', { body: { idToken: session.idToken } })).status).toBe(200);
  return { email, uid: session.localId, token: session.idToken, name };
}

/** Who a posting's hiring team names, by part. */
export interface TeamOf {
  interviewers?: Member[];
  hiring_managers?: Member[];
  recruiters?: Member[];
}

/** A posting of the recruiting flow with this team, and an application to it (in the interview stage by default). */
export async function postingWithCandidate(
  adminToken: string,
  team: TeamOf,
  status: RecruitingStatus = 'meeting_scheduled',
  overrides: Partial<RecruitingApplication> = {},
) {
  const job: Job = makeJob({ flow: 'recruiting', title: `Sourcing Analyst ${tag()}` });
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
  const candidate = makeAccount();
  await createAccount(candidate);
  const application = await createApplication(candidate, status, {
    id: recruitingApplicationId(candidate.uid, job.id),
    job_slug: job.id,
    ...overrides,
  });
  return { job, candidate, application };
}
