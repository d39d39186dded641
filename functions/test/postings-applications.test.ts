// One candidate, several applications: one recruiting application per posting, each
// call answering for its own posting (`job_slug`; without it the specification's posting, as the
// specification's calls always did), the NDA and the interview per application, applications made
// before a close continuing, the re-application period after an erase holding per posting, the
// erase and the export covering every application, and the migration of stored keys.
import { offerIdFor } from '@careers/domain/offers';
import { ME_API } from '@careers/domain/privacy';
import {
  APPLICATION_ERRORS,
  INTERVIEW_ERRORS,
  INTERVIEWS_API,
  RECRUITING_API,
  type ApplicationStatusResponse,
  type RecruitingApplication,
} from '@careers/domain/recruiting';
import { COLLECTIONS, type AuditLogEntry } from '@careers/domain/shared';
import { makeAccount, makeApplicationSubmission, makeJob } from '@careers/domain/testing';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { TRIGGER_WAIT } from '../../tests/support/triggers';
import { emulatorSession, signedIn } from '../../tests/support/tokens';
import { createAccount, createApplication, createOffer, writeJob } from '../../tests/support/writers';
import {
  addOfferPosting,
  misplacedApplications,
  moveApplication,
  offersWithoutPosting,
} from '../src/decisions/recruiting/application-keys';
import { exportOf } from './support/data-rights';

const applications = () => adminDb.collection(COLLECTIONS.recruitingApplications);
const stored = async (id: string) => (await applications().doc(id).get()).data() as RecruitingApplication | undefined;

/** An open posting of the recruiting flow besides the specification's (a second campaign). */
async function openPosting(overrides: Parameters<typeof makeJob>[0] = {}) {
  const job = makeJob({ isActive: true, ...overrides });
  await writeJob(job);
  return job.id;
}

const submit = (token: string, body: Record<string, unknown>) =>
  call<{ application_id: string; status: string; error?: string }>('POST', RECRUITING_API.submit, { token, body });
const status = (token: string, body: Record<string, unknown> = {}) =>
  call<ApplicationStatusResponse>('POST', RECRUITING_API.checkStatus, { token, body });

