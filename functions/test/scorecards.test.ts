// Interview panels and scorecards against the emulators (docs/features/team.md), each as the
// attempt to game them: an interviewer of another posting, a candidate, an unknown id, a draft
// written over a submitted scorecard, an amendment, two interviewers submitting at once, a panel
// changed under an interviewer, a role removed under an old token, each visibility rule, what an
// interviewer sees of the candidate, and the data rights of the candidate and of the interviewer.
import { ME_API } from '@careers/domain/privacy';
import { recruitingApplicationId, type RecruitingApplication, type RecruitingStatus } from '@careers/domain/recruiting';
import { COLLECTIONS, type AuditLogEntry } from '@careers/domain/shared';
import {
  DEFAULT_SCORECARD,
  SCORECARD_MESSAGES,
  type MyInterviewsResponse,
  type PanelResponse,
  type ScorecardsResponse,
  type ScorecardView,
} from '@careers/domain/team';
import { makeAccount, makeJob } from '@careers/domain/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { placesHolding } from '../../tests/support/every-document';
import { emulatorSession, idTokenFor } from '../../tests/support/tokens';
import { createAccount, createApplication, writeJob } from '../../tests/support/writers';
import { exportOf } from './support/data-rights';
import { postingWithCandidate as postingWith, teamMember, type Member, type TeamOf } from '../../tests/support/team';

let adminToken: string;
const member = (role: string, name: string): Promise<Member> => teamMember(adminToken, role, name);
const postingWithCandidate = (team: TeamOf, status?: RecruitingStatus) => postingWith(adminToken, team, status);

const put = (id: string, token: string, body: Record<string, unknown>) =>
  call<{ scorecard: ScorecardView; error?: string }>('PUT', `/api/scorecards/${id}`, { token, body });
const get = (id: string, token: string) =>
  call<ScorecardsResponse & { error?: string }>('GET', `/api/scorecards/${id}`, { token });
const interviewsOf = (token: string) => call<MyInterviewsResponse>('GET', '/api/me/interviews', { token });

/** A complete scorecard of the posting's attributes (read from the call), all rated `rating`. */
async function complete(id: string, token: string, rating: number, recommendation: string) {
  const { attributes } = (await get(id, token)).body;
  return {
    ratings: Object.fromEntries(attributes.map((a) => [a.id, rating])),
    recommendation,
    notes: 'Notes.',
    submitted: true,
  };
}

/** Every key of a JSON answer, at any depth. */
const keysIn = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => [...(Array.isArray(value) ? [] : [key]), ...keysIn(inner)])
    : [];
/** What a panel member is not shown of the candidate. */
const HIDDEN_KEYS = /^(email|phone_number|has_whatsapp|gender|country)$/;

beforeAll(async () => {
  const admin = makeAccount({ admin: true });
  await createAccount(admin);
  adminToken = await idTokenFor(admin);
});

