// A posting's hiring team against the emulators (docs/features/team.md): who may set it, a bad
// body, a posting that does not exist, an address that does not hold the part's role (an admin may
// take any part), what is stored and audited, and an erase taking a member off every team. A
// hiring manager decides after the interview on their posting's applications, and nothing else.
import { mailExpiry, pendingDelivery, type MailTemplateName } from '@careers/domain/mail';
import { ME_API } from '@careers/domain/privacy';
import { recruitingApplicationId, type RecruitingStatus } from '@careers/domain/recruiting';
import { COLLECTIONS, type AuditLogEntry } from '@careers/domain/shared';
import type { HiringTeamView } from '@careers/domain/team';
import { makeAccount, makeJob, type TestAccount } from '@careers/domain/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { placesHolding } from '../../tests/support/every-document';
import { emulatorSession, idTokenFor } from '../../tests/support/tokens';
import { teamMember } from '../../tests/support/team';
import { createAccount, createApplication, createOffer, writeJob } from '../../tests/support/writers';

let admin: TestAccount;
let adminToken: string;
let slug: string;

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const teamPath = (posting: string) => `/api/admin/jobs/${posting}/hiring-team`;
const setTeam = (body: Record<string, unknown>, token = adminToken, posting = slug) =>
  call<{ hiring_team: HiringTeamView; error?: string }>('PUT', teamPath(posting), { token, body });
const grant = async (email: string, role: string) => {
  const answer = await call('PUT', `/api/admin/team-members/${encodeURIComponent(email)}`, {
    token: adminToken,
    body: { role },
  });
  expect(answer.status).toBe(200);
};
const storedTeam = async (posting = slug) =>
  (await adminDb.collection(COLLECTIONS.hiringTeams).doc(posting).get()).data();

beforeAll(async () => {
  admin = makeAccount({ admin: true });
  await createAccount(admin);
  adminToken = await idTokenFor(admin);
});