describe('one candidate, one application per posting', () => {
  it('applies to two postings; each call answers for its own posting, and the specification’s calls as before', async () => {
    const campaign = await openPosting();
    const { uid, token } = await signedIn();
    const first = await submit(token, makeApplicationSubmission());
    expect(first).toMatchObject({ status: 200, body: { application_id: uid, status: 'meeting_scheduled' } });
    const second = await submit(token, makeApplicationSubmission({ job_slug: campaign, linkedin_verified: false }));
    expect(second).toMatchObject({
      status: 200,
      body: { application_id: `${uid}__${campaign}`, status: 'criteria_failed' },
    });

    // Without job_slug, the specification's posting; with it, that posting's application.
    expect((await status(token)).body).toMatchObject({ status: 'meeting_scheduled', application_data: { id: uid } });
    expect((await status(token, { job_slug: campaign })).body).toMatchObject({
      status: 'criteria_failed',
      application_data: { id: `${uid}__${campaign}`, job_slug: campaign, user_id: uid },
    });
    // A posting not applied to: not applied yet.
    expect((await status(token, { job_slug: await openPosting() })).body).toMatchObject({ status: 'new_user' });

    // One per posting: a second to either is refused, and nothing else is stored.
    for (const body of [makeApplicationSubmission(), makeApplicationSubmission({ job_slug: campaign })]) {
      expect(await submit(token, body)).toMatchObject({
        status: 409,
        body: { error: APPLICATION_ERRORS.alreadySubmitted },
      });
    }
    const theirs = await applications().where('user_id', '==', uid).get();
    expect(theirs.docs.map((doc) => doc.id).sort()).toEqual([uid, `${uid}__${campaign}`].sort());
  });

  it('refuses a bad job_slug on the status call with the field’s message, and a token-less call', async () => {
    const { token } = await signedIn();
    expect(await status(token, { job_slug: 'x'.repeat(101) })).toMatchObject({
      status: 400,
      body: { error: 'job_slug is too long' },
    });
    expect(await status(token, { job_slug: 'a', other: 1 })).toMatchObject({ status: 400 });
    expect((await call('POST', RECRUITING_API.checkStatus, { body: { job_slug: 'a' } })).status).toBe(401);
  });

  it('answers 400, never 500, to a job_slug that is no slug on the calls that make a key of it (a `/` made one Firestore refuses)', async () => {
    const { token } = await signedIn();
    const notSlug = {
      status: 400,
      body: { error: 'job_slug must be a posting’s slug: lower-case letters, digits and single hyphens' },
    };
    for (const slug of ['a/b', 'x/../y', '{"a":1}']) {
      expect(await status(token, { job_slug: slug })).toMatchObject(notSlug);
      expect(
        await call('GET', `${INTERVIEWS_API.windows}?job_slug=${encodeURIComponent(slug)}`, { token }),
      ).toMatchObject(notSlug);
      expect(
        await call('POST', INTERVIEWS_API.move, { token, body: { window_id: '2026-12-01T09:00', job_slug: slug } }),
      ).toMatchObject(notSlug);
      expect(await call('POST', INTERVIEWS_API.cancel, { token, body: { job_slug: slug } })).toMatchObject(notSlug);
      expect(
        await call('GET', `/api/fullstack-screening/check-existing?job_slug=${encodeURIComponent(slug)}`, { token }),
      ).toMatchObject(notSlug);
    }
  });

  it('signs the NDA and books, moves and cancels the interview of one application, leaving the other alone', async () => {
    const campaign = await openPosting();
    const { uid, token } = await signedIn();
    await submit(token, makeApplicationSubmission());
    await submit(token, makeApplicationSubmission({ job_slug: campaign }));
    const campaignId = `${uid}__${campaign}`;

    const signed = await call('POST', RECRUITING_API.signNda, { token, body: { application_id: campaignId } });
    expect(signed.status).toBe(200);
    expect(await stored(campaignId)).toMatchObject({ nda_signed: true, interview_seat_id: expect.any(String) });
    expect(await stored(uid)).toMatchObject({ nda_signed: false, interview_start: null });

    // The windows and the cancel name the posting; the specification's application has none to change.
    const windows = await call('GET', `${INTERVIEWS_API.windows}?job_slug=${campaign}`, { token });
    expect(windows).toMatchObject({ status: 200, body: { current: { id: expect.any(String) } } });
    expect(await call('GET', INTERVIEWS_API.windows, { token })).toMatchObject({
      status: 409,
      body: { error: INTERVIEW_ERRORS.notBookable },
    });
    const cancelled = await call('POST', INTERVIEWS_API.cancel, { token, body: { job_slug: campaign } });
    expect(cancelled.status).toBe(200);
    expect(await stored(campaignId)).toMatchObject({ interview_start: null, interview_seat_id: null });
    expect(await call('POST', INTERVIEWS_API.cancel, { token, body: {} })).toMatchObject({ status: 409 });
  });

  it('another candidate can neither sign, see nor change an application to another posting', async () => {
    const campaign = await openPosting();
    const owner = await signedIn();
    await submit(owner.token, makeApplicationSubmission({ job_slug: campaign }));
    const campaignId = `${owner.uid}__${campaign}`;
    const other = await signedIn();
    expect(
      await call('POST', RECRUITING_API.signNda, { token: other.token, body: { application_id: campaignId } }),
    ).toMatchObject({ status: 404, body: { error: APPLICATION_ERRORS.notFound } });
    // Their own calls name the posting, never another's application: they have none there.
    expect((await status(other.token, { job_slug: campaign })).body).toMatchObject({ status: 'new_user' });
    expect(await stored(campaignId)).toMatchObject({ nda_signed: false });
  });

  it('keeps applications made before a close, which continue; a new one is refused', async () => {
    const campaign = await openPosting();
    const { uid, token } = await signedIn();
    await submit(token, makeApplicationSubmission({ job_slug: campaign }));
    await adminDb.collection(COLLECTIONS.jobs).doc(campaign).update({ isActive: false });

    const late = await signedIn();
    expect(await submit(late.token, makeApplicationSubmission({ job_slug: campaign }))).toMatchObject({
      status: 409,
      body: { error: APPLICATION_ERRORS.positionClosed },
    });
    const signed = await call('POST', RECRUITING_API.signNda, {
      token,
      body: { application_id: `${uid}__${campaign}` },
    });
    expect(signed.status).toBe(200);
    expect((await status(token, { job_slug: campaign })).body).toMatchObject({ status: 'meeting_scheduled' });
  });
});

