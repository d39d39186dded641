// Mail delivered exactly once to a real inbox: maildev runs here on the ports the emulator's
// functions send to (functions/.env.demo-careers: 127.0.0.1:1025), and its API is read back. The
// interview invitation from the API call through the deployed outbox trigger (to the profile's
// verified address, one mail per request); the handler delivered three times and twice at once; a
// retried event taking over a dead delivery; a refused connection left to be tried again. The faults
// (a server down, a 4xx, a 5xx, a dead delivery, "Send again") are quiet/mail-faults.test.ts's, with a
// stand-in SMTP server of their own on these ports.
import { mailExpiry, pendingDelivery, type OutboxMail } from '@careers/domain/mail';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount, type TestAccount } from '@careers/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { changeOf, deliverRepeatedly } from '../../tests/support/deliver';
import { startInbox, type TestInbox } from '../../tests/support/maildev';
import { auditEntriesWithIds, storedMail } from '../../tests/support/readers';
import { idTokenFor } from '../../tests/support/tokens';
import { createAccount, createApplication, createScreeningApplication } from '../../tests/support/writers';
import { deliverOutboxMail } from '../src/decisions/mail/delivery';
import { smtpSender } from '../src/adapters/smtp';
import { renderPdf } from '../src/adapters/pdf';
import { TRIGGER_WAIT } from '../../tests/support/triggers';

// The invitation as pinned in domain/src/mail/mail.test.ts.
const SUBJECT = 'Interview invitation: Full-Stack Engineer Internship at ApplyPilot';
const INVITATION_LINE = 'a brief 5-minute screening interview with our founder over WhatsApp';

const SMTP = { host: '127.0.0.1', port: 1025, secure: false, user: null, password: null, from: 'Test <t@example.com>' };
/** What the deployed trigger renders with (functions/.env.demo-careers). */
const tools = () => ({
  links: { siteOrigin: 'http://127.0.0.1:5000', meetingUrl: 'https://meet.google.com/demo-interview' },
  renderPdf,
});
/** Nothing listens on port 1 here: the connection is refused at once. */
const SMTP_DOWN = { ...SMTP, port: 1 };

let inbox: TestInbox;
let adminToken: string;

beforeAll(async () => {
  inbox = await startInbox();
  const admin = makeAccount({ admin: true });
  await createAccount(admin);
  adminToken = await idTokenFor(admin);
});

afterAll(async () => {
  await inbox?.stop();
});

const sendPath = (id: string) => `/api/admin/fullstack-screening/applications/${id}/send-interview-email`;
const outbox = () => adminDb.collection(COLLECTIONS.mail);
const mailDoc = storedMail;

/** A candidate (their profile: the verified address mail goes to) with a passed screening application. */
async function passedCandidate(name = 'Maria Clara Santos'): Promise<TestAccount> {
  const account = makeAccount({ name });
  await createAccount(account);
  await createScreeningApplication(account, 'screening_passed');
  return account;
}

/** Waits (TRIGGER_WAIT) until mail `id` ends its delivery in `state`. */
async function deliveryEnds(id: string, state: 'sent' | 'error') {
  await expect.poll(async () => (await mailDoc(id))?.delivery?.state, TRIGGER_WAIT).toBe(state);
}

const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