describe('an interviewer', () => {
  it("sees their panels' candidates with what an interview needs, and nothing of another posting's", async () => {
    const [ivy, otto] = await Promise.all([member('interviewer', 'ivy'), member('interviewer', 'otto')]);
    const mine = await postingWithCandidate({ interviewers: [ivy] });
    const theirs = await postingWithCandidate({ interviewers: [otto] });
    const { interviews } = (await interviewsOf(ivy.token)).body;
    const found = interviews.find((each) => each.application_id === mine.application.id);
    expect(found).toEqual({
      application_id: mine.application.id,
      name: mine.application.name,
      job_slug: mine.job.id,
      job_title: mine.job.title,
      interview_at: mine.application.interview_start?.toISOString() ?? null,
      linkedin_profile: mine.application.linkedin_profile,
      scorecard_status: 'missing',
    });
    expect(interviews.map((each) => each.application_id)).not.toContain(theirs.application.id);

    // The scorecard call names the candidate, with the answers of the application the panel reads.
    const card = (await get(mine.application.id, ivy.token)).body;
    const { name, job_slug, interview_start, linkedin_profile } = mine.application;
    expect(card.candidate).toEqual({
      name,
      job_slug,
      job_title: mine.job.title,
      interview_at: interview_start?.toISOString() ?? null,
      linkedin_profile,
      answers: {
        referral_source: 'LinkedIn',
        linkedin_verified: true,
        has_100_connections: true,
        willing_to_increase_connections: false,
        has_passport_id: true,
      },
    });
    // Neither call carries the candidate's phone, email, WhatsApp, gender or country, by key or by value.
    for (const answer of [interviews, card]) {
      expect(keysIn(answer)).not.toEqual(expect.arrayContaining([expect.stringMatching(HIDDEN_KEYS)]));
      const text = JSON.stringify(answer);
      for (const hidden of [mine.candidate.email, mine.application.phone_number]) expect(text).not.toContain(hidden);
    }

    // Another posting's candidate: no scorecard to read or write, the same answer as an unknown id.
    const refused = {
      status: 403,
      body: { error: 'Only the interview panel of this application may write its scorecards' },
    };
    expect(await put(theirs.application.id, ivy.token, { ratings: {}, submitted: false })).toMatchObject(refused);
    expect(await put(`nobody__${mine.job.id}`, ivy.token, { ratings: {}, submitted: false })).toMatchObject(refused);
    expect((await get(theirs.application.id, ivy.token)).status).toBe(403);
    // The posting's applicant who was never booked is not a panel's candidate: nothing of them.
    const unbooked = await postingWithCandidate({ interviewers: [ivy] }, 'criteria_failed');
    expect(await get(unbooked.application.id, ivy.token)).toMatchObject({
      status: 403,
      body: { error: SCORECARD_MESSAGES.notVisible },
    });
    expect(await put(unbooked.application.id, ivy.token, { ratings: {}, submitted: false })).toMatchObject(refused);
    // A candidate holds no role: refused at the gate.
    const candidateToken = await idTokenFor(mine.candidate);
    expect(await get(mine.application.id, candidateToken)).toMatchObject({
      status: 403,
      body: { error: 'Admin access required' },
    });
  });

  it("drafts, submits, then sees a colleague's (only after their own), and amends", async () => {
    const [ivy, otto, hugo] = await Promise.all([
      member('interviewer', 'ivy'),
      member('interviewer', 'otto'),
      member('hiring_manager', 'hugo'),
    ]);
    const { application } = await postingWithCandidate({ interviewers: [ivy, otto], hiring_managers: [hugo] });
    const id = application.id;
    const { attributes } = (await get(id, ivy.token)).body;
    expect(attributes.length).toBeGreaterThan(0);

    const draft = await put(id, ivy.token, { ratings: { [attributes[0]!.id]: 3 }, notes: 'So far', submitted: false });
    expect(draft).toMatchObject({ status: 200, body: { scorecard: { submitted: false, notes: 'So far' } } });
    expect(
      (await interviewsOf(ivy.token)).body.interviews.find((each) => each.application_id === id)?.scorecard_status,
    ).toBe('draft');
    expect(await put(id, ivy.token, { ratings: { [attributes[0]!.id]: 3 }, submitted: true })).toMatchObject({
      status: 400,
      body: { error: 'A submitted scorecard rates every attribute and gives a recommendation' },
    });
    expect((await put(id, ivy.token, { ratings: { made_up: 2 }, submitted: false })).status).toBe(400);
    expect((await put(id, ivy.token, { ratings: { [attributes[0]!.id]: 5 }, submitted: false })).status).toBe(400);

    expect((await put(id, otto.token, await complete(id, otto.token, 4, 'strong_yes'))).status).toBe(200);
    // Ivy has not submitted: Otto's is hidden from her (the default rule), shown to the hiring manager.
    expect((await get(id, ivy.token)).body).toMatchObject({ mine: { submitted: false }, others: [] });
    const forManager = (await get(id, hugo.token)).body;
    expect(forManager.mine).toBeNull();
    expect(forManager.others.map((each) => each.interviewer_email)).toEqual([otto.email]);

    expect((await put(id, ivy.token, await complete(id, ivy.token, 2, 'no'))).status).toBe(200);
    expect((await get(id, ivy.token)).body.others.map((each) => [each.interviewer_email, each.recommendation])).toEqual(
      [[otto.email, 'strong_yes']],
    );

    // Submitted: no draft over it; submitting again amends, the earlier version kept beside it.
    expect(await put(id, ivy.token, { ratings: {}, submitted: false })).toMatchObject({
      status: 409,
      body: { error: 'A submitted scorecard is amended by submitting it again, not saved as a draft' },
    });
    const amended = await put(id, ivy.token, await complete(id, ivy.token, 3, 'yes'));
    expect(amended.body.scorecard).toMatchObject({ recommendation: 'yes', amended: true });
    expect(amended.body.scorecard.earlier.map((each) => each.recommendation)).toEqual(['no']);
    const audit = await adminDb.collection(COLLECTIONS.auditLog).where('target.id', '==', id).get();
    const submitted = audit.docs
      .map((doc) => doc.data() as AuditLogEntry)
      .filter((entry) => entry.action === 'scorecard_submitted' && entry.actor_uid === ivy.uid)
      .map(({ from, to }) => [from, to]);
    expect(submitted.sort()).toEqual(
      [
        ['amended', 'yes'],
        [null, 'no'],
      ].sort(),
    );

    // Decided after the interview: the panel still reads its scorecards.
    for (const status of ['interviewed', 'hired']) {
      const moved = await call('PATCH', `/api/admin/applications/${id}/status`, {
        token: adminToken,
        body: { status },
      });
      expect(moved.status).toBe(200);
    }
    expect((await get(id, ivy.token)).body).toMatchObject({ mine: { submitted: true, recommendation: 'yes' } });
  });

  it('two interviewers submitting at once both count; the panel an admin sets takes effect at once', async () => {
    const [ivy, otto, hugo] = await Promise.all([
      member('interviewer', 'ivy'),
      member('interviewer', 'otto'),
      member('hiring_manager', 'hugo'),
    ]);
    const { application, job } = await postingWithCandidate({ interviewers: [ivy, otto], hiring_managers: [hugo] });
    const id = application.id;
    const [first, second] = await Promise.all([
      complete(id, ivy.token, 4, 'yes'),
      complete(id, otto.token, 1, 'strong_no'),
    ]);
    const answers = await Promise.all([put(id, ivy.token, first), put(id, otto.token, second)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await get(id, hugo.token)).body.others.map((each) => each.recommendation).sort()).toEqual([
      'strong_no',
      'yes',
    ]);

    // The admin sets the panel to Ivy alone: Otto's interviews and scorecard calls lose it.
    const panel = await call('PUT', `/api/admin/applications/${id}/interviewers`, {
      token: adminToken,
      body: { interviewers: [ivy.email] },
    });
    expect(panel).toMatchObject({ status: 200, body: { application_id: id, interviewers: [ivy.email] } });
    expect((await interviewsOf(otto.token)).body.interviews.map((each) => each.application_id)).not.toContain(id);
    expect((await put(id, otto.token, second)).status).toBe(403);
    expect((await interviewsOf(ivy.token)).body.interviews.map((each) => each.application_id)).toContain(id);
    expect(job.id).toBe(application.job_slug);
  });
});