describe('the admins’ applications list by posting', () => {
  it('answers only the posting’s applications with job_slug, and refuses a bad one', async () => {
    const campaign = await openPosting();
    const first = await signedIn();
    const second = await signedIn();
    await submit(first.token, makeApplicationSubmission({ job_slug: campaign }));
    await submit(second.token, makeApplicationSubmission({ job_slug: campaign }));
    await submit(second.token, makeApplicationSubmission());
    const admin = makeAccount({ admin: true });
    await createAccount(admin);
    const token = (await emulatorSession(admin)).idToken;

    const listed = await call<{ applications: { id: string; job_slug: string }[] }>(
      'GET',
      `/api/admin/applications?job_slug=${campaign}&limit=100`,
      { token },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.applications.map((row) => row.id).sort()).toEqual(
      [`${first.uid}__${campaign}`, `${second.uid}__${campaign}`].sort(),
    );
    expect(listed.body.applications.every((row) => row.job_slug === campaign)).toBe(true);
    expect(await call('GET', `/api/admin/applications?job_slug=${'x'.repeat(101)}`, { token })).toMatchObject({
      status: 400,
      body: { error: 'job_slug is too long' },
    });
    // A candidate may not list them.
    expect((await call('GET', `/api/admin/applications?job_slug=${campaign}`, { token: first.token })).status).toBe(
      403,
    );
  });
});

describe('an erase and the applications to several postings', () => {
  const erase = (token: string, email: string) => call('POST', ME_API.erase, { token, body: { confirmation: email } });

  it('holds the re-application period per posting: the decided posting refuses, another takes the application', async () => {
    const campaign = await openPosting();
    const account = makeAccount();
    const first = await signedIn(account);
    const failed = await submit(
      first.token,
      makeApplicationSubmission({ job_slug: campaign, linkedin_verified: false }),
    );
    expect(failed.body.status).toBe('criteria_failed');
    expect((await erase(first.token, account.email)).status).toBe(200);

    const again = await signedIn(account);
    const refused = await submit(again.token, makeApplicationSubmission({ job_slug: campaign }));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^You applied for this position before/);
    expect(await stored(`${again.uid}__${campaign}`)).toBeUndefined();
    // The specification's posting was never decided for them: it takes the application.
    expect(await submit(again.token, makeApplicationSubmission())).toMatchObject({ status: 200 });
  });

  it('exports every application, then erases them all with what names them', async () => {
    const campaign = await openPosting();
    const account = makeAccount();
    const { uid, token } = await signedIn(account);
    await submit(token, makeApplicationSubmission());
    await submit(token, makeApplicationSubmission({ job_slug: campaign }));
    const campaignId = `${uid}__${campaign}`;
    // An admin's move of the second application leaves an audit entry about it.
    const admin = makeAccount({ admin: true });
    await createAccount(admin);
    const adminToken = (await emulatorSession(admin)).idToken;
    const moved = await call('PATCH', `/api/admin/applications/${campaignId}/status`, {
      token: adminToken,
      body: { status: 'interviewed' },
    });
    expect(moved.status).toBe(200);

    const exported = await exportOf(token);
    expect(exported.data?.recruiting_application).toMatchObject({ id: uid });
    expect(exported.data?.recruiting_applications.map((application) => application.id).sort()).toEqual(
      [uid, campaignId].sort(),
    );
    expect(exported.data?.audit_entries.map((entry) => entry.target.id)).toContain(campaignId);

    expect((await erase(token, account.email)).status).toBe(200);
    expect(await stored(uid)).toBeUndefined();
    expect(await stored(campaignId)).toBeUndefined();
    const about = await adminDb.collection(COLLECTIONS.auditLog).where('target.id', '==', campaignId).get();
    expect(about.empty).toBe(true);
    const pseudonymised = await adminDb
      .collection(COLLECTIONS.auditLog)
      .where('action', '==', 'application_status_changed')
      .where('to', '==', 'interviewed')
      .get();
    const theirs = pseudonymised.docs
      .map((doc) => doc.data() as AuditLogEntry)
      .filter((entry) => entry.target.id.endsWith(`__${campaign}`));
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.target.id).not.toContain(uid);
  });
});