describe('POST .../send-interview-email through the outbox trigger', () => {
  it('delivers one invitation to the candidate, greeting them by first name, and records it', async () => {
    const account = await passedCandidate();
    const answer = await call<Record<string, string>>('POST', sendPath(account.uid), { token: adminToken, body: {} });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Interview invitation email queued',
      to: account.email,
    });
    const mailId = answer.body.mail_id!;
    // The request's own event: its key is the id of the request's audit entry.
    expect(mailId).toMatch(new RegExp(`^interview_invitation-${account.uid}-[A-Za-z0-9]{20}$`));
    await deliveryEnds(mailId, 'sent');

    const delivered = await inbox.mailTo(account.email);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.subject).toBe(SUBJECT);
    expect(delivered[0]!.text.startsWith('Hi Maria,\n\n')).toBe(true);
    expect(delivered[0]!.text).toContain(INVITATION_LINE);
    expect(delivered[0]!.html).toContain('<p>Hi Maria,</p>');

    const stored = await mailDoc(mailId);
    expect(stored).toMatchObject({
      to: account.email,
      template: { name: 'interview_invitation', data: { name: 'Maria Clara Santos' } },
      user_id: account.uid,
      application_id: account.uid,
      delivery: { state: 'sent', attempts: 1, error: null, lease_expire_time: null, due_time: null },
      resend_of: null,
      resent_as: null,
    });
    expect(stored!.delivery.history).toMatchObject([{ number: 1, outcome: 'sent', code: 250 }]);
    expect(stored!.delivery.info?.message_id).toMatch(/^<.+@.+>$/);
    // The TTL policy's field (firestore.indexes.json): deleted 180 days after it was queued.
    expect(stored!.expire_at.getTime() - stored!.created_at.getTime()).toBe(180 * 24 * 60 * 60 * 1000);
    expect(stored!.delivery.info?.accepted).toEqual([account.email]);

    const audit = (await auditEntriesWithIds(account.uid)).filter((e) => e.action === 'interview_email_requested');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ detail: `mail/${mailId}`, from: 'screening_passed', to: 'screening_passed' });
    expect(mailId).toBe(`interview_invitation-${account.uid}-${audit[0]!.id}`);

    const detail = await call<{ emails: { id: string; delivery: { state: string } }[] }>(
      'GET',
      `/api/admin/fullstack-screening/applications/${account.uid}`,
      { token: adminToken },
    );
    expect(detail.body.emails.map((mail) => [mail.id, mail.delivery.state])).toEqual([[mailId, 'sent']]);
  });

  it('greets with the email local part when the application has no name; a second request is a second mail', async () => {
    const account = makeAccount({ name: '' });
    await createAccount(account);
    await createScreeningApplication(account, 'shortlisted', undefined, { user_name: null });
    const first = await call<Record<string, string>>('POST', sendPath(account.uid), { token: adminToken, body: {} });
    await deliveryEnds(first.body.mail_id!, 'sent');
    const second = await call<Record<string, string>>('POST', sendPath(account.uid), { token: adminToken, body: {} });
    expect(second.body.mail_id).not.toBe(first.body.mail_id);
    await deliveryEnds(second.body.mail_id!, 'sent');
    const delivered = await inbox.mailTo(account.email);
    expect(delivered).toHaveLength(2);
    const localPart = account.email.split('@')[0]!;
    expect(delivered.every((mail) => mail.text.startsWith(`Hi ${localPart},`))).toBe(true);
  });

  it("goes to the profile's verified address, not the one on the application; none without a profile (409)", async () => {
    const account = makeAccount({ name: 'Rosa Lim' });
    await createAccount(account);
    await createScreeningApplication(account, 'screening_passed', undefined, {
      user_email: `typed-${unique()}@example.com`,
    });
    const answer = await call<Record<string, string>>('POST', sendPath(account.uid), { token: adminToken, body: {} });
    expect(answer.body.to).toBe(account.email);
    await deliveryEnds(answer.body.mail_id!, 'sent');
    expect(await inbox.mailTo(account.email)).toHaveLength(1);

    const noProfile = makeAccount();
    await createScreeningApplication(noProfile, 'screening_passed');
    expect(await call('POST', sendPath(noProfile.uid), { token: adminToken, body: {} })).toMatchObject({
      status: 409,
      body: { error: 'The candidate has no verified email address' },
    });
    expect((await outbox().where('application_id', '==', noProfile.uid).get()).size).toBe(0);
  });
});

describe('a step of the recruiting flow through the outbox trigger', () => {
  it('signing the NDA delivers the interview-scheduled mail with its .ics, and the NDA copy with its PDF', async () => {
    const account = makeAccount({ name: 'Lea Reyes' });
    await createAccount(account);
    await createApplication(account, 'meeting_scheduled', { nda_signed: false });
    const token = await idTokenFor(account);
    const signed = await call('POST', '/api/sign-nda', { token, body: { application_id: account.uid } });
    expect(signed.status).toBe(200);
    await expect.poll(async () => (await inbox.mailTo(account.email)).length, TRIGGER_WAIT).toBe(2);
    const delivered = await inbox.mailTo(account.email);
    const interview = delivered.find((mail) => mail.subject.startsWith('Your interview is scheduled: '))!;
    expect(interview.text.startsWith('Hi Lea,')).toBe(true);
    expect(interview.text).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    expect(interview.attachments?.map((file) => [file.filename, file.contentType.split(';')[0]])).toEqual([
      ['applypilot-interview.ics', 'text/calendar'],
    ]);
    const copy = delivered.find((mail) => mail.subject === 'Your signed NDA with ApplyPilot')!;
    expect(copy.attachments?.map((file) => [file.filename, file.contentType])).toEqual([
      ['signed-nda.pdf', 'application/pdf'],
    ]);
  }, 60_000);
});