describe('PUT /api/admin/jobs/{slug}/hiring-team', () => {
  it('answers 401 to a visitor and 403 to a candidate or a recruiter, storing nothing', async () => {
    const job = makeJob();
    await writeJob(job);
    slug = job.id;
    expect((await call('PUT', teamPath(slug), { body: {} })).status).toBe(401);
    const candidate = makeAccount();
    await createAccount(candidate);
    const recruiter = `rita.${tag()}@example.com`;
    await grant(recruiter, 'recruiter');
    const recruiterToken = (await emulatorSession({ email: recruiter, name: 'Rita' })).idToken;
    await call('POST', '/auth/verify', { body: { idToken: recruiterToken } });
    for (const token of [await idTokenFor(candidate), recruiterToken]) {
      expect(await setTeam({ recruiters: [recruiter] }, token)).toMatchObject({
        status: 403,
        body: { error: 'Admin access required' },
      });
    }
    expect(await storedTeam()).toBeUndefined();
  });

  it('refuses a bad body, a posting that does not exist, and an address without the role', async () => {
    const job = makeJob();
    await writeJob(job);
    slug = job.id;
    expect(await setTeam({ interviewers: ['not-an-address'] })).toMatchObject({
      status: 400,
      body: { error: 'Each of Interviewers must be an email address' },
    });
    expect((await setTeam({ interviewers: 'ivy@example.com' })).status).toBe(400);
    expect((await setTeam({ owners: [] })).status).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => `p${i}@example.com`);
    expect(await setTeam({ interviewers: many })).toMatchObject({
      status: 400,
      body: { error: 'Interviewers can have at most 50 people' },
    });
    expect(await setTeam({}, adminToken, `no-such-posting-${tag()}`)).toMatchObject({
      status: 404,
      body: { error: 'Position not found' },
    });

    const interviewer = `ivy.${tag()}@example.com`;
    await grant(interviewer, 'interviewer');
    expect(await setTeam({ recruiters: [interviewer] })).toMatchObject({
      status: 400,
      body: { error: `${interviewer} is not a recruiter of the team: grant the role on Team & roles first` },
    });
    const stranger = `nobody.${tag()}@example.com`;
    expect(await setTeam({ interviewers: [stranger] })).toMatchObject({
      status: 400,
      body: { error: `${stranger} is not an interviewer of the team: grant the role on Team & roles first` },
    });
    expect(await storedTeam()).toBeUndefined();
  });

  it('stores each part (addresses lower-case, once), an admin in any part, audited by counts', async () => {
    const job = makeJob();
    await writeJob(job);
    slug = job.id;
    const [recruiter, manager, interviewer, other] = ['rita', 'hugo', 'ivy', 'otto'].map(
      (name) => `${name}.${tag()}@example.com`,
    );
    await grant(recruiter!, 'recruiter');
    await grant(manager!, 'hiring_manager');
    await grant(interviewer!, 'interviewer');
    await grant(other!, 'admin');
    const answer = await setTeam({
      recruiters: [recruiter!.toUpperCase()],
      hiring_managers: [manager, manager],
      interviewers: [interviewer, other],
    });
    const expected = { recruiters: [recruiter], hiring_managers: [manager], interviewers: [interviewer, other] };
    expect(answer).toMatchObject({ status: 200, body: { hiring_team: { job_slug: slug, ...expected } } });
    expect(await storedTeam()).toMatchObject({ ...expected, updated_by: admin.uid });

    const audit = await adminDb.collection(COLLECTIONS.auditLog).where('target.id', '==', slug).get();
    const entries = audit.docs.map((doc) => doc.data() as AuditLogEntry);
    expect(entries.map(({ action, detail }) => ({ action, detail }))).toEqual([
      { action: 'hiring_team_changed', detail: 'recruiters: 1, hiring_managers: 1, interviewers: 2' },
    ]);

    // A part left out is emptied: the call sets the whole team.
    expect((await setTeam({ interviewers: [interviewer] })).body.hiring_team).toMatchObject({
      recruiters: [],
      hiring_managers: [],
      interviewers: [interviewer],
    });
  });

  it("sets the posting's scorecard, keeps it when a call leaves it out, and refuses a bad one", async () => {
    const job = makeJob();
    await writeJob(job);
    slug = job.id;
    // Without one set, the posting takes the default scorecard.
    const plain = (await setTeam({})).body.hiring_team;
    expect(plain.scorecard.visibility).toBe('after_own');
    expect(plain.scorecard.attributes.length).toBeGreaterThan(0);

    const scorecard = {
      attributes: [
        { id: 'sourcing', label: 'Sourcing', description: 'Finds the right profiles.' },
        { id: 'writing', label: 'Writing', description: '' },
      ],
      visibility: 'always',
    };
    expect((await setTeam({ scorecard })).body.hiring_team.scorecard).toEqual(scorecard);
    expect((await storedTeam())?.scorecard).toEqual(scorecard);
    // A call about the team alone leaves the scorecard as it is.
    expect((await setTeam({ interviewers: [] })).body.hiring_team.scorecard).toEqual(scorecard);

    const bad = [
      { ...scorecard, attributes: [] },
      {
        ...scorecard,
        attributes: Array.from({ length: 13 }, (_, i) => ({ id: `a${i}`, label: `A${i}`, description: '' })),
      },
      { ...scorecard, attributes: [scorecard.attributes[0], scorecard.attributes[0]] },
      { ...scorecard, attributes: [{ id: 'Bad Id', label: 'x', description: '' }] },
      { ...scorecard, attributes: [{ id: 'ok', label: '', description: '' }] },
      { ...scorecard, visibility: 'sometimes' },
    ];
    for (const each of bad) expect((await setTeam({ scorecard: each })).status).toBe(400);
    expect((await storedTeam())?.scorecard).toEqual(scorecard);
  });

  it('an erase takes the member off every team, leaving their address nowhere', async () => {
    const jobs = [makeJob(), makeJob()];
    for (const job of jobs) await writeJob(job);
    const email = `gone.${tag()}@example.com`;
    await grant(email, 'interviewer');
    const session = await emulatorSession({ email, name: 'Gone Member' });
    await call('POST', '/auth/verify', { body: { idToken: session.idToken } });
    for (const job of jobs) expect((await setTeam({ interviewers: [email] }, adminToken, job.id)).status).toBe(200);

    const erased = await call('POST', ME_API.erase, { token: session.idToken, body: { confirmation: email } });
    expect(erased.status).toBe(200);
    for (const job of jobs) expect((await storedTeam(job.id))?.interviewers).toEqual([]);
    expect(await placesHolding([email, session.localId])).toEqual([]);
  });
});