describe("a colleague's scorecards under the posting's rule", () => {
  it.each([
    ['never', 0, 0],
    ['always', 1, 1],
    ['after_own', 0, 1],
  ] as const)('%s: shown to a panel member %i times before their own, %i after', async (visibility, before, after) => {
    const [ivy, otto] = await Promise.all([member('interviewer', 'ivy'), member('interviewer', 'otto')]);
    const { application, job } = await postingWithCandidate({ interviewers: [ivy, otto] });
    const team = {
      interviewers: [ivy.email, otto.email],
      hiring_managers: [],
      recruiters: [],
      scorecard: { attributes: DEFAULT_SCORECARD.attributes, visibility },
    };
    const saved = await call('PUT', `/api/admin/jobs/${job.id}/hiring-team`, { token: adminToken, body: team });
    expect(saved.status).toBe(200);
    const id = application.id;
    expect((await put(id, otto.token, await complete(id, otto.token, 4, 'yes'))).status).toBe(200);
    expect((await get(id, ivy.token)).body.others).toHaveLength(before);
    expect((await put(id, ivy.token, await complete(id, ivy.token, 2, 'no'))).status).toBe(200);
    expect((await get(id, ivy.token)).body.others.map((each) => each.interviewer_email)).toEqual(
      after ? [otto.email] : [],
    );
  });
});