describe('the migration of stored applications to their keys', () => {
  it('moves one stored under the uid for another posting, with its offer, once; leaves a taken key alone', async () => {
    const campaign = await openPosting();
    const account = makeAccount();
    // As stored while a candidate held one application whatever the posting: under the uid.
    const application = await createApplication(account, 'hired', { job_slug: campaign, id: account.uid });
    expect(application.id).toBe(account.uid);
    // The hire trigger makes its offer under the old id first.
    await vi.waitFor(async () => {
      expect((await adminDb.collection(COLLECTIONS.offers).doc(offerIdFor(account.uid)).get()).exists).toBe(true);
    }, TRIGGER_WAIT);

    expect(await misplacedApplications()).toContainEqual({
      from: account.uid,
      to: `${account.uid}__${campaign}`,
      jobSlug: campaign,
    });
    expect(await moveApplication(account.uid)).toBe('moved');
    expect(await moveApplication(account.uid)).toBe('already moved');

    const key = `${account.uid}__${campaign}`;
    expect(await stored(account.uid)).toBeUndefined();
    expect(await stored(key)).toMatchObject({ id: key, user_id: account.uid, job_slug: campaign, status: 'hired' });
    const offers = adminDb.collection(COLLECTIONS.offers);
    expect((await offers.doc(offerIdFor(account.uid)).get()).exists).toBe(false);
    expect((await offers.doc(offerIdFor(key)).get()).data()).toMatchObject({
      id: offerIdFor(key),
      application_id: key,
      job_slug: campaign,
    });
    expect((await misplacedApplications()).map((move) => move.from)).not.toContain(account.uid);

    // A key already taken: nothing moves, for an admin to look at.
    const other = makeAccount();
    await createApplication(other, 'criteria_failed', { job_slug: campaign });
    await createApplication(other, 'criteria_failed', { job_slug: campaign, id: other.uid });
    expect(await moveApplication(other.uid)).toBe('taken');
    expect(await stored(other.uid)).toMatchObject({ job_slug: campaign });
  });

  it("gives an offer made before offers named their posting its application's posting, once; an erased application's from its id", async () => {
    const campaign = await openPosting();
    const offers = adminDb.collection(COLLECTIONS.offers);
    // As stored before: no job_slug. One whose application is here, one whose application is gone.
    // (Interviewed, not hired: the hire trigger makes no offer of its own beside these.)
    const kept = await createApplication(makeAccount(), 'interviewed', { job_slug: campaign });
    const gone = await createApplication(makeAccount(), 'interviewed', { job_slug: campaign });
    const specification = await createApplication(makeAccount(), 'interviewed');
    for (const application of [kept, gone, specification]) {
      await createOffer(application, 'pending');
      await offers.doc(offerIdFor(application.id)).update({ job_slug: FieldValue.delete() });
    }
    await adminDb.collection(COLLECTIONS.recruitingApplications).doc(gone.id).delete();
    const ids = [kept, gone, specification].map((application) => offerIdFor(application.id));
    expect(await offersWithoutPosting()).toEqual(expect.arrayContaining(ids));

    for (const id of ids) expect(await addOfferPosting(id)).toBe('added');
    for (const id of ids) expect(await addOfferPosting(id)).toBe('already');
    const postingOf = async (id: string) => (await offers.doc(id).get()).get('job_slug') as string;
    expect(await postingOf(ids[0]!)).toBe(campaign);
    expect(await postingOf(ids[1]!)).toBe(campaign);
    expect(await postingOf(ids[2]!)).toBe('marketing-analyst-recruiting');
    expect(await offersWithoutPosting()).not.toEqual(expect.arrayContaining([ids[0]]));
  });
});