/** A posting with `manager` on its team as hiring manager (or this team), and an application to it in `status`. */
async function postingWithApplication(manager: string, status: RecruitingStatus, team?: Record<string, string[]>) {
  const job = makeJob({ flow: 'recruiting' });
  await writeJob(job);
  expect((await setTeam(team ?? { hiring_managers: [manager] }, adminToken, job.id)).status).toBe(200);
  const candidate = makeAccount();
  const application = await createApplication(candidate, status, {
    id: recruitingApplicationId(candidate.uid, job.id),
    job_slug: job.id,
  });
  return { job, application };
}
const decide = (id: string, status: string, token: string, reason?: string) =>
  call('PATCH', `/api/admin/applications/${id}/status`, { token, body: { status, ...(reason ? { reason } : {}) } });
const auditOf = async (id: string) =>
  (await adminDb.collection(COLLECTIONS.auditLog).where('target.id', '==', id).get()).docs.map(
    (doc) => doc.data() as AuditLogEntry,
  );
const statusOf = async (id: string) =>
  ((await adminDb.collection(COLLECTIONS.recruitingApplications).doc(id).get()).data() as { status: string }).status;
/** A new address granted `role`, signed in. */
const signedInMember = (role: string, name: string) => teamMember(adminToken, role, name);

describe('a hiring manager deciding after the interview (PATCH /api/admin/applications/{id}/status)', () => {
  it('hires or rejects an interviewed candidate of their posting, audited as theirs; nothing else', async () => {
    const manager = `hugo.${tag()}@example.com`;
    await grant(manager, 'hiring_manager');
    const session = await emulatorSession({ email: manager, name: 'Hugo Manager' });
    await call('POST', '/auth/verify', { body: { idToken: session.idToken } });
    const token = session.idToken;

    // No interviewer has submitted a scorecard: the manager must say why, and the why is audited.
    const hire = await postingWithApplication(manager, 'interviewed');
    expect(await decide(hire.application.id, 'hired', token)).toMatchObject({
      status: 400,
      body: { error: 'No interviewer has submitted a scorecard: give the reason for this decision' },
    });
    expect(await statusOf(hire.application.id)).toBe('interviewed');
    expect((await decide(hire.application.id, 'hired', token, 'The panel agreed on the call')).status).toBe(200);
    expect(await statusOf(hire.application.id)).toBe('hired');
    const decided = (await auditOf(hire.application.id)).find((entry) => entry.action === 'application_status_changed');
    expect(decided).toMatchObject({ actor_uid: session.localId, to: 'hired' });
    expect(decided?.detail).toContain('Decided without a submitted scorecard: The panel agreed on the call');

    const reject = await postingWithApplication(manager, 'interviewed');
    expect((await decide(reject.application.id, 'rejected_after_interview', token, 'Not a fit')).status).toBe(200);
    expect(await statusOf(reject.application.id)).toBe('rejected_after_interview');

    // Before the interview, or another move: refused, nothing changed.
    const early = await postingWithApplication(manager, 'meeting_scheduled');
    expect(await decide(early.application.id, 'hired', token)).toMatchObject({
      status: 403,
      body: { error: 'A hiring manager decides only after the interview: hired, or rejected after the interview' },
    });
    const interviewed = await postingWithApplication(manager, 'interviewed');
    expect((await decide(interviewed.application.id, 'criteria_failed', token)).status).toBe(403);
    expect(await statusOf(early.application.id)).toBe('meeting_scheduled');
    expect(await statusOf(interviewed.application.id)).toBe('interviewed');
  });

  it("refuses another posting's application, a manager taken off the team, and the other roles", async () => {
    const manager = `hana.${tag()}@example.com`;
    const other = `otto.${tag()}@example.com`;
    await grant(manager, 'hiring_manager');
    await grant(other, 'hiring_manager');
    const token = (await emulatorSession({ email: manager, name: 'Hana Manager' })).idToken;
    await call('POST', '/auth/verify', { body: { idToken: token } });

    const theirs = await postingWithApplication(manager, 'interviewed');
    const elsewhere = await postingWithApplication(other, 'interviewed');
    const refused = {
      status: 403,
      body: { error: "Only a hiring manager of the application's posting may decide on it" },
    };
    expect(await decide(elsewhere.application.id, 'hired', token)).toMatchObject(refused);
    // An application that does not exist answers the same: a manager learns nothing of other ids.
    expect(await decide(`nobody__${theirs.job.id}`, 'hired', token)).toMatchObject(refused);

    // Taken off the team (the admin sets it without them): refused at once.
    expect((await setTeam({ hiring_managers: [] }, adminToken, theirs.job.id)).status).toBe(200);
    expect(await decide(theirs.application.id, 'hired', token)).toMatchObject(refused);

    // An interviewer may not decide; a recruiter only on a posting of theirs.
    const interviewer = await signedInMember('interviewer', 'Ines');
    expect(await decide(elsewhere.application.id, 'hired', interviewer.token)).toMatchObject({
      status: 403,
      body: { error: 'Admin access required' },
    });
    const recruiter = await signedInMember('recruiter', 'Remy');
    expect(await decide(elsewhere.application.id, 'hired', recruiter.token, 'Why')).toMatchObject({
      status: 403,
      body: { error: "Only a recruiter of the application's posting may change it" },
    });
    expect(await statusOf(theirs.application.id)).toBe('interviewed');
    expect(await statusOf(elsewhere.application.id)).toBe('interviewed');
  });

  it("an admin's decision keeps the specification's call: no reason needed, one given is audited", async () => {
    const manager = `hal.${tag()}@example.com`;
    await grant(manager, 'hiring_manager');
    const first = await postingWithApplication(manager, 'interviewed');
    expect((await decide(first.application.id, 'hired', adminToken)).status).toBe(200);
    const second = await postingWithApplication(manager, 'interviewed');
    expect((await decide(second.application.id, 'rejected_after_interview', adminToken, 'Chose another')).status).toBe(
      200,
    );
    const decided = (await auditOf(second.application.id)).find(
      (entry) => entry.action === 'application_status_changed',
    );
    expect(decided?.detail).toContain('Decided without a submitted scorecard: Chose another');
  });
});

