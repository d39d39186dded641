// Screening per posting: the screening questionnaire serves every posting of the
// screening flow, one application per candidate and posting (`{uid}` for the specification's
// fullstack-engineer, `{uid}__{slug}` for another), each call answering for its own posting
// (`job_slug`; without it the specification's, as before), a posting that is not an open screening
// one refused with nothing stored, and the erase and export covering every posting's documents.
import { ME_API } from '@careers/domain/privacy';
import { type ScreeningApplication } from '@careers/domain/screening';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount, makeJob, makeScreeningDraft, makeScreeningForm } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { storedAssessmentRuns, storedScreeningDraft, storedScreeningStatus } from '../../tests/support/readers';
import { emulatorSession, signedIn } from '../../tests/support/tokens';
import { TRIGGER_WAIT } from '../../tests/support/triggers';
import { createAccount, writeJob } from '../../tests/support/writers';
import { exportOf } from './support/data-rights';

// The specification's paths, written out (not taken from the code under test).
const CHECK = '/api/fullstack-screening/check-existing';
const SUBMIT = '/api/fullstack-screening/submit';
const NOT_A_SCREENING_POSTING = 'This job was not found or does not take screening applications';
const CLOSED = 'This position is no longer accepting applications';
const ALREADY = 'You have already submitted a screening application.';

const application = async (id: string) =>
  (await adminDb.collection(COLLECTIONS.screeningApplications).doc(id).get()).data() as
    ScreeningApplication | undefined;

/** Every screening document keyed to `uid` in `collection` (theirs, and under any posting). */
async function keysOf(collection: string, uid: string): Promise<string[]> {
  const all = await adminDb.collection(collection).get();
  return all.docs.map((doc) => doc.id).filter((id) => id === uid || id.startsWith(`${uid}__`));
}

/** A stored posting of the screening flow (open unless told otherwise), with its slug. */
async function screeningPosting(overrides: Parameters<typeof makeJob>[0] = {}) {
  const job = makeJob({ isActive: true, flow: 'screening', ...overrides });
  await writeJob(job);
  return job;
}

const submit = (token: string, jobSlug?: string) =>
  call<{ success?: boolean; message?: string; error?: string }>('POST', SUBMIT, {
    token,
    body: jobSlug === undefined ? makeScreeningForm() : { ...makeScreeningForm(), job_slug: jobSlug },
  });
const check = (token: string, jobSlug?: string) =>
  call<{ exists: boolean; status: string | null; error?: string }>(
    'GET',
    jobSlug === undefined ? CHECK : `${CHECK}?job_slug=${encodeURIComponent(jobSlug)}`,
    { token },
  );

const NOT_A_SLUG = 'job_slug must be a posting’s slug: lower-case letters, digits and single hyphens';

