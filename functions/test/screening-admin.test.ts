// The screening admin's calls against the emulators: who may call them, the dashboard's stats
// (from the screening tally, compared with the stored documents read directly), the list (status, limit,
// offset, newest first, bad queries), one application with its history, status changes (any but
// the current one, audited with the notes, mirrored for the candidate), the system status, and the
// refusals of send-interview-email (its deliveries are in mail.test.ts, beside a real inbox).
import {
  type ScreeningApplicationDetailResponse,
  type ScreeningApplicationsResponse,
  type ScreeningDashboardStats,
} from '@careers/domain/screening';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount, type TestAccount } from '@careers/domain/testing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import {
  auditEntries,
  storedAssessmentRuns,
  storedScreeningApplication,
  storedScreeningStatus,
} from '../../tests/support/readers';
import { idTokenFor } from '../../tests/support/tokens';
import { createAccount, createScreeningApplication, demoteAdmin } from '../../tests/support/writers';
import { API_WAIT, TRIGGER_WAIT } from '../../tests/support/triggers';

const BASE = '/api/admin/fullstack-screening';
const statusPath = (id: string) => `${BASE}/applications/${id}/status`;
const detailPath = (id: string) => `${BASE}/applications/${id}`;
const sendPath = (id: string) => `${BASE}/applications/${id}/send-interview-email`;

let admin: TestAccount;
let token: string;

beforeAll(async () => {
  admin = makeAccount({ admin: true });
  await createAccount(admin);
  token = await idTokenFor(admin);
});

const CALLS: [string, string, unknown][] = [
  ['GET', `${BASE}/dashboard`, undefined],
  ['GET', `${BASE}/system-status`, undefined],
  ['GET', `${BASE}/applications`, undefined],
  ['GET', detailPath('someone'), undefined],
  ['PATCH', statusPath('someone'), { status: 'shortlisted', notes: '' }],
  ['POST', sendPath('someone'), {}],
];

describe('who may call the screening admin', () => {
  it.each(CALLS)(
    '%s %s: 401 without or with a bad token, 403 to a candidate and to a revoked admin',
    async (method, path, body) => {
      expect(await call(method, path, { body })).toMatchObject({
        status: 401,
        body: { error: 'Authentication required' },
      });
      expect((await call(method, path, { body, token: 'not-a-token' })).status).toBe(401);
      const candidate = makeAccount();
      await createAccount(candidate);
      expect(await call(method, path, { body, token: await idTokenFor(candidate) })).toMatchObject({
        status: 403,
        body: { error: 'Admin access required' },
      });
      const revoked = makeAccount({ admin: true });
      await createAccount(revoked);
      const revokedToken = await idTokenFor(revoked);
      await demoteAdmin(revoked);
      expect((await call(method, path, { body, token: revokedToken })).status).toBe(403);
    },
  );
});

