// The screening assessment's accountability against the emulators (docs/features/fairness.md): the
// public notice; the human review, asked once and only after the assessment decided, queued for
// the admins, decided by an admin's status change and mailed; the voluntary self-identification,
// the owner's alone, in their export and gone with their erase. Each as the attempt to game it: a
// second request, a request before the decision, another person's application, a stranger's read.
import type { OutboxMail } from '@careers/domain/mail';
import { ME_API } from '@careers/domain/privacy';
import type { HumanReviewQueueResponse, ScreeningNotice } from '@careers/domain/screening';
import { COLLECTIONS, type AuditLogEntry } from '@careers/domain/shared';
import { makeAccount, makeModelAssessment, makeScreeningForm, type TestAccount } from '@careers/domain/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { emulatorSession, idTokenFor } from '../../tests/support/tokens';
import { createAccount, createScreeningApplication } from '../../tests/support/writers';
import { runClaimedAssessment } from '../src/decisions/screening/assessment';
import { readScreeningApplication } from '../src/stores/screening-applications';
import { assessmentReply, assessorAgainst, chatStandInForFile } from './support/chat-stand-in';
import { exportOf } from './support/data-rights';

let adminToken: string;
const standIn = chatStandInForFile();

/** A candidate who signed in (their profile holds their verified address, where mails go). */
async function candidate(): Promise<TestAccount & { token: string }> {
  const account = makeAccount();
  const session = await emulatorSession(account);
  expect((await call('POST', '/auth/verify', { body: { idToken: session.idToken } })).status).toBe(200);
  return { ...account, uid: session.localId, token: session.idToken };
}

const ask = (token: string, body: Record<string, unknown> = {}) =>
  call<{ message?: string; error?: string }>('POST', '/api/fullstack-screening/human-review', { token, body });
const queue = (token = adminToken) =>
  call<HumanReviewQueueResponse & { error?: string }>('GET', '/api/admin/fullstack-screening/human-reviews', {
    token,
  });

beforeAll(async () => {
  const admin = makeAccount({ admin: true });
  await createAccount(admin);
  adminToken = await idTokenFor(admin);
});

describe('GET /api/fullstack-screening/notice', () => {
  it("tells anyone what is assessed, from what, weighted by the rubric's sections", async () => {
    const answer = await call<ScreeningNotice>('GET', '/api/fullstack-screening/notice');
    expect(answer.status).toBe(200);
    expect(answer.body.sections).toEqual([
      { title: 'Frontend Development', weight: 20 },
      { title: 'Backend Development', weight: 20 },
      { title: 'Database Knowledge', weight: 15 },
      { title: 'DevOps & Deployment', weight: 15 },
      { title: 'AI Tools & Coding Agents', weight: 10 },
      { title: 'Applied Experience', weight: 15 },
      { title: 'Knowledge Recall', weight: 5 },
    ]);
    const text = answer.body.paragraphs.join(' ');
    expect(text).toContain('An automated assessment scores your answers');
    expect(text).toContain('It assesses only the answers you give in this form');
    expect(text).toContain('passes at 6.0 out of 10');
    expect(text).toContain('a person reviews the application');
    expect(text).toContain('kept until you delete your account');
    expect(text).toContain('ask for a person to review it, once per application');
  });
});