describe("a recruiter running their posting's applications", () => {
  it('moves them as an admin does, says why a decision has no scorecard, and nothing of other postings', async () => {
    const rita = await signedInMember('recruiter', 'Rita');
    const team = { recruiters: [rita.email] };
    const mine = await postingWithApplication('', 'meeting_scheduled', team);
    expect((await decide(mine.application.id, 'interviewed', rita.token)).status).toBe(200);
    expect(await statusOf(mine.application.id)).toBe('interviewed');
    expect((await auditOf(mine.application.id)).find((e) => e.action === 'application_status_changed')).toMatchObject({
      actor_uid: rita.uid,
      to: 'interviewed',
    });
    // A decision with no submitted scorecard: the reason, as of a hiring manager.
    expect(await decide(mine.application.id, 'hired', rita.token)).toMatchObject({
      status: 400,
      body: { error: 'No interviewer has submitted a scorecard: give the reason for this decision' },
    });
    expect((await decide(mine.application.id, 'hired', rita.token, 'Strong call with the founder')).status).toBe(200);
    expect(await statusOf(mine.application.id)).toBe('hired');

    // The scorecards of theirs, not of another posting's.
    const other = await postingWithApplication('', 'interviewed', { recruiters: [] });
    expect((await call('GET', `/api/scorecards/${mine.application.id}`, { token: rita.token })).status).toBe(200);
    expect((await call('GET', `/api/scorecards/${other.application.id}`, { token: rita.token })).status).toBe(403);
    const refused = { status: 403, body: { error: "Only a recruiter of the application's posting may change it" } };
    expect(await decide(other.application.id, 'criteria_failed', rita.token)).toMatchObject(refused);
    expect(await statusOf(other.application.id)).toBe('interviewed');

    // Taken off the team: refused at once.
    const later = await postingWithApplication('', 'meeting_scheduled', team);
    expect((await setTeam({ recruiters: [] }, adminToken, later.job.id)).status).toBe(200);
    expect(await decide(later.application.id, 'interviewed', rita.token)).toMatchObject(refused);
    expect(await statusOf(later.application.id)).toBe('meeting_scheduled');
  });
});