describe('GET /api/admin/fullstack-screening/dashboard', () => {
  /** The stats read from every stored application directly (not through the tally). */
  async function directStats() {
    const docs = (await adminDb.collection(COLLECTIONS.screeningApplications).get()).docs.map((d) => d.data());
    const count = (status: string) => docs.filter((d) => d.fs_status === status).length;
    // The last 7 UTC days, today included.
    const today = new Date();
    const weekAgo = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 6 * 24 * 3600 * 1000;
    const scores = docs.map((d) => d.fs_overall_score).filter((s): s is number => typeof s === 'number');
    return {
      total_applications: docs.length,
      recent_applications: docs.filter((d) => d.created_at.toDate().getTime() >= weekAgo).length,
      submitted: count('submitted'),
      assessing: count('assessing'),
      screening_passed: count('screening_passed'),
      screening_failed: count('screening_failed'),
      assessment_errors: count('assessment_failed'),
      needs_review: count('needs_review'),
      average_score: scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : 0,
      shortlisted: count('shortlisted'),
      interviewed: count('interviewed'),
      hired: count('hired'),
    };
  }

  it('answers the stats of the stored applications', async () => {
    for (const status of [
      'screening_passed',
      'screening_failed',
      'assessment_failed',
      'needs_review',
      'hired',
    ] as const) {
      await createScreeningApplication(makeAccount(), status);
    }
    // An old one: counted in the total, not in the last 7 days.
    await createScreeningApplication(makeAccount(), 'interviewed', undefined, {
      created_at: new Date('2025-01-01T00:00:00Z'),
    });
    // The stats come from the tally, which the trigger brings up to date a moment after each write,
    // and other test files write applications meanwhile: poll until the answer equals the stats
    // read directly just before and just after it, at a moment nothing changed around the call.
    // The polling admin is its own, so its reads do not spend the read budget of the file's admin.
    const poller = makeAccount({ admin: true });
    await createAccount(poller);
    const pollerToken = await idTokenFor(poller);
    await vi.waitFor(
      async () => {
        const before = await directStats();
        const answer = await call<ScreeningDashboardStats>('GET', `${BASE}/dashboard`, { token: pollerToken });
        const after = await directStats();
        expect(after).toEqual(before);
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual(before);
        expect(before.recent_applications).toBeLessThan(before.total_applications);
        // One poll a second: within the read budget of a minute (RATE_LIMIT_READS_PER_MINUTE, 120 here).
      },
      { ...TRIGGER_WAIT, interval: 1_000 },
    );
  });
});

describe('GET /api/admin/fullstack-screening/dashboard?job_slug= (one posting)', () => {
  it("answers one posting's stats, its scores' mean among them; another posting's apart", async () => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const [first, second] = [`screen-a-${tag}`, `screen-b-${tag}`];
    await createScreeningApplication(makeAccount(), 'screening_passed', undefined, {
      job_slug: first,
      fs_overall_score: 8,
    });
    await createScreeningApplication(makeAccount(), 'screening_failed', undefined, {
      job_slug: first,
      fs_overall_score: 3.5,
    });
    await createScreeningApplication(makeAccount(), 'hired', undefined, { job_slug: second, fs_overall_score: 9 });
    await vi.waitFor(async () => {
      const answer = await call<ScreeningDashboardStats>('GET', `${BASE}/dashboard?job_slug=${first}`, { token });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        total_applications: 2,
        recent_applications: 2,
        screening_passed: 1,
        screening_failed: 1,
        hired: 0,
        average_score: 5.8,
      });
      // Each write reaches the tally through its own trigger run: the other posting's too.
      const other = await call<ScreeningDashboardStats>('GET', `${BASE}/dashboard?job_slug=${second}`, { token });
      expect(other.body).toMatchObject({ total_applications: 1, screening_passed: 0, hired: 1, average_score: 9 });
    }, API_WAIT);
    expect(await call('GET', `${BASE}/dashboard?job_slug=Bad/Slug`, { token })).toMatchObject({
      status: 400,
      body: { error: 'job_slug must be a posting’s slug: lower-case letters, digits and single hyphens' },
    });
  });
});

describe('GET /api/admin/fullstack-screening/system-status', () => {
  it('says the built-in assessor is operational and the database connected', async () => {
    expect(await call('GET', `${BASE}/system-status`, { token })).toMatchObject({
      status: 200,
      body: { assessment_service: 'operational', assessor: 'builtin', detail: null, database: 'connected' },
    });
  });
});