describe('the outbox handler', () => {
  /** Stores an outbox mail to a new address as `delivery` says, and the created event a retry would carry. */
  async function storedMail(delivery: OutboxMail['delivery']) {
    const id = `mail-test-${unique()}`;
    const to = `mail-${unique()}@example.com`;
    const mail: OutboxMail = {
      to,
      template: { name: 'interview_invitation', data: { name: 'Lea Reyes' } },
      user_id: null,
      application_id: null,
      requested_by: 'test',
      created_at: new Date(),
      delivery,
      expire_at: mailExpiry(new Date()),
      resend_of: null,
      resent_as: null,
    };
    await outbox().doc(id).set(mail);
    const change = changeOf<OutboxMail>(id, { ...mail, delivery: pendingDelivery(new Date()) });
    return { id, to, change };
  }

  /** A delivery that claimed the mail a minute ago and died (its lease is over). */
  const deadDelivery = (): OutboxMail['delivery'] => ({
    ...pendingDelivery(new Date()),
    state: 'processing',
    attempts: 1,
    start_time: new Date(Date.now() - 120_000),
    lease_expire_time: new Date(Date.now() - 60_000),
  });

  it('sends one mail for an event delivered three times in a row and twice at once', async () => {
    // The deployed trigger sees this create too: whichever delivery claims it, there is one mail.
    const { id, to, change } = await storedMail(pendingDelivery(new Date()));
    await deliverRepeatedly((event) => deliverOutboxMail(event, () => smtpSender(SMTP), tools), change);
    await deliveryEnds(id, 'sent');
    expect(await inbox.mailTo(to)).toHaveLength(1);
    expect((await mailDoc(id))?.delivery.attempts).toBe(1);
  });

  it('a retried event takes over a delivery whose lease ran out, once', async () => {
    // Stored `processing`: the deployed trigger's own event finds nothing pending and leaves it.
    const { id, to, change } = await storedMail(deadDelivery());
    await deliverRepeatedly((event) => deliverOutboxMail(event, () => smtpSender(SMTP), tools), change);
    expect(await mailDoc(id)).toMatchObject({ delivery: { state: 'sent', attempts: 2, error: null } });
    expect((await mailDoc(id))?.delivery.history.map((attempt) => attempt.outcome)).toEqual(['interrupted', 'sent']);
    expect(await inbox.mailTo(to)).toHaveLength(1);
  });

  it('leaves a refused connection to be tried again (retrying, due after the backoff); the same event again sends nothing', async () => {
    const { id, to, change } = await storedMail(deadDelivery());
    const now = new Date();
    const clock = { now: () => now, random: () => 1 };
    expect(await deliverOutboxMail(change, () => smtpSender(SMTP_DOWN), tools, clock)).toBe('retrying');
    const failed = await mailDoc(id);
    expect(failed).toMatchObject({
      to,
      template: { name: 'interview_invitation', data: { name: 'Lea Reyes' } },
      delivery: { state: 'retrying', attempts: 2, info: null, lease_expire_time: null },
    });
    // The dead attempt, then this one: two failures in a row, so two minutes' wait at the longest.
    expect(failed!.delivery.history.map((attempt) => attempt.outcome)).toEqual(['interrupted', 'transient']);
    expect(failed!.delivery.error).toContain('ECONNREFUSED');
    expect(failed!.delivery.due_time?.getTime()).toBe(now.getTime() + 120_000);
    // The same event again (and with a working server) finds nothing pending: nothing is sent now.
    await deliverRepeatedly((event) => deliverOutboxMail(event, () => smtpSender(SMTP), tools, clock), change);
    expect((await mailDoc(id))?.delivery).toMatchObject({ state: 'retrying', attempts: 2 });
    expect(await inbox.mailTo(to)).toHaveLength(0);
  });
});
