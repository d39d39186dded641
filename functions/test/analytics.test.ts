// The pipeline figures against the emulators (docs/features/analytics.md): a fresh posting driven
// through a known pipeline by the calls themselves (applicants from three sources, two failing the
// criteria, NDAs, interviews, hires, an undone hire, offers declined, withdrawn and accepted), with
// every figure worked out by hand, and a screening posting the same way (submissions the trigger
// assesses, the admins' moves); stage histories written with known times for the time figures
// (each median and 90th percentile the middle of its bucket, computed here from the documented
// bucket rule) and a period that holds only some of them; who may read them. Expected values are
// written out, never taken from the code.
import type { AnalyticsReport } from '@careers/domain/analytics';
import { OFFER_DOCUMENTS, offerIdFor, type Offer, type OfferDocType } from '@careers/domain/offers';
import { recruitingApplicationId, type RecruitingApplication } from '@careers/domain/recruiting';
import { COLLECTIONS, documentText } from '@careers/domain/shared';
import {
  makeAccount,
  makeApplicationSubmission,
  makeJob,
  makeScreeningForm,
  screeningFormOf,
  WEAK_SCREENING_CANDIDATE,
  type TestAccount,
} from '@careers/domain/testing';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { teamMember } from '../../tests/support/team';
import { idTokenFor } from '../../tests/support/tokens';
import { TRIGGER_WAIT } from '../../tests/support/triggers';
import { createAccount, createApplication, writeJob } from '../../tests/support/writers';
import { reconcileAnalytics } from '../src/decisions/analytics/reconcile';

let adminToken: string;

beforeAll(async () => {
  const admin = makeAccount({ admin: true });
  await createAccount(admin);
  adminToken = await idTokenFor(admin);
});

const figures = (query: string, token = adminToken) =>
  call<AnalyticsReport & { error?: string }>('GET', `/api/admin/analytics?${query}`, { token });