describe('GET /api/me/postings', () => {
  it('answers the postings a recruiter or hiring manager runs, by title, and none to an interviewer', async () => {
    const [rex, hedy, ivo] = await Promise.all([
      signedInMember('recruiter', 'Rex'),
      signedInMember('hiring_manager', 'Hedy'),
      signedInMember('interviewer', 'Ivo'),
    ]);
    const b = makeJob({ flow: 'recruiting', title: `B Analyst ${tag()}` });
    const a = makeJob({ flow: 'recruiting', title: `A Analyst ${tag()}` });
    const elsewhere = makeJob({ flow: 'recruiting' });
    for (const job of [a, b, elsewhere]) await writeJob(job);
    const team = { recruiters: [rex.email], hiring_managers: [hedy.email], interviewers: [ivo.email] };
    for (const job of [b, a]) expect((await setTeam(team, adminToken, job.id)).status).toBe(200);
    expect((await setTeam({}, adminToken, elsewhere.id)).status).toBe(200);

    const postingsOf = async (token: string) =>
      (
        await call<{ postings: { job_slug: string; title: string; part: string }[] }>('GET', '/api/me/postings', {
          token,
        })
      ).body.postings;
    const ofTest = <Posting extends { job_slug: string }>(list: Posting[]) =>
      list.filter((posting) => [a.id, b.id, elsewhere.id].includes(posting.job_slug));
    expect(ofTest(await postingsOf(rex.token))).toEqual([
      { job_slug: a.id, title: a.title, part: 'recruiter' },
      { job_slug: b.id, title: b.title, part: 'recruiter' },
    ]);
    expect(ofTest(await postingsOf(hedy.token)).map((posting) => posting.part)).toEqual([
      'hiring_manager',
      'hiring_manager',
    ]);
    expect(await postingsOf(ivo.token)).toEqual([]);
    const candidate = makeAccount();
    await createAccount(candidate);
    expect((await call('GET', '/api/me/postings', { token: await idTokenFor(candidate) })).status).toBe(403);
  });
});

