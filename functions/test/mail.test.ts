// Mail delivered exactly once to a real inbox: maildev runs here on the ports the emulator's
// functions send to (functions/.env.demo-careers: 127.0.0.1:1025), and its API is read back. The
// interview invitation from the API call through the deployed outbox trigger; the handler delivered
// three times and twice at once; a retried event taking over a dead delivery; SMTP down (the
// mail kept in `error`, nothing sent twice; sending again is a new request).
import { mailExpiry, pendingDelivery, type OutboxMail } from '@careers/domain/mail';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount, type TestAccount } from '@careers/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { changeOf, deliverRepeatedly } from '../../tests/support/deliver';
import { startInbox, type TestInbox } from '../../tests/support/maildev';
import { auditEntries } from '../../tests/support/readers';
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
const mailDoc = async (id: string) => (await outbox().doc(id).get()).data() as OutboxMail | undefined;

/** A candidate with a passed screening application, their email unique to this test. */
async function passedCandidate(name = 'Maria Clara Santos'): Promise<TestAccount> {
  const account = makeAccount({ name });
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
      delivery: { state: 'sent', attempts: 1, error: null, lease_expire_time: null },
    });
    expect(stored!.delivery.info?.message_id).toMatch(/^<.+@.+>$/);
    // The TTL policy's field (firestore.indexes.json): deleted 180 days after it was queued.
    const stamps = stored as unknown as Record<'created_at' | 'expire_at', { toMillis(): number }>;
    expect(stamps.expire_at.toMillis() - stamps.created_at.toMillis()).toBe(180 * 24 * 60 * 60 * 1000);
    expect(stored!.delivery.info?.accepted).toEqual([account.email]);

    const audit = (await auditEntries(account.uid)).filter((e) => e.action === 'interview_email_requested');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ detail: `mail/${mailId}`, from: 'screening_passed', to: 'screening_passed' });

    const detail = await call<{ emails: { id: string; delivery: { state: string } }[] }>(
      'GET',
      `/api/admin/fullstack-screening/applications/${account.uid}`,
      { token: adminToken },
    );
    expect(detail.body.emails.map((mail) => [mail.id, mail.delivery.state])).toEqual([[mailId, 'sent']]);
  });

  it('greets with the email local part when the application has no name; a second request is a second mail', async () => {
    const account = makeAccount({ name: '' });
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
    };
    await outbox().doc(id).set(mail);
    const change = changeOf<OutboxMail>(id, { ...mail, delivery: pendingDelivery() });
    return { id, to, change };
  }

  /** A delivery that claimed the mail a minute ago and died (its lease is over). */
  const deadDelivery = (): OutboxMail['delivery'] => ({
    ...pendingDelivery(),
    state: 'processing',
    attempts: 1,
    start_time: new Date(Date.now() - 120_000),
    lease_expire_time: new Date(Date.now() - 60_000),
  });

  it('sends one mail for an event delivered three times in a row and twice at once', async () => {
    // The deployed trigger sees this create too: whichever delivery claims it, there is one mail.
    const { id, to, change } = await storedMail(pendingDelivery());
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
    expect(await inbox.mailTo(to)).toHaveLength(1);
  });

  it('records an SMTP failure as error with the reason, keeps the mail and never retries it by itself', async () => {
    const { id, to, change } = await storedMail(deadDelivery());
    expect(await deliverOutboxMail(change, () => smtpSender(SMTP_DOWN), tools)).toBe('error');
    const failed = await mailDoc(id);
    expect(failed).toMatchObject({
      to,
      template: { name: 'interview_invitation', data: { name: 'Lea Reyes' } },
      delivery: { state: 'error', attempts: 2, info: null, lease_expire_time: null },
    });
    expect(failed!.delivery.error).toContain('ECONNREFUSED');
    // The same event again (and with a working server) finds the mail done: nothing is sent.
    await deliverRepeatedly((event) => deliverOutboxMail(event, () => smtpSender(SMTP), tools), change);
    expect((await mailDoc(id))?.delivery.state).toBe('error');
    expect(await inbox.mailTo(to)).toHaveLength(0);
  });
});

describe('SMTP down', () => {
  it('leaves the invitation in error, and sending again once the server is back delivers one mail', async () => {
    const account = await passedCandidate('Paolo Cruz');
    await inbox.stop();
    let failedId: string;
    try {
      const answer = await call<Record<string, string>>('POST', sendPath(account.uid), { token: adminToken, body: {} });
      expect(answer.status).toBe(200);
      failedId = answer.body.mail_id!;
      await deliveryEnds(failedId, 'error');
    } finally {
      inbox = await startInbox();
    }
    const failed = await mailDoc(failedId);
    expect(failed).toMatchObject({ to: account.email, delivery: { state: 'error', attempts: 1 } });
    expect(failed!.delivery.error).toContain('ECONNREFUSED');

    const again = await call<Record<string, string>>('POST', sendPath(account.uid), { token: adminToken, body: {} });
    await deliveryEnds(again.body.mail_id!, 'sent');
    const delivered = await inbox.mailTo(account.email);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.text.startsWith('Hi Paolo,')).toBe(true);
    expect((await mailDoc(failedId))?.delivery.state).toBe('error');
  });
});