describe('an interviewer whose role is removed', () => {
  it('is refused every team call at once, with the token from before the removal', async () => {
    const ivy = await member('interviewer', 'ivy');
    const { application } = await postingWithCandidate({ interviewers: [ivy] });
    const id = application.id;
    expect((await get(id, ivy.token)).status).toBe(200);
    const removed = await call('DELETE', `/api/admin/team-members/${encodeURIComponent(ivy.email)}`, {
      token: adminToken,
    });
    expect(removed.status).toBe(200);
    // 401 when Auth revoked the sessions in a later second than the token's, else 403 (whole seconds).
    for (const answer of [
      await interviewsOf(ivy.token),
      await get(id, ivy.token),
      await put(id, ivy.token, { ratings: {}, notes: 'After the removal', submitted: false }),
    ])
      expect([401, 403]).toContain(answer.status);
    const written = await adminDb.collection(COLLECTIONS.scorecards).where('application_id', '==', id).get();
    expect(written.empty).toBe(true);
  });
});

describe('the panel call', () => {
  it("takes an admin or the posting's recruiter, and only people who interview", async () => {
    const [rita, rex, ivy, other] = await Promise.all([
      member('recruiter', 'rita'),
      member('recruiter', 'rex'),
      member('interviewer', 'ivy'),
      member('recruiter', 'rory'),
    ]);
    const { application } = await postingWithCandidate({ recruiters: [rita], interviewers: [ivy] });
    const path = `/api/admin/applications/${application.id}/interviewers`;
    expect((await call('PUT', path, { token: rita.token, body: { interviewers: [ivy.email] } })).status).toBe(200);
    expect(await call('PUT', path, { token: rex.token, body: { interviewers: [] } })).toMatchObject({
      status: 403,
      body: { error: "Only an admin or the posting's recruiter may set the panel" },
    });
    expect(await call('PUT', path, { token: rita.token, body: { interviewers: [other.email] } })).toMatchObject({
      status: 400,
      body: {
        error: `${other.email} cannot interview: grant them the interviewer or hiring manager role on Team & roles first`,
      },
    });
    expect((await call('PUT', path, { token: rita.token, body: { interviewers: ['not an address'] } })).status).toBe(
      400,
    );
    expect((await call('PUT', path, { token: ivy.token, body: { interviewers: [] } })).status).toBe(403);
    const stored = (await adminDb.collection(COLLECTIONS.interviewPanels).doc(application.id).get()).data();
    expect(stored).toMatchObject({ interviewers: [ivy.email] });
  });

  it("is read by an admin and the posting's recruiters and hiring managers, with who may sit on it", async () => {
    const [rita, hugo, ivy, otto, rory] = await Promise.all([
      member('recruiter', 'rita'),
      member('hiring_manager', 'hugo'),
      member('interviewer', 'ivy'),
      member('interviewer', 'otto'),
      member('recruiter', 'rory'),
    ]);
    const { application } = await postingWithCandidate({
      recruiters: [rita],
      hiring_managers: [hugo],
      interviewers: [ivy],
    });
    const path = `/api/admin/applications/${application.id}/interviewers`;
    const read = (token: string) => call<PanelResponse & { error?: string }>('GET', path, { token });
    const expected = {
      application_id: application.id,
      interviewers: [ivy.email],
      choices: [hugo.email, ivy.email].sort(),
    };
    expect(await read(rita.token)).toMatchObject({ status: 200, body: { ...expected, editable: true } });
    expect(await read(hugo.token)).toMatchObject({ status: 200, body: { ...expected, editable: false } });
    expect(await read(adminToken)).toMatchObject({ status: 200, body: { ...expected, editable: true } });
    // A panel set by an admin beyond the team: its members are choices too.
    expect((await call('PUT', path, { token: adminToken, body: { interviewers: [otto.email] } })).status).toBe(200);
    expect((await read(rita.token)).body).toMatchObject({
      interviewers: [otto.email],
      choices: [hugo.email, ivy.email, otto.email].sort(),
    });
    const refused = {
      status: 403,
      body: { error: "Only an admin or the posting's recruiters and hiring managers see the panel" },
    };
    for (const outsider of [ivy, rory]) expect(await read(outsider.token)).toMatchObject(refused);
    expect(await call('GET', '/api/admin/applications/nobody__x/interviewers', { token: rita.token })).toMatchObject(
      refused,
    );
  });
});