describe("a recruiter's admin work on their posting: mails and offers", () => {
  /** A failed mail `template` about `applicationId`, to `to` (a panel member's unless `userId` names a candidate). */
  async function failedMail(
    applicationId: string,
    to: string,
    template: MailTemplateName = 'panel_interview_scheduled',
    userId: string | null = null,
  ) {
    const id = `${template}-${applicationId}-${tag()}`;
    const now = new Date();
    await adminDb
      .collection(COLLECTIONS.mail)
      .doc(id)
      .set({
        to,
        template: {
          name: template,
          data: { candidate_name: 'Casey', job_title: 'Analyst', application_id: applicationId },
        },
        user_id: userId,
        application_id: applicationId,
        requested_by: 'system:interview-panel',
        created_at: now,
        delivery: { ...pendingDelivery(now), state: 'error', error: 'The mail server refused it' },
        expire_at: mailExpiry(now),
        resend_of: null,
        resent_as: null,
      });
    return id;
  }

  it("reads and resends their postings' mails and withdraws their offers; nothing of another posting's", async () => {
    const [rita, hugo] = await Promise.all([
      signedInMember('recruiter', 'Rita'),
      signedInMember('hiring_manager', 'Hugo'),
    ]);
    const team = { recruiters: [rita.email], hiring_managers: [hugo.email] };
    const mine = await postingWithApplication('', 'hired', team);
    const theirs = await postingWithApplication('', 'hired', { recruiters: [] });
    const refused = {
      status: 403,
      body: { error: "Only an admin or a recruiter of the application's posting may do this" },
    };

    // The candidate's mails: this application's, not their other postings' or screening's, not
    // another posting's, not an unknown id's.
    const mails = (id: string, token: string) =>
      call<{ mails: { id: string }[] }>('GET', `/api/admin/applications/${id}/mails`, { token });
    const own = mine.application.user_id;
    const ofThis = await failedMail(mine.application.id, mine.application.email, 'offer_ready', own);
    const ofOther = await failedMail(`${own}__elsewhere`, mine.application.email, 'offer_ready', own);
    const ofScreening = await failedMail(mine.application.id, mine.application.email, 'screening_result', own);
    expect((await mails(mine.application.id, rita.token)).body.mails.map((mail) => mail.id)).toEqual([ofThis]);
    expect((await mails(mine.application.id, adminToken)).body.mails.map((mail) => mail.id).sort()).toEqual(
      [ofThis, ofOther, ofScreening].sort(),
    );
    // Nor sent again: a screening mail under this application's id is not theirs.
    expect(await call('POST', `/api/admin/mails/${ofScreening}/resend`, { token: rita.token })).toMatchObject({
      status: 403,
    });
    expect(await mails(theirs.application.id, rita.token)).toMatchObject(refused);
    expect(await mails(`nobody__${mine.job.id}`, rita.token)).toMatchObject(refused);
    expect(await mails(mine.application.id, hugo.token)).toMatchObject({
      status: 403,
      body: { error: 'Admin access required' },
    });

    // A failed mail sent again: a team mail goes to the member's address it went to.
    const failed = await failedMail(mine.application.id, `ivy.${tag()}@example.com`);
    const resent = await call<{ mail: { to: string } }>('POST', `/api/admin/mails/${failed}/resend`, {
      token: rita.token,
    });
    expect(resent.status).toBe(200);
    const stored = (await adminDb.collection(COLLECTIONS.mail).doc(failed).get()).data();
    expect(stored?.resent_as).toBeTruthy();
    const again = (await adminDb.collection(COLLECTIONS.mail).doc(stored!.resent_as).get()).data();
    expect(again).toMatchObject({ to: stored!.to, user_id: null, resend_of: failed });
    const elsewhere = await failedMail(theirs.application.id, `otto.${tag()}@example.com`);
    expect(await call('POST', `/api/admin/mails/${elsewhere}/resend`, { token: rita.token })).toMatchObject(refused);

    // The offer of their hire withdrawn, with the reason; another posting's refused.
    const offer = await createOffer(mine.application);
    const otherOffer = await createOffer(theirs.application);
    const withdraw = (id: string, token: string) =>
      call('POST', `/api/admin/offers/${id}/withdraw`, { token, body: { reason: 'The role was filled internally' } });
    expect(await withdraw(otherOffer.id, rita.token)).toMatchObject(refused);
    expect((await withdraw(offer.id, hugo.token)).status).toBe(403);
    expect((await withdraw(offer.id, rita.token)).status).toBe(200);
    const offers = adminDb.collection(COLLECTIONS.offers);
    expect((await offers.doc(offer.id).get()).data()?.status).toBe('withdrawn');
    expect((await offers.doc(otherOffer.id).get()).data()?.status).toBe(otherOffer.status);

    // Taken off the team: refused at once.
    expect((await setTeam({ recruiters: [] }, adminToken, mine.job.id)).status).toBe(200);
    expect(await mails(mine.application.id, rita.token)).toMatchObject(refused);
  });
});