/** Asks until `ok` holds of the figures (the triggers count each change a moment after it). */
const figuresOnce = (query: string, ok: (report: AnalyticsReport) => boolean) =>
  vi.waitFor(async () => {
    const answer = await figures(query);
    if (answer.status !== 200 || !ok(answer.body)) throw new Error(`not counted yet: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }, TRIGGER_WAIT);

const storedApplication = async (id: string) =>
  (await adminDb.collection(COLLECTIONS.recruitingApplications).doc(id).get()).data() as Record<string, unknown>;

const offerOf = (applicationId: string) =>
  vi.waitFor(async () => {
    const offer = (await adminDb.collection(COLLECTIONS.offers).doc(offerIdFor(applicationId)).get()).data();
    if (!offer) throw new Error('no offer yet');
    return offer as Offer;
  }, TRIGGER_WAIT);

interface Applicant {
  account: TestAccount;
  token: string;
  id: string;
}

describe('GET /api/admin/analytics: a posting driven through its pipeline', () => {
  it('counts every stage, source and offer exactly, and an undone hire no longer', async () => {
    const job = makeJob({ flow: 'recruiting' });
    await writeJob(job);
    const apply = async (source: 'LinkedIn' | 'Facebook' | 'Referral', qualified: boolean): Promise<Applicant> => {
      const account = makeAccount();
      await createAccount(account);
      const token = await idTokenFor(account);
      const body = makeApplicationSubmission({
        job_slug: job.id,
        name: account.name,
        email: account.email,
        referral_source: source,
        ...(qualified ? {} : { linkedin_verified: false }),
      });
      const answer = await call('POST', '/api/submit-application', { token, body });
      expect(answer.status).toBe(200);
      return { account, token, id: recruitingApplicationId(account.uid, job.id) };
    };
    const signNda = async (who: Applicant) =>
      expect((await call('POST', '/api/sign-nda', { token: who.token, body: { application_id: who.id } })).status).toBe(
        200,
      );
    const move = async (who: Applicant, status: string, extra: Record<string, unknown> = {}) =>
      expect(
        (
          await call('PATCH', `/api/admin/applications/${who.id}/status`, {
            token: adminToken,
            body: { status, ...extra },
          })
        ).status,
      ).toBe(200);

    // A, B: LinkedIn, hired; C: Facebook, rejected after the interview; D: Facebook and F: LinkedIn,
    // failing the criteria; E: Referral, booked; G: Referral, hired.
    const [a, b, c, , e, , g] = await Promise.all([
      apply('LinkedIn', true),
      apply('LinkedIn', true),
      apply('Facebook', true),
      apply('Facebook', false),
      apply('Referral', true),
      apply('LinkedIn', false),
      apply('Referral', true),
    ]);
    for (const who of [a!, b!, c!, e!, g!]) await signNda(who);
    await move(a!, 'interviewed');
    await move(a!, 'hired');
    await move(b!, 'hired');
    await move(c!, 'interviewed');
    await move(c!, 'rejected_after_interview');
    await move(g!, 'interviewed');
    await move(g!, 'hired');

    // A declines its offer; G signs the three documents and accepts; B's hire is undone (its open offer withdrawn).
    const offerA = await offerOf(a!.id);
    expect(
      (await call('POST', `/api/offers/${offerA.id}/reject`, { token: a!.token, body: { reason: 'Another offer' } }))
        .status,
    ).toBe(200);
    const offerG = await offerOf(g!.id);
    for (const docType of Object.keys(OFFER_DOCUMENTS) as OfferDocType[]) {
      const document_sha256 = createHash('sha256').update(documentText(OFFER_DOCUMENTS[docType])).digest('hex');
      const signed = await call('POST', `/api/offers/${offerG.id}/sign/${docType}`, {
        token: g!.token,
        body: { signed_name: g!.account.name, document_version: OFFER_DOCUMENTS[docType].version, document_sha256 },
      });
      expect(signed.status).toBe(200);
    }
    expect((await call('POST', `/api/offers/${offerG.id}/accept`, { token: g!.token, body: {} })).status).toBe(200);
    await offerOf(b!.id);
    await move(b!, 'interviewed', { confirm_offer_withdrawal: true });

    const report = await figuresOnce(
      `job_slug=${job.id}`,
      // Each application's last write counted: the submissions, E's booking, C's rejection, the
      // offers' decisions (A, G) and B's undone hire.
      (r) =>
        r.funnel[0]?.count === 7 &&
        r.funnel[3]?.count === 5 &&
        r.time_in_stage[4]?.count === 3 &&
        r.time_in_stage[5]?.count === 2 &&
        r.offers.made === 3 &&
        r.offers.withdrawn === 1 &&
        r.funnel[5]?.count === 2 &&
        r.offers.accepted === 1 &&
        r.offers.declined === 1,
    );
    expect(report.flow).toBe('recruiting');
    expect(report.funnel).toEqual([
      { stage: 'applied', count: 7, conversion: null },
      { stage: 'criteria_met', count: 5, conversion: 0.7143 },
      { stage: 'nda_signed', count: 5, conversion: 1 },
      { stage: 'interview_booked', count: 5, conversion: 1 },
      { stage: 'interviewed', count: 4, conversion: 0.8 },
      { stage: 'hired', count: 2, conversion: 0.5 },
    ]);
    // Every step took seconds: the first bucket, whose middle is half an hour.
    const quick = (stage: string, count: number) => ({ stage, count, median_hours: 0.5, p90_hours: 0.5 });
    expect(report.time_in_stage).toEqual([
      quick('applied', 7),
      quick('criteria_met', 5),
      quick('nda_signed', 5),
      quick('interview_booked', 4),
      quick('interviewed', 3),
      // A's and G's hires, left when they declined and accepted their offers; B's undone hire not.
      quick('hired', 2),
    ]);
    expect(report.time_to_hire).toEqual({ count: 2, median_days: 0.02, p90_days: 0.02 });
    expect(report.sources).toEqual([
      { source: 'Facebook', applied: 2, qualified: 1, interviewed: 1, hired: 0 },
      { source: 'LinkedIn', applied: 3, qualified: 2, interviewed: 2, hired: 1 },
      { source: 'Referral', applied: 2, qualified: 2, interviewed: 1, hired: 1 },
    ]);
    expect(report.offers).toEqual({ made: 3, accepted: 1, declined: 1, withdrawn: 1 });
    expect(report.approximate).toBe(0);

    // The dashboard counts the same posting from its own tally: the same applications, the same
    // criteria passed, the same hires.
    const dashboard = await vi.waitFor(async () => {
      const answer = await call<{ stats: Record<string, number> }>('GET', `/api/admin/dashboard?job_slug=${job.id}`, {
        token: adminToken,
      });
      if (answer.body.stats?.hired !== 2 || answer.body.stats.total_applications !== 7) throw new Error('not yet');
      return answer.body.stats;
    }, TRIGGER_WAIT);
    expect(dashboard.total_applications).toBe(report.funnel[0]!.count);
    expect(dashboard.criteria_passed).toBe(report.funnel[1]!.count);
    expect(dashboard.hired).toBe(report.funnel[5]!.count);

    // The history is the functions': the submission's time, the signature's, the undone hire gone.
    const stored = await storedApplication(b!.id);
    const history = stored.stage_history as Record<string, { toMillis(): number }>;
    expect(Object.keys(history).sort()).toEqual(
      ['applied', 'criteria_met', 'interview_booked', 'interviewed', 'nda_signed'].sort(),
    );
    expect(history.applied!.toMillis()).toBe((stored.created_at as { toMillis(): number }).toMillis());
    expect(history.nda_signed!.toMillis()).toBe((stored.nda_signed_at as { toMillis(): number }).toMillis());
    expect(stored.stage_history_approximate).toBeUndefined();
    // The offers' decisions are the applications' stages too, at the time each offer records.
    const decidedAt = async (who: Applicant) =>
      (await offerOf(who.id)).decision!.at as unknown as { toMillis(): number };
    const historyOf = async (who: Applicant) =>
      (await storedApplication(who.id)).stage_history as Record<string, { toMillis(): number }>;
    expect((await historyOf(a!)).offer_declined?.toMillis()).toBe((await decidedAt(a!)).toMillis());
    expect((await historyOf(a!)).offer_accepted).toBeUndefined();
    expect((await historyOf(g!)).offer_accepted?.toMillis()).toBe((await decidedAt(g!)).toMillis());
    expect((await historyOf(g!)).offer_declined).toBeUndefined();

    // A period of other days holds none of them; today's holds them all.
    const today = new Date().toISOString().slice(0, 10);
    const none = await figures(`job_slug=${job.id}&from=2021-01-01&to=2021-12-31`);
    expect(none.body.funnel[0]).toEqual({ stage: 'applied', count: 0, conversion: null });
    expect(none.body.sources).toEqual([]);
    expect((await figures(`job_slug=${job.id}&from=${today}&to=${today}`)).body.funnel[0]?.count).toBe(7);
  });
});

describe('GET /api/admin/analytics: a screening posting driven through its pipeline', () => {
  it('counts every stage of the screening flow exactly, from the submissions, the assessments and the moves', async () => {
    const job = makeJob({ flow: 'screening', isActive: true });
    await writeJob(job);
    // The strong form scores 10.0 with the built-in rubric, the weak one 1.0 (rubric-corpus.test.ts).
    const submit = async (strong: boolean) => {
      const account = makeAccount();
      await createAccount(account);
      const token = await idTokenFor(account);
      const form = strong ? makeScreeningForm() : screeningFormOf(WEAK_SCREENING_CANDIDATE);
      const answer = await call('POST', '/api/fullstack-screening/submit', {
        token,
        body: { ...form, job_slug: job.id },
      });
      expect(answer.status).toBe(200);
      return `${account.uid}__${job.id}`;
    };
    const assessedAs = (id: string, status: string) =>
      expect
        .poll(
          async () => (await adminDb.collection(COLLECTIONS.screeningApplications).doc(id).get()).data()?.fs_status,
          TRIGGER_WAIT,
        )
        .toBe(status);
    const move = async (id: string, ...statuses: string[]) => {
      for (const status of statuses) {
        const answer = await call('PATCH', `/api/admin/fullstack-screening/applications/${id}/status`, {
          token: adminToken,
          body: { status, notes: '' },
        });
        expect(answer.status).toBe(200);
      }
    };

    // P, Q: hired; R: rejected after the interview; S: shortlisted; T: passed; U, V: failed.
    const [p, q, r, s, t, u, v] = await Promise.all([
      submit(true),
      submit(true),
      submit(true),
      submit(true),
      submit(true),
      submit(false),
      submit(false),
    ]);
    for (const id of [p!, q!, r!, s!, t!]) await assessedAs(id, 'screening_passed');
    for (const id of [u!, v!]) await assessedAs(id, 'screening_failed');
    await move(p!, 'shortlisted', 'interviewed', 'hired');
    await move(q!, 'shortlisted', 'interviewed', 'hired');
    await move(r!, 'shortlisted', 'interviewed', 'rejected');
    await move(s!, 'shortlisted');

    // Each application's last write counted (the trigger reconciles each one on its own): the
    // failures (U, V) and the pass left where it is (T), the shortlist (S), the hires and the rejection.
    const report = await figuresOnce(
      `flow=screening&job_slug=${job.id}`,
      (answer) =>
        answer.time_in_stage[1]?.count === 7 &&
        answer.funnel[2]?.count === 5 &&
        answer.funnel[3]?.count === 4 &&
        answer.funnel[5]?.count === 2 &&
        answer.time_in_stage[4]?.count === 3,
    );
    expect(report.flow).toBe('screening');
    expect(report.funnel).toEqual([
      { stage: 'submitted', count: 7, conversion: null },
      { stage: 'assessed', count: 7, conversion: 1 },
      { stage: 'passed', count: 5, conversion: 0.7143 },
      { stage: 'shortlisted', count: 4, conversion: 0.8 },
      { stage: 'interviewed', count: 3, conversion: 0.75 },
      { stage: 'hired', count: 2, conversion: 0.6667 },
    ]);
    // Every step took seconds: the first bucket, whose middle is half an hour. Assessed is left for
    // passed (P to T) or by the failure (U, V); passed by the shortlist (P to S; T is still in it);
    // interviewed for the hire (P, Q) or by the rejection (R); a screening hire has no offer to leave it by.
    const quick = (stage: string, count: number) => ({ stage, count, median_hours: 0.5, p90_hours: 0.5 });
    expect(report.time_in_stage).toEqual([
      quick('submitted', 7),
      quick('assessed', 7),
      quick('passed', 4),
      quick('shortlisted', 3),
      quick('interviewed', 3),
      { stage: 'hired', count: 0, median_hours: null, p90_hours: null },
    ]);
    expect(report.time_to_hire).toEqual({ count: 2, median_days: 0.02, p90_days: 0.02 });
    expect(report.sources).toEqual([{ source: 'Unknown', applied: 7, qualified: 7, interviewed: 3, hired: 2 }]);
    expect(report.offers).toEqual({ made: 0, accepted: 0, declined: 0, withdrawn: 0 });
    expect(report.approximate).toBe(0);
  });
});

describe('GET /api/admin/analytics: times from stage histories', () => {
  const HOUR = 3_600_000;
  const DAY_ONE = new Date('2026-03-02T08:00:00Z');
  const DAY_TWO = new Date('2026-03-03T08:00:00Z');
  const at = (start: Date, hours: number) => new Date(start.getTime() + hours * HOUR);

  it('gives each median and 90th percentile as its bucket, and a period only its days', async () => {
    const job = makeJob({ flow: 'recruiting' });
    await writeJob(job);
    const write = async (status: RecruitingApplication['status'], created: Date, stages: Record<string, number>) => {
      const account = makeAccount();
      const id = recruitingApplicationId(account.uid, job.id);
      await createApplication(account, status, {
        id,
        job_slug: job.id,
        created_at: created,
        updated_at: created,
        stage_history: Object.fromEntries(Object.entries(stages).map(([stage, hours]) => [stage, at(created, hours)])),
      });
      // The trigger reconciles too; a reconcile of its own, and another at once, count it once.
      await Promise.all([reconcileAnalytics('recruiting', id), reconcileAnalytics('recruiting', id)]);
    };
    await write('hired', DAY_ONE, {
      applied: 0,
      criteria_met: 0,
      nda_signed: 10,
      interview_booked: 10,
      interviewed: 58,
      hired: 480,
      offer_accepted: 510,
    });
    await write('meeting_scheduled', DAY_ONE, { applied: 0, criteria_met: 0, nda_signed: 30, interview_booked: 30 });
    await write('rejected_after_interview', DAY_TWO, {
      applied: 0,
      criteria_met: 0,
      nda_signed: 3,
      interview_booked: 3,
      interviewed: 100,
      rejected: 110,
    });

    // Buckets: 1 + floor(4 log2(hours)); a bucket's middle is 2^((bucket - 0.5) / 4) hours.
    // 3 h -> 7 (3.08), 10 h -> 14 (10.37), 30 h -> 20 (29.34), 48 h -> 23 (49.35), 97 h -> 27 (98.70),
    // 422 h -> 35 (394.81), 480 h -> 36 (469.51 h, 19.56 days). The hire is left at the offer's
    // acceptance, 30 h after it.
    const report = await figuresOnce(`job_slug=${job.id}`, (r) => r.funnel[0]?.count === 3);
    expect(report.time_in_stage).toEqual([
      { stage: 'applied', count: 3, median_hours: 0.5, p90_hours: 0.5 },
      { stage: 'criteria_met', count: 3, median_hours: 10.37, p90_hours: 29.34 },
      { stage: 'nda_signed', count: 3, median_hours: 0.5, p90_hours: 0.5 },
      { stage: 'interview_booked', count: 2, median_hours: 49.35, p90_hours: 98.7 },
      { stage: 'interviewed', count: 2, median_hours: 10.37, p90_hours: 394.81 },
      { stage: 'hired', count: 1, median_hours: 29.34, p90_hours: 29.34 },
    ]);
    expect(report.time_to_hire).toEqual({ count: 1, median_days: 19.56, p90_days: 19.56 });

    // The period holds the applications submitted in it: day one's are left out, though their
    // NDAs, bookings and interviews happened on day two and after.
    const dayTwo = (await figures(`job_slug=${job.id}&from=2026-03-03&to=2026-03-03`)).body;
    expect(dayTwo.funnel.map((stage) => stage.count)).toEqual([1, 1, 1, 1, 1, 0]);
    expect(dayTwo.time_in_stage[3]).toEqual({
      stage: 'interview_booked',
      count: 1,
      median_hours: 98.7,
      p90_hours: 98.7,
    });
    expect(dayTwo.time_to_hire).toEqual({ count: 0, median_days: null, p90_days: null });
  });

  it('counts an application stored before histories in the funnel only, as approximate', async () => {
    const job = makeJob({ flow: 'recruiting' });
    await writeJob(job);
    const account = makeAccount();
    await createApplication(account, 'hired', { id: recruitingApplicationId(account.uid, job.id), job_slug: job.id });
    const report = await figuresOnce(`job_slug=${job.id}`, (r) => r.funnel[0]?.count === 1);
    expect(report.funnel.map((stage) => stage.count)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(report.approximate).toBe(1);
    expect(report.time_to_hire.count).toBe(0);
    expect(report.time_in_stage.every((stage) => stage.count === 0)).toBe(true);
  });
});

describe('GET /api/admin/analytics: who reads what', () => {
  it("answers a posting's recruiter and hiring manager its figures, and refuses everyone else", async () => {
    const [recruiter, manager, interviewer, stranger] = await Promise.all([
      teamMember(adminToken, 'recruiter', 'Rita'),
      teamMember(adminToken, 'hiring_manager', 'Hank'),
      teamMember(adminToken, 'interviewer', 'Ivan'),
      teamMember(adminToken, 'recruiter', 'Sam'),
    ]);
    const job = makeJob({ flow: 'recruiting' });
    await writeJob(job);
    const team = { recruiters: [recruiter.email], hiring_managers: [manager.email], interviewers: [interviewer.email] };
    expect((await call('PUT', `/api/admin/jobs/${job.id}/hiring-team`, { token: adminToken, body: team })).status).toBe(
      200,
    );
    const candidate = makeAccount();
    await createAccount(candidate);

    expect((await figures(`job_slug=${job.id}`, recruiter.token)).status).toBe(200);
    expect((await figures(`job_slug=${job.id}`, manager.token)).status).toBe(200);
    expect(await figures('', recruiter.token)).toMatchObject({
      status: 400,
      body: { error: 'job_slug is required: the figures of a posting you run' },
    });
    for (const token of [stranger.token, interviewer.token, await idTokenFor(candidate)]) {
      expect((await figures(`job_slug=${job.id}`, token)).status).toBe(403);
    }
    expect((await call('GET', `/api/admin/analytics?job_slug=${job.id}`)).status).toBe(401);
    expect(await figures('from=2026-03-04&to=2026-03-03')).toMatchObject({
      status: 400,
      body: { error: 'from must not be after to' },
    });
    expect(await figures('from=2026-02-30')).toMatchObject({
      status: 400,
      body: { error: 'from must be a day like 2026-11-28' },
    });
    expect(await figures('flow=sales')).toMatchObject({ status: 400, body: { error: 'Unknown flow: sales' } });
  });
});