describe('data rights', () => {
  it("the candidate's export holds the scorecards without who wrote them; their erase deletes them", async () => {
    const ivy = await member('interviewer', 'ivy');
    const candidate = makeAccount();
    const session = await emulatorSession(candidate);
    await call('POST', '/auth/verify', { body: { idToken: session.idToken } });
    const job = makeJob({ flow: 'recruiting' });
    await writeJob(job);
    await call('PUT', `/api/admin/jobs/${job.id}/hiring-team`, {
      token: adminToken,
      body: { interviewers: [ivy.email] },
    });
    const application: RecruitingApplication = await createApplication(
      { ...candidate, uid: session.localId },
      'interviewed',
      {
        id: recruitingApplicationId(session.localId, job.id),
        job_slug: job.id,
      },
    );
    expect((await put(application.id, ivy.token, await complete(application.id, ivy.token, 3, 'yes'))).status).toBe(
      200,
    );

    const { data, text } = await exportOf(session.idToken);
    expect(data!.scorecards).toEqual([
      expect.objectContaining({
        application_id: application.id,
        recommendation: 'yes',
        notes: 'Notes.',
        submitted: true,
      }),
    ]);
    expect(text).not.toContain(ivy.email);
    expect(text).not.toContain(ivy.uid);

    expect(
      (await call('POST', ME_API.erase, { token: session.idToken, body: { confirmation: candidate.email } })).status,
    ).toBe(200);
    const left = await adminDb.collection(COLLECTIONS.scorecards).where('application_id', '==', application.id).get();
    expect(left.empty).toBe(true);
  });

  it("an interviewer's erase leaves the scorecards they wrote without their name, and takes them off panels", async () => {
    const [ivy, otto] = await Promise.all([member('interviewer', 'ivy'), member('interviewer', 'otto')]);
    const { application } = await postingWithCandidate({ interviewers: [ivy, otto] });
    await call('PUT', `/api/admin/applications/${application.id}/interviewers`, {
      token: adminToken,
      body: { interviewers: [ivy.email, otto.email] },
    });
    expect(
      (await put(application.id, ivy.token, await complete(application.id, ivy.token, 4, 'strong_yes'))).status,
    ).toBe(200);
    expect((await call('POST', ME_API.erase, { token: ivy.token, body: { confirmation: ivy.email } })).status).toBe(
      200,
    );

    const kept = await adminDb.collection(COLLECTIONS.scorecards).where('application_id', '==', application.id).get();
    expect(kept.docs.map((doc) => doc.data().recommendation)).toEqual(['strong_yes']);
    // Only the audit log's record of her own action on the candidate's application keeps her name,
    // as for every member of the hiring team (docs/features/data-rights.md, "Staff").
    const places = await placesHolding([ivy.email, ivy.uid]);
    expect(places.map((place) => [place.path.split('/')[0], place.field]).sort()).toEqual([
      ['auditLog', 'actor_email'],
      ['auditLog', 'actor_uid'],
    ]);
    const panel = (await adminDb.collection(COLLECTIONS.interviewPanels).doc(application.id).get()).data();
    expect(panel).toMatchObject({ interviewers: [otto.email] });
  });
});