describe('the human review', () => {
  it('is asked once, after the decision, waits in the queue, and is decided and mailed by an admin', async () => {
    const maria = await candidate();
    await createScreeningApplication(maria, 'screening_failed');

    const asked = await ask(maria.token, { reason: 'My backend answer was cut short' });
    expect(asked).toMatchObject({ status: 200, body: { success: true } });
    expect(await ask(maria.token)).toMatchObject({
      status: 409,
      body: { error: 'You have already asked for a human review of this application' },
    });
    const stored = (await adminDb.collection(COLLECTIONS.screeningApplications).doc(maria.uid).get()).data();
    expect(stored).toMatchObject({
      human_review_pending: true,
      human_review: { reason: 'My backend answer was cut short', status_at_request: 'screening_failed' },
    });
    // The candidate's mirror says it was asked, without the reason.
    const mirror = (await adminDb.collection(COLLECTIONS.screeningStatus).doc(maria.uid).get()).data();
    expect(mirror?.human_review).toMatchObject({ decided_at: null });
    expect(JSON.stringify(mirror)).not.toContain('cut short');

    const waiting = (await queue()).body.requests.find((request) => request.application_id === maria.uid);
    expect(waiting).toMatchObject({
      reason: 'My backend answer was cut short',
      status: 'screening_failed',
      user_email: maria.email,
    });
    expect((await queue(maria.token)).status).toBe(403);

    // The admin decides with the status change: the request leaves the queue, the candidate is mailed.
    const decided = await call('PATCH', `/api/admin/fullstack-screening/applications/${maria.uid}/status`, {
      token: adminToken,
      body: { status: 'rejected', notes: 'Reviewed: the backend answer is short on its own' },
    });
    expect(decided.status).toBe(200);
    const after = await queue();
    expect(after.body.requests.map((request) => request.application_id)).not.toContain(maria.uid);
    expect(after.body.decided).toBeGreaterThanOrEqual(1);
    expect(after.body.median_hours_to_decision).not.toBeNull();
    const review = (await adminDb.collection(COLLECTIONS.screeningApplications).doc(maria.uid).get()).data();
    expect(review).toMatchObject({ human_review_pending: false, human_review: { outcome: 'rejected' } });
    const mails = (await adminDb.collection(COLLECTIONS.mail).where('user_id', '==', maria.uid).get()).docs.map(
      (doc) => doc.data() as OutboxMail,
    );
    expect(mails.map((mail) => [mail.template.name, mail.template.data.outcome])).toEqual([
      ['human_review_decided', 'rejected'],
    ]);
    const audit = (await adminDb.collection(COLLECTIONS.auditLog).where('target.id', '==', maria.uid).get()).docs.map(
      (doc) => doc.data() as AuditLogEntry,
    );
    expect(audit.map((entry) => entry.action).sort()).toEqual(['human_review_requested', 'screening_status_changed']);
    // Decided once: a second change sends no second outcome.
    await call('PATCH', `/api/admin/fullstack-screening/applications/${maria.uid}/status`, {
      token: adminToken,
      body: { status: 'shortlisted', notes: '' },
    });
    const again = await adminDb.collection(COLLECTIONS.mail).where('user_id', '==', maria.uid).get();
    expect(
      again.docs.filter((doc) => (doc.data() as OutboxMail).template.name === 'human_review_decided'),
    ).toHaveLength(1);
  });

  it('is decided by a reassessment too: the outcome is an assessment anew', async () => {
    const rui = await candidate();
    await createScreeningApplication(rui, 'screening_failed');
    expect((await ask(rui.token, { reason: 'Please look again' })).status).toBe(200);
    const reassessed = await call('POST', `/api/admin/fullstack-screening/applications/${rui.uid}/reassess`, {
      token: adminToken,
      body: {},
    });
    expect(reassessed.status).toBe(200);
    const stored = (await adminDb.collection(COLLECTIONS.screeningApplications).doc(rui.uid).get()).data();
    expect(stored).toMatchObject({ human_review_pending: false, human_review: { outcome: 'submitted' } });
    expect((await queue()).body.requests.map((request) => request.application_id)).not.toContain(rui.uid);
    const outcome = (await adminDb.collection(COLLECTIONS.mail).where('user_id', '==', rui.uid).get()).docs
      .map((doc) => doc.data() as OutboxMail)
      .filter((mail) => mail.template.name === 'human_review_decided');
    expect(outcome.map((mail) => mail.template.data.outcome)).toEqual(['submitted']);
  });

  it('is refused before the assessment decided, without an application, and on a bad body', async () => {
    const early = await candidate();
    await createScreeningApplication(early, 'needs_review');
    expect(await ask(early.token)).toMatchObject({
      status: 409,
      body: { error: 'A human review can be asked once the assessment has decided on your application' },
    });
    const none = await candidate();
    expect(await ask(none.token)).toMatchObject({ status: 404, body: { error: 'Application not found' } });
    expect((await ask(early.token, { reason: 'x'.repeat(2001) })).status).toBe(400);
    expect((await ask(early.token, { reason: 'fine', status: 'screening_passed' })).status).toBe(400);
    expect((await call('POST', '/api/fullstack-screening/human-review', { body: {} })).status).toBe(401);
    const stored = (await adminDb.collection(COLLECTIONS.screeningApplications).doc(early.uid).get()).data();
    expect(stored?.human_review).toBeUndefined();
  });
});