describe('GET /api/admin/fullstack-screening/applications', () => {
  it('answers the newest first, filtered by status, with limit and offset', async () => {
    const hired: TestAccount[] = [];
    for (let i = 0; i < 3; i += 1) {
      const account = makeAccount();
      // Dated ahead of every other test's: these are the newest hired ones.
      await createScreeningApplication(account, 'hired', undefined, {
        created_at: new Date(Date.now() + 3_600_000 * (i + 10)),
      });
      hired.push(account);
    }
    const newestFirst = hired.map((a) => a.uid).reverse();
    const page = await call<ScreeningApplicationsResponse>('GET', `${BASE}/applications?status=hired&limit=2`, {
      token,
    });
    expect(page.status).toBe(200);
    expect(page.body.applications.map((a) => a.id)).toEqual(newestFirst.slice(0, 2));
    expect(page.body.applications[0]).toMatchObject({ fs_status: 'hired', user_email: hired[2]!.email });
    expect(typeof page.body.applications[0]!.created_at).toBe('string');
    const next = await call<ScreeningApplicationsResponse>(
      'GET',
      `${BASE}/applications?status=hired&limit=2&offset=2`,
      {
        token,
      },
    );
    expect(next.body.applications[0]!.id).toBe(newestFirst[2]);
    const all = await call<ScreeningApplicationsResponse>('GET', `${BASE}/applications?limit=100`, { token });
    expect(all.body.applications.length).toBeGreaterThanOrEqual(3);
    expect(all.body.applications.length).toBeLessThanOrEqual(100);
  });

  it('pages by cursor (limit, after the next_cursor), each row once, newest first; not after and offset together', async () => {
    const hired: TestAccount[] = [];
    for (let i = 0; i < 3; i += 1) {
      const account = makeAccount();
      await createScreeningApplication(account, 'hired', undefined, {
        created_at: new Date(Date.now() + 3_600_000 * (i + 20)),
      });
      hired.push(account);
    }
    const first = await call<ScreeningApplicationsResponse>('GET', `${BASE}/applications?status=hired&limit=2`, {
      token,
    });
    expect(first.body.applications.map((a) => a.id)).toEqual([hired[2]!.uid, hired[1]!.uid]);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await call<ScreeningApplicationsResponse>(
      'GET',
      `${BASE}/applications?status=hired&limit=2&after=${first.body.next_cursor}`,
      { token },
    );
    expect(second.body.applications[0]!.id).toBe(hired[0]!.uid);
    const seen = [...first.body.applications, ...second.body.applications].map((a) => a.id);
    expect(new Set(seen).size).toBe(seen.length);
    const both = await call('GET', `${BASE}/applications?limit=2&offset=2&after=${first.body.next_cursor}`, { token });
    expect(both).toMatchObject({ status: 400, body: { error: 'Page by after or by offset, not both' } });
    const forged = await call('GET', `${BASE}/applications?after=${Buffer.from('["x","y"]').toString('base64url')}`, {
      token,
    });
    expect(forged).toMatchObject({
      status: 400,
      body: { error: 'after is not a cursor this list answered (next_cursor)' },
    });
  });

  it.each([
    ['status=draft', 'Unknown status: draft'],
    ['status=nope', 'Unknown status: nope'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=abc', 'limit must be a number'],
    ['limit=1.5', 'limit must be a whole number'],
    ['offset=-1', 'offset must be at least 0'],
    ['offset=10001', 'offset must be at most 10000'],
  ])('refuses ?%s with 400 %s', async (query, error) => {
    expect(await call('GET', `${BASE}/applications?${query}`, { token })).toMatchObject({
      status: 400,
      body: { error },
    });
  });

  it('refuses an unknown query parameter', async () => {
    const answer = await call('GET', `${BASE}/applications?sort=name`, { token });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: expect.stringContaining('sort') });
  });
});

describe('GET /api/admin/fullstack-screening/applications/{id}', () => {
  it('answers the application with its assessment history, newest first, and no mails yet', async () => {
    const account = makeAccount();
    await createScreeningApplication(account, 'assessment_failed');
    const answer = await call<ScreeningApplicationDetailResponse>('GET', detailPath(account.uid), { token });
    expect(answer.status).toBe(200);
    expect(answer.body.application).toMatchObject({
      id: account.uid,
      fs_status: 'assessment_failed',
      user_email: account.email,
    });
    expect(answer.body.assessment_history.map((run) => [run.run_id, run.state])).toEqual([['run-0001', 'failed']]);
    expect(answer.body.emails).toEqual([]);
  });

  it('answers 404 for a missing application and for an id Firestore cannot take', async () => {
    for (const id of ['nobody-here', '__reserved__']) {
      expect(await call('GET', detailPath(id), { token })).toMatchObject({
        status: 404,
        body: { error: 'Application not found' },
      });
    }
  });
});