describe('screening applications per posting', () => {
  it('applies to the specification’s posting and another; each call answers for its own, the trigger scores each', async () => {
    const other = await screeningPosting({ title: 'Backend Engineer Intern (Screening)' });
    const notApplied = await screeningPosting();
    const { uid, token } = await signedIn();
    const otherKey = `${uid}__${other.id}`;
    // A draft for each posting: a submission deletes its own posting's only.
    await adminDb.collection(COLLECTIONS.screeningDrafts).doc(otherKey).set(makeScreeningDraft(makeScreeningForm(), 3));

    // The specification's call, without job_slug, as before.
    expect(await submit(token)).toMatchObject({
      status: 200,
      body: { success: true, message: 'Application submitted successfully!' },
    });
    expect(await application(uid)).toMatchObject({ id: uid, user_id: uid, job_slug: 'fullstack-engineer' });
    expect(await storedScreeningDraft(otherKey)).toBeDefined();
    expect((await check(token, other.id)).body).toMatchObject({ exists: false, status: null });

    expect(await submit(token, other.id)).toMatchObject({ status: 200, body: { success: true } });
    expect(await application(otherKey)).toMatchObject({ id: otherKey, user_id: uid, job_slug: other.id });
    expect(await storedScreeningDraft(otherKey)).toBeUndefined();
    expect(await storedAssessmentRuns(otherKey)).toHaveLength(1);

    // The trigger scores the second application under its own key, its mirror says so for that posting.
    await expect.poll(async () => (await application(otherKey))?.fs_status, TRIGGER_WAIT).toBe('screening_passed');
    expect(await storedScreeningStatus(otherKey)).toMatchObject({
      status: 'screening_passed',
      user_id: uid,
      job_slug: other.id,
    });
    expect((await check(token)).body).toMatchObject({ exists: true });
    expect((await check(token, other.id)).body).toMatchObject({ exists: true, status: 'screening_passed' });
    expect((await check(token, notApplied.id)).body).toMatchObject({ exists: false, status: null });

    // An admin's interview invitation for it (by its id) names the posting by its title too.
    const admin = makeAccount({ admin: true });
    await createAccount(admin);
    const invited = await call('POST', `/api/admin/fullstack-screening/applications/${otherKey}/send-interview-email`, {
      token: (await emulatorSession(admin)).idToken,
      body: {},
    });
    expect(invited.status).toBe(200);

    // Its mails name the posting by its title.
    const mails = await adminDb.collection(COLLECTIONS.mail).where('application_id', '==', otherKey).get();
    const titles = mails.docs.map((doc) => doc.data().template?.data?.job_title);
    expect(titles.length).toBeGreaterThan(0);
    expect(new Set(titles)).toEqual(new Set(['Backend Engineer Intern (Screening)']));

    // One per posting: a second to either is refused, nothing more stored.
    expect(await submit(token)).toMatchObject({ status: 409, body: { error: ALREADY } });
    expect(await submit(token, other.id)).toMatchObject({ status: 409, body: { error: ALREADY } });
    expect((await keysOf(COLLECTIONS.screeningApplications, uid)).sort()).toEqual([uid, otherKey].sort());
  });

  it('refuses an unknown, draft or recruiting posting (404) and a closed or expired one (409), storing nothing', async () => {
    const closed = await screeningPosting({ isActive: false });
    const expired = await screeningPosting({ validThrough: new Date(Date.now() - 86_400_000) });
    const draft = await screeningPosting({ isActive: false, published: false });
    const recruiting = makeJob({ isActive: true, flow: 'recruiting' });
    await writeJob(recruiting);
    const { uid, token } = await signedIn();

    for (const slug of ['no-such-posting', draft.id, recruiting.id, 'marketing-analyst-recruiting']) {
      expect(await submit(token, slug)).toMatchObject({ status: 404, body: { error: NOT_A_SCREENING_POSTING } });
      expect(await check(token, slug)).toMatchObject({ status: 404, body: { error: NOT_A_SCREENING_POSTING } });
    }
    for (const slug of [closed.id, expired.id]) {
      expect(await submit(token, slug)).toMatchObject({ status: 409, body: { error: CLOSED } });
      // Where the candidate stands can still be asked (an application made before the close continues).
      expect(await check(token, slug)).toMatchObject({ status: 200, body: { exists: false } });
    }
    // A bad field: the field's message; a repeated query parameter or an unknown one: 400.
    expect(await submit(token, 'x'.repeat(101))).toMatchObject({
      status: 400,
      body: { error: 'job_slug is too long' },
    });
    expect(await submit(token, 'a/b')).toMatchObject({ status: 400, body: { error: NOT_A_SLUG } });
    expect(await check(token, 'a/b')).toMatchObject({ status: 400, body: { error: NOT_A_SLUG } });
    expect((await call('GET', `${CHECK}?job_slug=a&job_slug=b`, { token })).status).toBe(400);
    expect((await call('GET', `${CHECK}?posting=a`, { token })).status).toBe(400);

    for (const collection of [COLLECTIONS.screeningApplications, COLLECTIONS.screeningStatus]) {
      expect(await keysOf(collection, uid)).toEqual([]);
    }
    const mails = await adminDb.collection(COLLECTIONS.mail).where('user_id', '==', uid).get();
    expect(mails.docs.filter((doc) => doc.data().template?.name === 'screening_received')).toEqual([]);
  });

  it("a candidate's calls reach only their own key: another's application to the same posting is neither read nor touched", async () => {
    const posting = await screeningPosting();
    const alice = await signedIn();
    const bob = await signedIn();
    await submit(alice.token, posting.id);
    const before = await application(`${alice.uid}__${posting.id}`);
    expect(before).toBeDefined();

    expect((await check(bob.token, posting.id)).body).toMatchObject({ exists: false, status: null });
    expect(await submit(bob.token, posting.id)).toMatchObject({ status: 200 });
    expect(await application(`${bob.uid}__${posting.id}`)).toMatchObject({ user_id: bob.uid });
    const after = await application(`${alice.uid}__${posting.id}`);
    expect(after?.user_id).toBe(alice.uid);
    expect(after?.created_at).toEqual(before?.created_at);
    expect(await call('GET', `${CHECK}?job_slug=${posting.id}`)).toMatchObject({ status: 401 });
  });

  it('holds the re-application period per posting after an erase: that posting refuses, the specification’s takes it', async () => {
    const other = await screeningPosting();
    const account = makeAccount();
    const first = await signedIn(account);
    expect(await submit(first.token, other.id)).toMatchObject({ status: 200 });
    const erased = await call('POST', ME_API.erase, { token: first.token, body: { confirmation: account.email } });
    expect(erased.status).toBe(200);

    const again = await signedIn(account);
    const refused = await submit(again.token, other.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^You applied for this position before/);
    expect(await application(`${again.uid}__${other.id}`)).toBeUndefined();
    expect(await submit(again.token)).toMatchObject({ status: 200 });
  });

  it('exports every posting’s application, mirror and draft, and the erase removes them all', async () => {
    const other = await screeningPosting();
    const draftOnly = await screeningPosting();
    const account = makeAccount();
    const { uid, token } = await signedIn(account);
    const otherKey = `${uid}__${other.id}`;
    const draftKey = `${uid}__${draftOnly.id}`;
    await submit(token);
    await submit(token, other.id);
    await adminDb.collection(COLLECTIONS.screeningDrafts).doc(draftKey).set(makeScreeningDraft(makeScreeningForm(), 1));
    await expect
      .poll(async () => (await storedScreeningStatus(otherKey))?.status, TRIGGER_WAIT)
      .toBe('screening_passed');

    const exported = (await exportOf(token)).data;
    expect(exported?.screening_application).toMatchObject({ id: uid });
    expect(exported?.screening_applications.map((each) => each.id)).toEqual([otherKey]);
    expect(exported?.screening_applications[0]?.assessments.length).toBeGreaterThan(0);
    expect(exported?.screening_statuses.map((each) => each.id)).toEqual([otherKey]);
    expect(exported?.screening_drafts.map((each) => each.id)).toEqual([draftKey]);

    const erased = await call('POST', ME_API.erase, { token, body: { confirmation: account.email } });
    expect(erased.status).toBe(200);
    for (const collection of [
      COLLECTIONS.screeningApplications,
      COLLECTIONS.screeningStatus,
      COLLECTIONS.screeningDrafts,
    ]) {
      expect(await keysOf(collection, uid)).toEqual([]);
    }
    expect(await storedAssessmentRuns(otherKey)).toEqual([]);
  });
});
