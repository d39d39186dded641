// What stays the admins' (docs/features/team.md): a recruiter, a hiring manager and an interviewer,
// each on the hiring team of a posting with a candidate, call every admin-only call of the admin
// area with a valid token and are refused at the gate, whatever the call would have done.
import { JOB_SLUGS } from '@careers/domain/jobs';
import { makeAccount } from '@careers/domain/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { idTokenFor } from '../../tests/support/tokens';
import { createAccount } from '../../tests/support/writers';
import { postingWithCandidate, teamMember, type Member } from '../../tests/support/team';

/** The admin area's calls that no team role reaches (the team's own calls are their tests'). */
const ADMINS_ONLY: [method: string, path: string][] = [
  ['GET', '/api/admin/dashboard'],
  ['GET', '/api/admin/applications'],
  ['POST', '/api/admin/applications/bulk-status'],
  ['GET', '/api/admin/offers'],
  ['GET', '/api/admin/job-offers/stats'],
  ['GET', '/api/admin/mails/stats'],
  ['GET', '/api/admin/interview-schedule'],
  ['PUT', '/api/admin/interview-schedule'],
  ['GET', '/api/admin/jobs'],
  ['POST', '/api/admin/jobs'],
  ['PATCH', `/api/admin/jobs/${JOB_SLUGS.marketingAnalyst}`],
  ['GET', '/api/admin/team-members'],
  ['PUT', '/api/admin/team-members/someone%40example.com'],
  ['DELETE', '/api/admin/team-members/someone@example.com'],
  ['PUT', `/api/admin/jobs/${JOB_SLUGS.marketingAnalyst}/hiring-team`],
  ['GET', '/api/admin/fairness?flow=recruiting'],
  ['GET', '/api/admin/fullstack-screening/dashboard'],
  ['GET', '/api/admin/fullstack-screening/applications'],
  ['GET', '/api/admin/fullstack-screening/human-reviews'],
  ['GET', '/api/admin/fullstack-screening/system-status'],
  ['POST', '/api/admin/fullstack-screening/applications/bulk-status'],
  ['GET', '/api/admin/fullstack-screening/applications/someone'],
  ['PATCH', '/api/admin/fullstack-screening/applications/someone/status'],
  ['POST', '/api/admin/fullstack-screening/applications/someone/reassess'],
  ['POST', '/api/admin/fullstack-screening/applications/someone/send-interview-email'],
];

let members: Record<'recruiter' | 'hiring_manager' | 'interviewer', Member>;

beforeAll(async () => {
  const admin = makeAccount({ admin: true });
  await createAccount(admin);
  const adminToken = await idTokenFor(admin);
  const [rita, hugo, ivy] = await Promise.all([
    teamMember(adminToken, 'recruiter', 'Rita'),
    teamMember(adminToken, 'hiring_manager', 'Hugo'),
    teamMember(adminToken, 'interviewer', 'Ivy'),
  ]);
  await postingWithCandidate(adminToken, { recruiters: [rita], hiring_managers: [hugo], interviewers: [ivy] });
  members = { recruiter: rita, hiring_manager: hugo, interviewer: ivy };
});

describe("the admin area's calls", () => {
  it.each(['recruiter', 'hiring_manager', 'interviewer'] as const)('refuse the %s at the gate', async (role) => {
    const { token } = members[role];
    const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});
    const answers = await Promise.all(
      ADMINS_ONLY.map(([method, path]) => call(method, path, { token, body: bodyFor(method) })),
    );
    expect(answers.map(({ status, body }, index) => [...ADMINS_ONLY[index]!, status, body])).toEqual(
      ADMINS_ONLY.map(([method, path]) => [method, path, 403, { error: 'Admin access required' }]),
    );
  });
});