describe('PATCH /api/admin/fullstack-screening/applications/{id}/status', () => {
  it('moves the application, mirrors it for the candidate and audits the notes', async () => {
    const account = makeAccount();
    await createScreeningApplication(account, 'screening_passed');
    const answer = await call<{ success: boolean; application: { fs_status: string } }>(
      'PATCH',
      statusPath(account.uid),
      {
        token,
        body: { status: 'shortlisted', notes: 'Strong backend answers' },
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, application: { fs_status: 'shortlisted' } });
    expect((await storedScreeningApplication(account.uid))?.fs_status).toBe('shortlisted');
    expect(await storedScreeningStatus(account.uid)).toMatchObject({
      status: 'shortlisted',
      message: 'You have been shortlisted. Our team will contact you to arrange an interview.',
    });
    const audit = (await auditEntries(account.uid)).filter((e) => e.action === 'screening_status_changed');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_uid: admin.uid,
      from: 'screening_passed',
      to: 'shortlisted',
      detail: 'Strong backend answers',
    });
  });

  it('takes an empty note (as the screens send) and any status but the current one: 409 for the current', async () => {
    const account = makeAccount();
    await createScreeningApplication(account, 'interviewed');
    expect(
      await call('PATCH', statusPath(account.uid), { token, body: { status: 'interviewed', notes: '' } }),
    ).toMatchObject({ status: 409, body: { error: 'The application is already Interviewed' } });
    expect(
      (await call('PATCH', statusPath(account.uid), { token, body: { status: 'rejected', notes: '' } })).status,
    ).toBe(200);
    expect(await call('PATCH', statusPath(account.uid), { token, body: { status: 'rejected' } })).toMatchObject({
      status: 409,
      body: { error: 'The application is already Not Selected' },
    });
    expect((await call('PATCH', statusPath(account.uid), { token, body: { status: 'hired' } })).status).toBe(200);
    const audit = (await auditEntries(account.uid)).filter((e) => e.action === 'screening_status_changed');
    expect(audit.map((e) => [e.from, e.to, e.detail ?? null]).sort()).toEqual(
      [
        ['interviewed', 'rejected', null],
        ['rejected', 'hired', null],
      ].sort(),
    );
  });

  it('moving back to submitted asks for a new assessment run, which the trigger scores', async () => {
    const account = makeAccount();
    await createScreeningApplication(account, 'screening_failed');
    expect(
      (await call('PATCH', statusPath(account.uid), { token, body: { status: 'submitted', notes: '' } })).status,
    ).toBe(200);
    await expect
      .poll(async () => (await storedScreeningApplication(account.uid))?.fs_status, TRIGGER_WAIT)
      .toBe('screening_passed');
    const runs = await storedAssessmentRuns(account.uid);
    expect(runs.map((run) => [run.run_id, run.cause, run.state])).toEqual([
      ['run-0001', 'submission', 'scored'],
      ['run-0002', 'reassess', 'scored'],
    ]);
  });

  it('moves a hired candidate back to Submitted only once confirmed: refused unchanged, then re-scored and audited', async () => {
    const account = makeAccount();
    await createScreeningApplication(account, 'hired');
    // A stale tab (or a bulk change) that did not ask the admin: refused, nothing changes.
    expect(
      await call('PATCH', statusPath(account.uid), { token, body: { status: 'submitted', notes: '' } }),
    ).toMatchObject({
      status: 409,
      body: {
        error:
          'Moving a Hired application back to Submitted discards its assessment and scores it again: confirm it to go on',
      },
    });
    expect((await storedScreeningApplication(account.uid))?.fs_status).toBe('hired');
    expect(await storedAssessmentRuns(account.uid)).toHaveLength(1);
    // Confirmed: a new run, which the trigger scores; the audit entry records the confirmation.
    const confirmed = await call('PATCH', statusPath(account.uid), {
      token,
      body: { status: 'submitted', notes: '', confirm_rescore: true },
    });
    expect(confirmed.status).toBe(200);
    await expect
      .poll(async () => (await storedAssessmentRuns(account.uid)).map((run) => [run.run_id, run.state]), TRIGGER_WAIT)
      .toEqual([
        ['run-0001', 'scored'],
        ['run-0002', 'scored'],
      ]);
    const audit = (await auditEntries(account.uid)).filter((e) => e.action === 'screening_status_changed');
    expect(audit.map((e) => [e.from, e.to, e.detail])).toEqual([
      ['hired', 'submitted', 'Confirmed: back to Submitted, to be assessed again'],
    ]);
  });

  it.each([
    [{ status: 'draft' }, 'Unknown status: draft'],
    [{ status: 'promoted' }, 'Unknown status: promoted'],
    [
      { status: 'assessing' },
      'Only the assessment sets Under Assessment: move the application to Submitted to have it assessed',
    ],
    [{ status: 'submitted', confirm_rescore: 'yes' }, 'confirm_rescore must be true or false'],
    [{}, 'status is required'],
    [{ status: 'hired', notes: 7 }, 'notes must be text'],
    [{ status: 'hired', notes: 'x'.repeat(2001) }, 'notes must be at most 2000 characters'],
  ])('refuses the body %j with 400 %s and changes nothing', async (body, error) => {
    const account = makeAccount();
    await createScreeningApplication(account, 'screening_passed');
    expect(await call('PATCH', statusPath(account.uid), { token, body })).toMatchObject({
      status: 400,
      body: { error },
    });
    expect((await storedScreeningApplication(account.uid))?.fs_status).toBe('screening_passed');
  });

  it('refuses an unknown field and answers 404 for a missing application', async () => {
    const account = makeAccount();
    await createScreeningApplication(account, 'screening_passed');
    const extra = await call('PATCH', statusPath(account.uid), {
      token,
      body: { status: 'hired', notes: '', by: 'me' },
    });
    expect(extra.status).toBe(400);
    expect(await call('PATCH', statusPath('nobody-here'), { token, body: { status: 'hired' } })).toMatchObject({
      status: 404,
      body: { error: 'Application not found' },
    });
    expect((await auditEntries(account.uid)).filter((e) => e.action === 'screening_status_changed')).toHaveLength(0);
  });
});

describe('POST .../send-interview-email refusals', () => {
  it('404 for a missing application, 409 without a verified address (no profile), 400 with a body; nothing queued', async () => {
    expect(await call('POST', sendPath('nobody-here'), { token, body: {} })).toMatchObject({
      status: 404,
      body: { error: 'Application not found' },
    });
    // No profile (users/{uid}): no verified address to write to, whatever the application says.
    const account = makeAccount();
    await createScreeningApplication(account, 'screening_passed');
    expect(await call('POST', sendPath(account.uid), { token, body: {} })).toMatchObject({
      status: 409,
      body: { error: 'The candidate has no verified email address' },
    });
    const withEmail = makeAccount();
    await createScreeningApplication(withEmail, 'screening_passed');
    expect((await call('POST', sendPath(withEmail.uid), { token, body: { to: 'x@example.com' } })).status).toBe(400);
    for (const id of [account.uid, withEmail.uid]) {
      expect((await adminDb.collection(COLLECTIONS.mail).where('application_id', '==', id).get()).size).toBe(0);
    }
  });
});