describe('the voluntary self-identification', () => {
  const mine = (token: string) =>
    call<{ self_identification: Record<string, string> | null; error?: string }>('GET', '/api/me/self-identification', {
      token,
    });
  const save = (token: string, body: Record<string, unknown>) =>
    call<{ self_identification: Record<string, string> | null; error?: string }>('PUT', '/api/me/self-identification', {
      token,
      body,
    });

  it("is the owner's alone to give and read, in their export, and gone with their erase", async () => {
    const ana = await candidate();
    const other = await candidate();
    expect(await mine(ana.token)).toMatchObject({ status: 200, body: { self_identification: null } });
    expect((await save(ana.token, { sex: 'unknown', race_ethnicity: 'asian' })).status).toBe(400);
    expect((await save(ana.token, { sex: 'female' })).status).toBe(400);
    expect((await save(ana.token, { sex: 'female', race_ethnicity: 'asian', user_id: other.uid })).status).toBe(400);
    expect(await save(ana.token, { sex: 'female', race_ethnicity: 'asian' })).toMatchObject({
      status: 200,
      body: { self_identification: { sex: 'female', race_ethnicity: 'asian' } },
    });
    expect(await save(ana.token, { sex: 'decline', race_ethnicity: 'two_or_more' })).toMatchObject({ status: 200 });
    expect((await mine(ana.token)).body.self_identification).toMatchObject({
      sex: 'decline',
      race_ethnicity: 'two_or_more',
    });
    expect((await mine(other.token)).body.self_identification).toBeNull();
    expect((await call('GET', '/api/me/self-identification')).status).toBe(401);

    const { data } = await exportOf(ana.token);
    expect(data!.self_identification).toMatchObject({ sex: 'decline', race_ethnicity: 'two_or_more' });
    expect((await call('POST', ME_API.erase, { token: ana.token, body: { confirmation: ana.email } })).status).toBe(
      200,
    );
    expect((await adminDb.collection(COLLECTIONS.selfIdentifications).doc(ana.uid).get()).exists).toBe(false);
  });

  it("never reaches the model: the assessment's request carries the answers and nothing of it", async () => {
    const noa = await candidate();
    expect(
      (await save(noa.token, { sex: 'female', race_ethnicity: 'native_hawaiian_or_pacific_islander' })).status,
    ).toBe(200);
    // An application whose run is claimed (assessing: the trigger leaves it alone), assessed here.
    await createScreeningApplication(noa, 'assessing');
    const application = (await readScreeningApplication(noa.uid))!;
    standIn.reply(assessmentReply(makeModelAssessment(() => 7, makeScreeningForm())));
    await runClaimedAssessment(application, assessorAgainst(standIn));
    expect(standIn.requests).toHaveLength(1);
    const sent = JSON.stringify(standIn.requests[0]!.body);
    expect(sent).toContain(application.fs_university_name);
    for (const hidden of [
      'native_hawaiian',
      'Native Hawaiian',
      'female',
      'race_ethnicity',
      'ethnicity',
      'self_identification',
    ]) {
      expect(sent).not.toContain(hidden);
    }
  });
});
